/**
 * The tools a sandbox lets through, as `sandbox explain` prints them (`tools.allow`, `tools.deny` and their sources):
 * each of `allow`, `alsoAllow` and `deny` is the agent's `tools.sandbox.tools` list when it has one (even empty), else
 * the global `tools.sandbox.tools` one, else the release's default; `alsoAllow` adds to the allow list (or to the
 * default one); a deny list not given is the default one less what the allow lists name (`*` globs); names are
 * lower-cased and trimmed, aliases followed, `group:*` names expanded, repeats dropped; a non-empty allow list always
 * lets the image viewer through. The lists and names that differ are the release's (SandboxToolRules).
 */
import { isRecord, own } from "../safe";

export interface SandboxToolRules {
  readonly defaultAllow: readonly string[];
  readonly defaultDeny: readonly string[];
  /** `group:<name>` to its tools (group:openclaw, every core tool but a few, is not listed: it stays a name). */
  readonly groups: Readonly<Record<string, readonly string[]>>;
  readonly aliases: Readonly<Record<string, string>>;
  /** The image tool a non-empty allow list always lets through. */
  readonly imageTool: string;
  /** Whether denying `image` also denies `view_image` (2026.9). */
  readonly imageDenyCoversViewer: boolean;
  /** How the sources name an agent's list: `agents.entries.*` or `agents.list[]`. */
  readonly agentKey: string;
}

export interface ToolListSource {
  readonly source: "agent" | "global" | "default";
  readonly key: string;
}

export interface SandboxTools {
  readonly allow: readonly string[];
  readonly deny: readonly string[];
  readonly sources: { readonly allow: ToolListSource; readonly deny: ToolListSource };
}

type Field = "allow" | "alsoAllow" | "deny";

const unique = (list: readonly string[]) => [...new Set(list)];

/** Names as the release reads them: trimmed, lower-cased, aliases followed, groups expanded, repeats dropped. */
function expand(list: readonly unknown[], rules: SandboxToolRules): string[] {
  const out: string[] = [];
  for (const raw of list) {
    const name = String(raw).trim().toLowerCase();
    if (!name) continue;
    const named = rules.aliases[name] ?? name;
    out.push(...(rules.groups[named] ?? [named]));
  }
  return unique(out);
}

/** Whether a name is matched by one of the patterns (`*` the only wildcard), each pattern compiled once. */
function matcher(patterns: readonly string[]): (name: string) => boolean {
  const exact = new Set(patterns.filter((p) => !p.includes("*")));
  const escape = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const globs = unique(patterns.filter((p) => p.includes("*"))).map(
    (p) => new RegExp(`^${p.split("*").map(escape).join(".*")}$`),
  );
  return (name) => exact.has(name) || globs.some((g) => g.test(name));
}

export function sandboxTools(config: unknown, entry: unknown, rules: SandboxToolRules): SandboxTools {
  const mine = own(own(own(entry, "tools"), "sandbox"), "tools");
  const global = own(own(own(config, "tools"), "sandbox"), "tools");
  const pick = (field: Field): { list: readonly unknown[] | undefined; source: ToolListSource } => {
    const agentList = isRecord(mine) ? mine[field] : undefined;
    if (Array.isArray(agentList))
      return { list: agentList, source: { source: "agent", key: `${rules.agentKey}.tools.sandbox.tools.${field}` } };
    const globalList = isRecord(global) ? global[field] : undefined;
    if (Array.isArray(globalList))
      return { list: globalList, source: { source: "global", key: `tools.sandbox.tools.${field}` } };
    return { list: undefined, source: { source: "default", key: `tools.sandbox.tools.${field}` } };
  };
  const allow = pick("allow");
  const also = pick("alsoAllow");
  const deny = pick("deny");
  const alsoList = also.list ?? [];
  const allowRaw: readonly unknown[] = allow.list
    ? allow.list.length === 0
      ? []
      : alsoList.length
        ? unique([...allow.list, ...alsoList].map(String))
        : allow.list
    : alsoList.length
      ? unique([...rules.defaultAllow, ...alsoList.map(String)])
      : rules.defaultAllow;
  const allowed = expand([...(allow.list ?? []), ...alsoList], rules);
  const allowedMatch = matcher(allowed);
  const denyRaw: readonly unknown[] = deny.list ?? rules.defaultDeny.filter((name) => !allowedMatch(name));
  const allowOut = expand(allowRaw, rules);
  const denyOut = expand(denyRaw, rules);
  const deniedMatch = matcher(denyOut);
  if (rules.imageDenyCoversViewer && deniedMatch("image") && !deniedMatch("view_image")) denyOut.push("view_image");
  if (allowOut.length > 0 && !allowOut.includes(rules.imageTool) && !denyOut.includes(rules.imageTool))
    allowOut.push(rules.imageTool);
  // The allow list's source: the agent's allow, its alsoAllow, the global allow, the global alsoAllow, the default.
  const mineHas = (f: Field) => isRecord(mine) && Array.isArray(mine[f]);
  const globalHas = (f: Field) => isRecord(global) && Array.isArray(global[f]);
  const allowSource: ToolListSource = mineHas("allow")
    ? allow.source
    : mineHas("alsoAllow")
      ? also.source
      : globalHas("allow")
        ? allow.source
        : globalHas("alsoAllow")
          ? also.source
          : allow.source;
  return { allow: allowOut, deny: denyOut, sources: { allow: allowSource, deny: deny.source } };
}
