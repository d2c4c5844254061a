/** The titles of the quick fixes, rendered from what each fix does (fix.ts), last. */
import { formatPath } from "../diagnostics";
import { quoted, quotedValue } from "../words";
import type { FixWhat } from "./fix";

const q = (s: string) => quoted(s, 60);

export function fixTitle(what: FixWhat): string {
  switch (what.kind) {
    case "rename-key":
      return `Change ${q(what.from)} to ${q(what.to)}`;
    case "remove-key":
      return `Remove the unknown field ${q(what.key)}`;
    case "wrap-in-list":
      return `Make it a list: [${q(what.value)}]`;
    case "remove-default-mark":
      return `Remove this "default": true (${formatPath(what.chosen)} stays the default)`;
    case "only-default":
      return `Make this the default agent (remove "default": true from ${formatPath(what.others[0] ?? [])}${what.others.length > 1 ? ` and ${what.others.length - 1} more` : ""})`;
    case "move-star":
      return `Move the * to the end: ${q(what.to)}`;
    case "remove-star":
      return `Remove the * inside: ${q(what.to)}`;
    case "replace-model":
      return `Change to ${q(what.to)} (in the models catalog)`;
    case "remove-grant":
      return `Remove this grant (${what.tool} ${q(what.pattern)}): it can never apply`;
    case "remove-rule":
      return `Remove this allow rule: the ${what.action} rule ${formatPath(what.by)} always overrides it`;
    case "lowercase":
      return `Write it in lowercase: ${q(what.to)}`;
    case "trim":
      return `Remove the surrounding spaces: ${q(what.to)}`;
    case "replace-retired-model":
      return `Change to ${q(what.to)} (the model OpenClaw says to use)`;
    case "rename-skill":
      return `Change to ${q(what.to)} (the skill OpenClaw ships)`;
    case "keep-fallbacks":
      return `Keep the defaults' fallbacks: ${what.fallbacks.map((f) => q(f)).join(", ")}`;
    case "remove-deny":
      return `Remove ${q(what.tool)} from ${formatPath(what.list)}`;
    case "also-allow":
      return `Add ${q(what.tool)} to ${formatPath(what.list)}`;
    case "remove-binding":
      return "Remove the binding";
    case "binding-agent":
      return `Bind it to ${q(what.to)} (not ${q(what.from)})`;
    case "dm-scope":
      return `Set session.dmScope to ${q(what.to)}`;
    case "remove-allow-always":
      return 'Remove source "allow-always" (the pattern then matches as written)';
    case "rename-approvals-agent":
      return `Name the agent ${q(what.to)} (not ${q(what.from)})`;
    case "split-command-pattern":
      return `Match the arguments with argPattern: ${q(what.pattern)}, ${q(what.argPattern)}`;
    case "home-path":
      return `Write it from the home folder: ${q(what.to)}`;
    case "expect-actual":
      return `Expect what it is now: ${quotedValue(what.actual, 60)}`;
  }
}
