/**
 * Lists and values inside messages, bounded: a message names a few items and counts the rest, and quotes a value
 * up to a length, so no message grows with the document (10,000 subagents each naming all the others would print
 * gigabytes).
 */

/** How many names a message lists before "and N more". */
export const NAMES_SHOWN = 10;
/** How many characters of one value a message quotes before "…". */
export const VALUE_SHOWN = 120;

/** The first names of a list, and how many it has: what a message needs of a long list. */
export interface Few {
  readonly first: readonly string[];
  readonly total: number;
}

/** `a, b, c, d, e and 12 more`; `none` for no names. Reads only the names it shows. */
export function fewNames(names: readonly string[] | Few, max: number = NAMES_SHOWN, separator = ", "): string {
  const { first, total } = "total" in names ? names : { first: names, total: names.length };
  if (!total) return "none";
  const shown = first.slice(0, max).map((n) => clip(n));
  const rest = total - shown.length;
  return rest > 0 ? `${shown.join(separator)} and ${rest} more` : shown.join(separator);
}

/** A value cut to `max` characters with "…" (never inside a surrogate pair). */
export function clip(value: string, max: number = VALUE_SHOWN): string {
  if (value.length <= max) return value;
  let end = max;
  const c = value.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return `${value.slice(0, end)}…`;
}

/** A value quoted as JSON, cut first when long. */
export const quoted = (value: string, max: number = VALUE_SHOWN): string => JSON.stringify(clip(value, max));

/** Any value as JSON (a string quoted), cut when long: for messages about a value of the wrong kind. */
export const quotedValue = (value: unknown, max: number = VALUE_SHOWN): string =>
  typeof value === "string" ? quoted(value, max) : clip(JSON.stringify(value) ?? String(value), max);
