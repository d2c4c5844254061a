/**
 * The domain's closed lists, each defined once: the zod schemas, the types, the engine's tables, the panels'
 * options and the docs all derive from these.
 */

/** Permission modes, loosest first. */
export const MODES = ["bypass", "accept-edits", "default", "plan", "readonly"] as const;
export type Mode = (typeof MODES)[number];

/** What a rule, a mode's default or its ceiling gives a request, loosest first. */
export const ACTIONS = ["allow", "ask", "deny"] as const;
export type Action = (typeof ACTIONS)[number];

/** A tool's risk class. */
export const TOOL_CLASSES = ["read", "edit", "execute", "network", "delegate", "plugin", "outside"] as const;
export type ToolClass = (typeof TOOL_CLASSES)[number];

/** Thinking levels, lowest first (the seed's THINKING). */
export const THINKING_LEVELS = ["off", "minimal", "low", "medium", "high", "xhigh", "max"] as const;
export type ThinkingLevel = (typeof THINKING_LEVELS)[number];

/** Who decides a call: it runs, the person is asked, or it is refused. */
export const VERDICT_ANSWERS = ["run", "person", "refused"] as const;
export type VerdictAnswer = (typeof VERDICT_ANSWERS)[number];

/** Whether a value is one of a closed list (a type guard for unknown input). */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);
