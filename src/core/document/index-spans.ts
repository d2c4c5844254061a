/**
 * Where a path is in a text read without error, found through its splice index (splice.ts) rather than a tree of the
 * whole text: the entries on the way by the index, and below its levels the tree of the deepest entry's own text.
 * The answer is the whole tree's locator's (tree.ts: the value at the path, or the closest one on the way; with
 * `key`, the last property's name), as test/perf-guard/index-spans.test.ts pins. A keystroke's diagnostics (at 1,000
 * OpenClaw agents, a hundred of them) then read a few entries, not the megabyte the tree is built from.
 */
import type { JsonPath, Span } from "../diagnostics";
import type { Entry, SpliceIndex } from "./splice";
import { createLocator, type Locator } from "./tree";
import { readWellFormed } from "./well-formed";

/**
 * Each entry's children by name or position, made when first asked and kept with the index (splice.ts keeps it up to
 * date: a renamed child is renamed in it, an entry read again is dropped from it).
 */
export type ChildrenByKey = WeakMap<Entry, Map<string | number, Entry>>;

function childOf(entry: Entry, segment: string | number, byKey: ChildrenByKey): Entry | undefined {
  const children = entry.children!;
  if (children.length === 0) return undefined;
  // An object's entries are named, a list's numbered (as the tree's walk reads a segment of the other kind).
  const named = typeof children[0]!.key === "string";
  const key = named ? String(segment) : typeof segment === "number" ? segment : /^\d+$/.test(segment) ? +segment : -1;
  let map = byKey.get(entry);
  if (!map) byKey.set(entry, (map = new Map(children.map((c) => [c.key, c] as const))));
  return map.get(key);
}

/** The span at `path` (its last property's name with `key`), or undefined without an index (the tree answers). */
export function spanThroughIndex(
  index: SpliceIndex,
  text: string,
  path: JsonPath,
  key: boolean,
  maxDepth: number,
): Span | undefined {
  let entry = index.root;
  if (!entry) return undefined;
  const byKey = (index.byKey ??= new WeakMap());
  let at = entry.start;
  for (let i = 0; i < path.length; i++) {
    if (!entry.children) {
      // Below the index (or a scalar): the entry's own text, read alone, answers the rest of the path.
      const locator = locatorBelow(index, entry, text.slice(at, at + entry.length), maxDepth);
      if (!locator) return undefined;
      const span = key ? locator.keySpanOf(path.slice(i)) : locator.spanOf(path.slice(i));
      return { offset: span.offset + at, length: span.length };
    }
    const child = childOf(entry, path[i]!, byKey);
    if (!child) break;
    if (key && i === path.length - 1 && child.keyStart !== undefined)
      return { offset: at + child.keyStart, length: child.keyLength! };
    at += child.start;
    entry = child;
  }
  return { offset: at, length: entry.length };
}

/**
 * An offset at or before where the span at `path` starts, whether its value or its last name is asked for: the name's
 * start (else the value's) of the deepest entry of the index the path reaches. spanThroughIndex's answer lies in that
 * entry (below it, or the entry itself when the path goes astray there). Undefined without an index.
 */
export function floorThroughIndex(index: SpliceIndex, path: JsonPath): number | undefined {
  let entry = index.root;
  if (!entry) return undefined;
  const byKey = (index.byKey ??= new WeakMap());
  let at = entry.start;
  let floor = at;
  for (let i = 0; i < path.length && entry.children; i++) {
    const child = childOf(entry, path[i]!, byKey);
    if (!child) break;
    floor = at + (child.keyStart ?? child.start);
    at += child.start;
    entry = child;
  }
  return floor;
}

/** The locator of an entry's own text: the one the index keeps for it (its text unchanged since), else read now. */
function locatorBelow(index: SpliceIndex, entry: Entry, own: string, maxDepth: number): Locator | undefined {
  const known = index.below?.get(entry);
  if (known) return known;
  const tree = readWellFormed(own, maxDepth);
  if (!tree) return undefined;
  const locator = createLocator(tree);
  (index.below ??= new WeakMap()).set(entry, locator);
  return locator;
}
