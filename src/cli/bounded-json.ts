/**
 * JSON output of bounded size, whatever the input: 10,000 subagents each naming all the others in their reason, or
 * 50,000 agents with six answers each, would print gigabytes (or fail to print at all). Every list keeps its first
 * items and the count of the rest is kept by the list's path, so a script can tell what it did not get.
 */
import { formatPath, type JsonPath } from "../core";

/** How many items a list of the output keeps (the answers, the calls, the expectations, the uncovered items). */
export const JSON_LIST_MAX = 1_000;
/** How many items a list inside one of those items keeps (a reason's names, a filter's patterns, a value). */
export const JSON_INNER_LIST_MAX = 50;

export interface BoundOptions {
  readonly max?: number;
  readonly innerMax?: number;
  /** Top-level keys whose lists are kept whole: bounded elsewhere (the diagnostics, capped per code). */
  readonly whole?: readonly string[];
}

/**
 * `value` with every list cut to its first `max` items (`innerMax` for a list inside a list's item), and, by the
 * path of each list that was cut (`answers`, `answers[3].reason.names`), how many items it left out.
 */
export function boundLists<T>(
  value: T,
  { max = JSON_LIST_MAX, innerMax = JSON_INNER_LIST_MAX, whole = [] }: BoundOptions = {},
): { value: T; omitted: Record<string, number> } {
  const omitted: Record<string, number> = {};
  const walk = (v: unknown, path: JsonPath, inList: boolean): unknown => {
    if (Array.isArray(v)) {
      const keep = path.length === 1 && whole.includes(path[0] as string) ? v.length : inList ? innerMax : max;
      if (v.length > keep) omitted[formatPath(path)] = v.length - keep;
      return v.slice(0, keep).map((item, i) => walk(item, [...path, i], true));
    }
    if (typeof v !== "object" || v === null) return v;
    const out: Record<string, unknown> = {};
    // Defined, not assigned: a key named __proto__ (an env variable, an id) stays an own key, as analyze() has it.
    for (const [key, item] of Object.entries(v))
      Object.defineProperty(out, key, {
        value: walk(item, [...path, key], inList),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  };
  return { value: walk(value, [], false) as T, omitted };
}
