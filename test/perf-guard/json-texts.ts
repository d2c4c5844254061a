/**
 * Generated JSON texts for the readers' property tests: values written as objects (so keys may repeat), with comments
 * and trailing commas where jsonc allows them, and the same texts edited by one piece of JSON syntax.
 */
import fc from "fast-check";

export const key = fc.constantFrom("a", "b", "__proto__", "constructor", "0", "10", "list", "x y", 'q"', "a:b", ":");
export const json: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(1, -0, 1.5e300, "x", "\u2028", "\ud800", "//", "/*", "a: b", "::", null, true, false),
    fc.array(tie("v"), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie("v")), { maxLength: 6 }),
  ),
})).v;

/** Pairs written as objects (so keys may repeat), with comments and trailing commas where jsonc allows them. */
export function textOf(v: unknown, decorate: boolean): string {
  const c = (s: string) => (decorate ? `/* ${s} */ ` : "");
  const t = decorate ? ", " : "";
  if (!Array.isArray(v)) return JSON.stringify(v);
  const pairs = v.length > 0 && v.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === "string");
  if (pairs) return `{${c("o")}${v.map(([k, x]) => `${JSON.stringify(k)}: ${textOf(x, decorate)}`).join(", ")}${t}}`;
  return `[${v.map((x) => textOf(x, decorate)).join(", ")}${v.length ? t : ""}] // l\n`;
}

export const PIECES = [...'{}[],:"\\/*\n x1', "//", "/*", "*/", '"a"', "true", ",]", ",}"];
export const written = fc.tuple(json, fc.boolean()).map(([v, d]) => textOf(v, d));
/** An edit: a piece removed, inserted or put in place of a character, at a position (taken modulo the length). */
export type Edit = readonly [at: number, piece: string, how: "remove" | "insert" | "replace"];
export const edit: fc.Arbitrary<Edit> = fc.tuple(
  fc.nat(),
  fc.constantFrom(...PIECES),
  fc.constantFrom("remove" as const, "insert" as const, "replace" as const),
);

export function applyEdit(text: string, [at, piece, how]: Edit): string {
  const i = at % (text.length + 1);
  if (how === "remove") return text.slice(0, i) + text.slice(i + 1);
  if (how === "insert") return text.slice(0, i) + piece + text.slice(i);
  return text.slice(0, i) + piece + text.slice(i + 1);
}

export const edited = fc.tuple(written, edit).map(([text, e]) => applyEdit(text, e));
