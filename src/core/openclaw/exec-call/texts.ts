/**
 * An exec call's answer in words (the page's card, the editor's hover, the command line): what each command matched
 * or missed, what decided, and what happens when nobody answers.
 */
import { formatPath } from "../../diagnostics";
import { hasNestedQuantifier } from "./allowlist";
import type { CommandAnswer, ExecCallAnswer, ExecLayer } from "./decide";

const UNANALYZABLE: Readonly<Record<string, string>> = {
  "syntax-error": "it does not parse",
  "command-substitution": "it substitutes a command's output ($(…) or backticks)",
  "dynamic-executable": "the command to run is a variable",
  "line-continuation": "it continues a line with a backslash",
  heredoc: "it has a heredoc",
  "here-string": "it has a here-string",
  "process-substitution": "it has a process substitution",
  redirect: "it redirects input or output",
  "function-definition": "it defines a function",
  background: "it runs something in the background (&)",
  if: "it has an if",
  for: "it has a for loop",
  while: "it has a while loop",
  case: "it has a case",
  subshell: "it has a subshell ( … )",
  group: "it has a group { … }",
  "dynamic-argument": "an argument is filled in at run time ($NAME)",
  empty: "it is empty",
};

const LAYER: Readonly<Record<ExecLayer, string>> = {
  "security-deny": "security deny",
  full: "security full",
  allowlist: "the allowlist",
  "allowlist-miss": "the allowlist (a miss)",
  "allow-always": 'a person\'s "allow always" for exactly this command',
  "ask-always": "ask always",
  "ask-on-miss": "ask on-miss",
  "execution-plan": "the shell would change what the allowlist matched",
  "strict-inline-eval": "strictInlineEval (inline code)",
  "audit-suppression": "a change to security.audit.suppressions",
  "cannot-bind": "an approval could not be bound to exactly what runs",
};

/** One command, and what let it through or why nothing did. */
export function commandText(c: CommandAnswer): string {
  const name = `"${c.argv.join(" ")}"`;
  const via = c.wrappers.length > 0 ? ` (through ${c.wrappers.join(", ")})` : "";
  if (c.promptOnly)
    return `${name}${via} needs a person: ${
      c.promptOnly.kind === "env-assignment"
        ? "it sets variables before the command"
        : c.promptOnly.kind === "blocked-wrapper"
          ? `${c.promptOnly.wrapper} is a wrapper no allowlist entry can allow`
          : `${c.promptOnly.name} is never allowlisted`
    }`;
  if (c.by === "allowlist" && c.entry)
    return `${name}${via} matches the allowlist entry "${c.entry.pattern}"${c.entry.argPattern ? ` with arguments /${c.entry.argPattern}/` : ""} (the approvals' ${formatPath(c.entry.at)})`;
  if (c.by === "safe-bin") return `${name} is a safe bin`;
  if (c.by === "builtin") return `${name} is a safe shell builtin`;
  if (c.satisfied === "unknown" && c.entry?.argPattern && hasNestedQuantifier(c.entry.argPattern))
    return `${name}${via} may match "${c.entry.pattern}": its argPattern /${c.entry.argPattern}/ can take exponential time, so the studio does not run it`;
  if (c.satisfied === "unknown")
    return `${name}${via} matches "${c.entry?.pattern ?? ""}" only if the host finds it there`;
  if (c.found === null) return `${name}${via} is found nowhere on the host, and no entry is a bare "*"`;
  return `${name}${via} matches no allowlist entry`;
}

/** The whole answer in a sentence or two. */
export function execCallText(a: ExecCallAnswer): string {
  if (a.verdict === "depends") {
    const open = a.commands.filter((c) => c.satisfied === "unknown");
    const placed = open.some(
      (c) => c.found === undefined && !(c.entry?.argPattern && hasNestedQuantifier(c.entry.argPattern)),
    );
    return `Whether it runs is open: ${open.map(commandText).join("; ")}.${placed ? ` The scenarios' "executables" say where the host finds ${a.dependsOn!.map((n) => `"${n}"`).join(", ")}.` : ""}`;
  }
  const parts: string[] = [];
  if (a.unanalyzable) parts.push(`No allowlist entry can match it: ${UNANALYZABLE[a.unanalyzable] ?? a.unanalyzable}.`);
  const shown = a.commands.slice(0, 4).map(commandText);
  if (shown.length > 0)
    parts.push(`${shown.join("; ")}${a.commands.length > 4 ? `; and ${a.commands.length - 4} more` : ""}.`);
  if (a.planMiss) parts.push(`But ${a.planMiss}.`);
  if (a.verdict === "run") parts.push(`It runs (${LAYER[a.layer]}).`);
  else if (a.verdict === "refused") parts.push(`Refused (${LAYER[a.layer]}): OpenClaw answers "${a.denial ?? ""}".`);
  else {
    const fallback =
      a.noAnswer?.verdict === "run" ? "it runs" : `refused (${a.noAnswer?.reason ?? "approval-timeout"})`;
    parts.push(`A person is asked (${LAYER[a.layer]}); if nobody answers, ${fallback}.`);
  }
  return parts.join(" ");
}
