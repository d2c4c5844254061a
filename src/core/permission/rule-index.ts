/**
 * An index of a rule list, so evaluating a request looks only at the rules that can match it: rules of its
 * permission key (plus those whose key has a wildcard), and among those only the ones whose literal pattern prefix the
 * request's text starts with (a trie walk along the text). Built once per rule list and kept while the list lives;
 * the answer is the same as scanning every rule, only faster.
 */
import type { Diagnostic } from "../diagnostics";
import type { Rule } from "./evaluate";
import { hasWildcard } from "./match";

interface Node {
  /** Rules whose literal prefix ends here. */
  readonly rules: Rule[];
  readonly next: Map<number, Node>;
}

interface RuleIndex {
  readonly exact: Map<string, Node>;
  readonly wild: Node;
}

const newNode = (): Node => ({ rules: [], next: new Map() });

/** The literal run a pattern's every match starts with (for `" *"` patterns, the shorter variant's). */
function literalPrefix(pattern: string): string {
  const p = pattern.endsWith(" *") ? pattern.slice(0, -2) : pattern;
  let end = 0;
  while (end < p.length && p.charCodeAt(end) !== 42 && p.charCodeAt(end) !== 63) end++;
  return p.slice(0, end);
}

function insert(root: Node, rule: Rule): void {
  let node = root;
  const prefix = literalPrefix(rule.pattern);
  for (let i = 0; i < prefix.length; i++) {
    const c = prefix.charCodeAt(i);
    let child = node.next.get(c);
    if (!child) node.next.set(c, (child = newNode()));
    node = child;
  }
  node.rules.push(rule);
}

function collect(root: Node | undefined, text: string, out: Rule[]): void {
  let node = root;
  for (let i = 0; node; i++) {
    for (const r of node.rules) out.push(r);
    if (i >= text.length) break;
    node = node.next.get(text.charCodeAt(i));
  }
}

/**
 * The indexes built so far, by rule list, owned by whoever evaluates many requests against the same lists (an
 * analyzer passes its own through the evaluation context). Keyed weakly: an index goes with its list.
 */
export interface RuleIndexMemory {
  readonly indexes: WeakMap<readonly Rule[], RuleIndex>;
  /**
   * The last config's permission reading (its rules and its lints), kept while the config's text is the same (its
   * parse is: `of` is the parse's spanOf, as the lints' spans are its spans); an edit of the scenarios reads the same
   * rule list again, and its index with it.
   */
  last: { readonly of: unknown; readonly reading: PermissionReading } | undefined;
}

/** What the permission room reads from a config once: the rules in force, and the permission lints. */
export interface PermissionReading {
  readonly rules: readonly Rule[];
  readonly diagnostics: readonly Diagnostic[];
}

export const newRuleIndexMemory = (): RuleIndexMemory => ({ indexes: new WeakMap(), last: undefined });

/** `read()`, or the reading kept for the same parse of the config (`of`: the parse's spanOf, one per text read). */
export function permissionReading(
  of: unknown,
  read: () => PermissionReading,
  memory: RuleIndexMemory | undefined,
): PermissionReading {
  if (memory?.last && memory.last.of === of) return memory.last.reading;
  const reading = read();
  if (memory) memory.last = { of, reading };
  return reading;
}

/** Below this many rules a plain scan is as fast as building an index. */
const INDEX_FROM = 32;

/**
 * The rules that may match `permission` and `text`: a superset of the matching ones, never missing one. Without
 * `memory` nothing can keep an index, so every rule is a candidate (a plain scan: the same answer).
 */
export function candidateRules(
  rules: readonly Rule[],
  permission: string,
  text: string,
  memory?: RuleIndexMemory,
): readonly Rule[] {
  if (!memory || rules.length < INDEX_FROM) return rules;
  let index = memory.indexes.get(rules);
  if (!index) {
    index = { exact: new Map(), wild: newNode() };
    for (const rule of rules) {
      if (hasWildcard(rule.permission)) insert(index.wild, rule);
      else {
        let root = index.exact.get(rule.permission);
        if (!root) index.exact.set(rule.permission, (root = newNode()));
        insert(root, rule);
      }
    }
    memory.indexes.set(rules, index);
  }
  const out: Rule[] = [];
  collect(index.exact.get(permission), text, out);
  collect(index.wild, text, out);
  return out;
}
