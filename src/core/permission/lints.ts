/**
 * The permission lints of a config: a modes table that gets looser along the order, malformed rules and unknown
 * actions, an allow rule that a deny or ask rule always overrides, a rule whose permission matches no tool, an unknown
 * main mode. Conservative: a lint that is not certain stays silent, because users act on these.
 */
import { readToolCatalog } from "../catalog";
import { diagnosticAt, type Diagnostic, type Located } from "../diagnostics";
import { UNLIMITED, type Steps } from "../budget";
import { own } from "../safe";
import { PERMISSION_CODES } from "./codes";
import type { Rule } from "./evaluate";
import { hasWildcard, matchesEverything, matchWildcard } from "./match";
import { MODE_ORDER, isMode, readModes } from "./modes";
import { readRules } from "./rules";
import { permissionTexts as T } from "./texts";

/** The literal run of a pattern before its first wildcard. */
const literalPrefix = (p: string): string => {
  const star = p.indexOf("*");
  const q = p.indexOf("?");
  const end = star < 0 ? q : q < 0 ? star : Math.min(star, q);
  return end < 0 ? p : p.slice(0, end);
};

/**
 * Whether `general` certainly matches every text `specific` matches. Only three cases are claimed: `general` is all
 * stars; the two are the same; or `general` is a literal followed by one `*` and every text `specific` matches
 * (with its `" *"` variant) starts with that literal. Anything else answers false, even when it might be true.
 */
export function patternCovers(general: string, specific: string): boolean {
  if (matchesEverything(general) || general === specific) return true;
  if (!general.endsWith("*")) return false;
  const lead = general.slice(0, -1);
  if (hasWildcard(lead)) return false;
  if (!literalPrefix(specific).startsWith(lead)) return false;
  return !specific.endsWith(" *") || literalPrefix(specific.slice(0, -2)).startsWith(lead);
}

/** Pushes `value` onto the list at `key`. */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Allow rules that a deny or ask rule always overrides: each with the rule that beats it (a deny before an ask, then
 * the first). Indexed by the shape of the covering pattern, so thousands of rules lint in well under a second.
 */
export function overriddenAllows(rules: readonly Rule[], steps: Steps = UNLIMITED): { allow: number; by: number }[] {
  const everything: number[] = [];
  const exact = new Map<string, number[]>();
  const prefixed = new Map<string, number[]>();
  rules.forEach((r, i) => {
    if (r.action === "allow") return;
    if (matchesEverything(r.pattern)) everything.push(i);
    else push(exact, r.pattern, i);
    const lead = r.pattern.slice(0, -1);
    if (r.pattern.endsWith("*") && !hasWildcard(lead)) push(prefixed, lead, i);
  });
  const rank = (i: number) => (rules[i]!.action === "deny" ? 0 : 1);
  const out: { allow: number; by: number }[] = [];
  rules.forEach((rule, i) => {
    if (rule.action !== "allow") return;
    const prefix = literalPrefix(rule.pattern);
    const candidates = [...everything, ...(exact.get(rule.pattern) ?? [])];
    for (let k = 0; k <= prefix.length; k++) for (const j of prefixed.get(prefix.slice(0, k)) ?? []) candidates.push(j);
    let by: number | undefined;
    for (const j of candidates) {
      steps.step();
      const other = rules[j]!;
      if (!patternCovers(other.permission, rule.permission) || !patternCovers(other.pattern, rule.pattern)) continue;
      if (by === undefined || rank(j) < rank(by) || (rank(j) === rank(by) && j < by)) by = j;
    }
    if (by !== undefined) out.push({ allow: i, by });
  });
  return out;
}

/** Every permission diagnostic of a config (the config document's SC2xx). */
export function lintPermission(config: Located, steps: Steps = UNLIMITED): Diagnostic[] {
  const diagnostics: Diagnostic[] = [...readModes(config).diagnostics];
  const mode = own(own(config.value, "permission"), "mode");
  if (mode !== undefined && !isMode(mode)) {
    const { code, severity } = PERMISSION_CODES.unknownMainMode;
    diagnostics.push(diagnosticAt(config, ["permission", "mode"], code, severity, T.unknownMainMode(mode, MODE_ORDER)));
  }
  const reading = readRules(config, steps);
  for (const d of reading.diagnostics) diagnostics.push(d);
  const { rules, indexes } = reading;
  for (const { allow, by } of overriddenAllows(rules, steps)) {
    const a = rules[allow]!;
    const b = rules[by]!;
    const { code, severity } = PERMISSION_CODES.allowOverridden;
    const message = T.allowOverridden(a.permission, a.pattern, b.action, b.from?.label ?? "", b.permission, b.pattern);
    const made = diagnosticAt(config, ["permission", "rules", indexes[allow]!], code, severity, message);
    const action = b.action === "deny" ? "deny" : "ask"; // overriddenAllows: never an allow rule
    diagnostics.push({
      ...made,
      data: { kind: "allow-overridden", by: ["permission", "rules", indexes[by]!], action },
    });
  }
  const tools = [...readToolCatalog(config.value).values()];
  if (tools.length) {
    const names = [...new Set(tools.flatMap((t) => [t.name, t.permission]))];
    const known = new Set(names);
    rules.forEach((rule, i) => {
      steps.step();
      // A permission without a wildcard matches a name only when it is that name: one lookup, not one per tool.
      if (
        !hasWildcard(rule.permission)
          ? known.has(rule.permission)
          : names.some((name) => (steps.step(), matchWildcard(rule.permission, name)))
      )
        return;
      const { code, severity } = PERMISSION_CODES.permissionMatchesNoTool;
      const path = ["permission", "rules", indexes[i]!, "permission"];
      diagnostics.push(diagnosticAt(config, path, code, severity, T.permissionMatchesNoTool(rule.permission, names)));
    });
  }
  return diagnostics;
}
