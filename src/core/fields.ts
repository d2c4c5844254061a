/**
 * The fields of an entity the studio resolves, one table per entity, in the order everything lists them: each field's
 * name (the answer's field and the JSON key), the entry's key that sets it, how to read its value and its provenance
 * from the resolved entity, and how to print it. The answers (answers.ts), the page's cards and hover, and the
 * command line's `resolve` all read the table, so a field added here shows everywhere (test/corpus/fields.test.ts).
 * OpenClaw's agent has its own table (openclaw/fields.ts), printed the same way.
 */
import type { Provenance, Traced } from "./diagnostics";
import type { ResolvedAgent } from "./results";

/**
 * How a value is printed: "text" as it is; "optional" a text or null (none); "list" texts joined (none when empty);
 * "filter" a list that may be absent (null: everything allowed; empty: nothing); "count" a number.
 */
export type FieldKind = "text" | "optional" | "list" | "filter" | "count";

/** A field's value as the answers hold it: plain JSON, null where there is none. */
export type FieldValue = string | number | boolean | null | readonly string[];

/** The words a reader prints for the values that are no text: none, everything (a filter's null), nothing. */
export interface FieldWords {
  readonly none: string;
  readonly every: string;
  readonly nothing: string;
}

/** A value as one line of text, in the reader's words. */
export function fieldText(kind: FieldKind, value: FieldValue, words: FieldWords): string {
  if (value === null) return kind === "filter" ? words.every : words.none;
  if (typeof value === "object") {
    if (value.length > 0) return value.join(", ");
    return kind === "filter" ? words.nothing : words.none;
  }
  return String(value);
}

/** The command line's words for the values that are no text. */
export const PLAIN_FIELD_WORDS: FieldWords = { none: "(none)", every: "(every skill)", nothing: "(no skill at all)" };

interface AgentFieldSpec<N extends string> {
  /** The answer's field and the JSON key (`resolve --json`, the card's data-* attribute in kebab case). */
  readonly name: N;
  /** The key of the agent's entry that sets it (the hover over that key shows it). */
  readonly key: string;
  readonly kind: FieldKind;
  /** How the command line labels it. */
  readonly label: string;
  /** The resolved value with where it came from. */
  readonly traced: (agent: ResolvedAgent) => Traced<string | readonly string[] | undefined>;
}

/** One field of a resolved agent (ResolvedAgent): its name, key, kind and label, its value and its provenance. */
export interface AgentField<N extends string = string> extends AgentFieldSpec<N> {
  readonly value: (agent: ResolvedAgent) => FieldValue;
  readonly from: (agent: ResolvedAgent) => Provenance;
}

const agentField = <N extends string>(spec: AgentFieldSpec<N>): AgentField<N> => ({
  ...spec,
  value: (agent) => spec.traced(agent).value ?? null,
  from: (agent) => spec.traced(agent).from,
});

/**
 * A resolved agent's fields (an agents.list entry). Its heading (id, name, whether it is the default, whether it is
 * reachable) is the entry's, not a field.
 */
export const AGENT_FIELDS = [
  agentField({ name: "workspace", key: "workspace", kind: "text", label: "workspace", traced: (a) => a.workspace }),
  agentField({ name: "agentDir", key: "agentDir", kind: "text", label: "agent dir", traced: (a) => a.agentDir }),
  agentField({ name: "model", key: "model", kind: "optional", label: "model", traced: (a) => a.model.primary }),
  agentField({ name: "fallbacks", key: "model", kind: "list", label: "fallbacks", traced: (a) => a.model.fallbacks }),
  agentField({ name: "skills", key: "skills", kind: "filter", label: "skills", traced: (a) => a.skills }),
] as const;

export type AgentFieldName = (typeof AGENT_FIELDS)[number]["name"];
