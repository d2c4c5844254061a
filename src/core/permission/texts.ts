/**
 * Every sentence the permission room shows: decision reasons (short, specific, quoting the rule) and the messages of
 * its diagnostics (what is wrong, and what to do). One place, so wording stays consistent and reviewable.
 */
import type { Action } from "../results";
import { fewNames, quoted, quotedValue } from "../words";

const q = (s: string) => quoted(s);
const list = (xs: readonly string[]) => (xs.length ? fewNames(xs) : "");

const VERB: Record<Action, string> = { allow: "allows", ask: "asks for", deny: "denies" };

export const permissionTexts = {
  // Decision reasons ------------------------------------------------------------------------------------------------
  ruleReason: (action: Action, permission: string, pattern: string) =>
    `rule ${VERB[action]} ${permission} ${q(pattern)}`,
  grantReason: (permission: string, pattern: string) => `grant allows ${permission} ${q(pattern)}`,
  approvalReason: (permission: string, pattern: string, grantedIn: string) =>
    `approval allows ${permission} ${q(pattern)} (given in ${grantedIn} mode)`,
  modeDefaultReason: (mode: string, cls: string, action: Action) =>
    action === "allow"
      ? `${mode} mode allows ${cls}`
      : action === "ask"
        ? `${mode} mode asks before ${cls}`
        : `${mode} mode denies ${cls}`,
  ceilingReason: (mode: string, cls: string, ceiling: Action) =>
    ceiling === "deny" ? `${mode} mode does not allow ${cls}` : `${mode} mode always asks before ${cls}`,
  unknownModeReason: (mode: string, order: readonly string[]) =>
    `unknown mode ${q(mode)}: nothing is allowed until it is one of ${list(order)}`,
  unknownClassReason: (tool: string, cls: string, classes: readonly string[]) =>
    cls
      ? `${tool} has an unknown tool class ${q(cls)}: give it one of ${list(classes)}`
      : `${tool} has no tool class: give it one of ${list(classes)}`,

  // Provenance labels -----------------------------------------------------------------------------------------------
  builtinLabel: (mode: string, cls: string, field: "default" | "ceiling") =>
    `built-in modes table: ${mode} ${cls} ${field}`,
  noSuchModeLabel: "no such mode",
  noSuchClassLabel: "no such tool class",

  // Diagnostics: the modes table ------------------------------------------------------------------------------------
  fallback: "The built-in modes table is used instead.",
  modesNotObject: "permission.modes must be an object of mode -> class -> { default, ceiling }.",
  unknownMode: (name: string, order: readonly string[]) => `Unknown mode ${q(name)}: the modes are ${list(order)}.`,
  unknownClass: (name: string, classes: readonly string[]) =>
    `Unknown tool class ${q(name)}: the classes are ${list(classes)}.`,
  classNotObject: (mode: string, cls: string) =>
    `permission.modes.${mode}.${cls} must be an object such as { "default": "ask", "ceiling": "deny" }.`,
  unknownField: (name: string) => `Unknown field ${q(name)}: a mode's class takes "default" and "ceiling".`,
  badAction: (field: string, value: unknown) => `${field} must be "allow", "ask" or "deny", not ${quotedValue(value)}.`,
  notMonotone: (
    field: "default" | "ceiling",
    cls: string,
    looserMode: string,
    looserAction: Action,
    stricterMode: string,
    stricterAction: Action,
  ) =>
    `The ${cls} ${field} of ${stricterMode} mode (${stricterAction}) is looser than that of ${looserMode} mode (${looserAction}). ` +
    `Along bypass, accept-edits, default, plan, readonly each class may only get stricter (allow, then ask, then deny); ` +
    `make ${stricterMode}'s ${field} at least ${looserAction}, or relax ${looserMode}'s.`,
  unknownMainMode: (value: unknown, order: readonly string[]) =>
    `permission.mode ${quotedValue(value)} is not a mode: use one of ${list(order)}. Until then every call is denied.`,

  // Diagnostics: rules ----------------------------------------------------------------------------------------------
  rulesNotArray: "permission.rules must be a list of { permission, pattern, action } rules; it is ignored.",
  ruleNotObject: "A rule must be an object { permission, pattern, action }; this one is ignored.",
  ruleNoPermission: 'This rule has no "permission" (a tool name or permission key, wildcards allowed); it is ignored.',
  rulePatternNotString: 'This rule\'s "pattern" must be a string such as "git status *"; the rule is ignored.',
  unknownAction: (value: unknown) =>
    `Unknown action ${quotedValue(value)}: use "allow", "ask" or "deny". The rule is ignored.`,
  allowOverridden: (
    allowPerm: string,
    allowPattern: string,
    by: Action,
    byLabel: string,
    byPerm: string,
    byPattern: string,
  ) =>
    `This allow rule (${allowPerm} ${q(allowPattern)}) never takes effect: the ${by} rule at ${byLabel} ` +
    `(${byPerm} ${q(byPattern)}) matches everything it matches, and ${by} beats allow. Remove one of them, or narrow the ${by} rule.`,
  permissionMatchesNoTool: (permission: string, tools: readonly string[]) =>
    `This rule's permission ${q(permission)} matches no tool name or permission key of the tools list (${list(tools)}), so it never applies. Check the spelling.`,
};
