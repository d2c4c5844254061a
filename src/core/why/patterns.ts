/**
 * The patterns a rule, grant or approval for one call could have, narrowest first: the call's own text, then the
 * nearest wildcards (the text cut after a separator, with `*`), ending before a bare `*`, which covers everything.
 */

/** Where a command, path or address divides: a space, a slash, a colon, an equals sign, a query's marks. */
const SEPARATORS: ReadonlySet<string> = new Set([" ", "/", ":", "=", "@", "?", "&"]);
/** How many wildcard patterns are offered after the exact one. */
const WILDCARDS = 2;

/** The call's text, then up to two wildcards that cover it, nearest first (`src/app/a.ts`: `src/app/*`, `src/*`). */
export function patternLadder(text: string): string[] {
  // A call without a text is matched by `*` alone.
  if (text === "") return ["*"];
  const out = [text];
  let end = text.length;
  while (out.length <= WILDCARDS) {
    let cut = -1;
    for (let i = end - 1; i > 0; i--)
      if (SEPARATORS.has(text[i]!)) {
        cut = i;
        break;
      }
    if (cut <= 0) break;
    // A run of separators ("https://") is one boundary: cut after the whole run.
    let start = cut;
    while (start > 0 && SEPARATORS.has(text[start - 1]!)) start--;
    if (start === 0) break;
    const wildcard = `${text.slice(0, cut + 1)}*`;
    if (wildcard !== text && !out.includes(wildcard)) out.push(wildcard);
    end = start;
  }
  return out;
}
