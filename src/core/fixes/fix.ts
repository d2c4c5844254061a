/** A quick fix as data: what it does (a kind with its fields), its title rendered from that, and its text edits. */
import type { ExpectationSubject, ExpectedValue } from "../analysis";
import type { DocumentId, JsonPath } from "../diagnostics";

/** One replacement in one document, against the text the fix was made for (the shape "why not?" edits have too). */
export interface FixEdit {
  readonly doc: DocumentId;
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

/** What a fix does. */
export type FixWhat =
  /** An unknown field renamed to the known one it probably meant. */
  | { readonly kind: "rename-key"; readonly from: string; readonly to: string }
  | { readonly kind: "remove-key"; readonly key: string }
  /** A string written where a list belongs, put in a list. */
  | { readonly kind: "wrap-in-list"; readonly value: string }
  /** A later default mark removed; `chosen` stays the default agent. */
  | { readonly kind: "remove-default-mark"; readonly chosen: JsonPath }
  /** This agent kept as the default: the marks at `others` removed. */
  | { readonly kind: "only-default"; readonly others: readonly JsonPath[] }
  /** A skill pattern's inner `*` moved to its end, or removed. */
  | { readonly kind: "move-star"; readonly from: string; readonly to: string }
  | { readonly kind: "remove-star"; readonly from: string; readonly to: string }
  /** An unknown model replaced with one of the catalog. */
  | { readonly kind: "replace-model"; readonly from: string; readonly to: string }
  /** A subagent's grant that can never apply, removed. */
  | { readonly kind: "remove-grant"; readonly tool: string; readonly pattern: string }
  /** An allow rule that the `action` rule at `by` always overrides, removed. */
  | { readonly kind: "remove-rule"; readonly by: JsonPath; readonly action: "deny" | "ask" }
  /** A skill name or pattern lowercased, or its surrounding spaces removed. */
  | { readonly kind: "lowercase"; readonly from: string; readonly to: string }
  | { readonly kind: "trim"; readonly from: string; readonly to: string }
  /** A model OpenClaw knows is shut down, replaced with the one it says to use. */
  | { readonly kind: "replace-retired-model"; readonly from: string; readonly to: string }
  /** A skills filter's name written as the shipped skill's. */
  | { readonly kind: "rename-skill"; readonly from: string; readonly to: string }
  /** An agent's own model given the fallbacks of agents.defaults.model, written out. */
  | { readonly kind: "keep-fallbacks"; readonly fallbacks: readonly string[] }
  /** A path written for a template or for Windows, written from the home folder instead. */
  | { readonly kind: "home-path"; readonly from: string; readonly to: string }
  /** A deny entry that refuses a tool an allow list names, removed; or the tool added to the alsoAllow list at `list`. */
  | { readonly kind: "remove-deny"; readonly tool: string; readonly list: JsonPath }
  | { readonly kind: "also-allow"; readonly tool: string; readonly list: JsonPath }
  /** An allowlist entry written as a command line, as OpenClaw matches it: the executable and an argPattern. */
  | { readonly kind: "split-command-pattern"; readonly pattern: string; readonly argPattern: string }
  /** A route binding no message reaches, removed. */
  | { readonly kind: "remove-binding" }
  /** A binding's agent written as the listed agent it probably names. */
  | { readonly kind: "binding-agent"; readonly from: string; readonly to: string }
  /** session.dmScope set so each person gets a session of their own. */
  | { readonly kind: "dm-scope"; readonly to: string }
  /** An allow-always mark without its hash, taken off (the pattern then matches as written). */
  | { readonly kind: "remove-allow-always" }
  /** An approvals entry under an agent the config does not list, moved to the listed agent it names. */
  | { readonly kind: "rename-approvals-agent"; readonly from: string; readonly to: string }
  /** A failed expectation rewritten to what the analysis answers now. */
  | { readonly kind: "expect-actual"; readonly subject: ExpectationSubject; readonly actual: ExpectedValue };

export interface Fix {
  readonly what: FixWhat;
  /** What the light bulb's menu says (texts.ts). */
  readonly title: string;
  /** The fix to apply when one is asked for without choosing (Monaco's isPreferred). */
  readonly preferred: boolean;
  /** In document order, not overlapping. */
  readonly edits: readonly FixEdit[];
}
