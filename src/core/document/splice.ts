/**
 * Reading a text that differs from the one read before in one place (a keystroke in a large config): only the
 * innermost entry around the change is read again, and the value is the one before with that entry replaced, every
 * other part shared. An index of where the entries of the first INDEX_DEPTH levels are (made by one pass over the
 * text the first time, then kept up to date by each splice) finds that entry.
 *
 * It answers only when the answer is the one a whole read gives: the text before was read without error or repeated
 * key, the change lies strictly inside one entry (its first and last characters are the same as before, so the text
 * around it reads as it did), and the entry's new text reads without error or repeated key by itself. Anything else
 * (a change that reaches a key, a bracket or two entries, a syntax error) is left to the whole read.
 */
import { isRecord, keysOnce } from "../safe";
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  CR,
  LF,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
  SLASH,
  SPACE,
  STAR,
  TAB,
} from "./chars";
import { setOwn, shareEqual } from "./share";
import { readStrictValue } from "./strict-value";
import type { Locator } from "./tree";
import type { ChildrenByKey } from "./index-spans";

/** How deep the index goes: the root's entries are at level 1 (a config's `agents`), theirs at 2 (`agents.list`)... */
export const INDEX_DEPTH = 3;

/** Where an entry is in the text: from the start of the entry that holds it (the root's, from the text's start). */
export interface Entry {
  /** Its property name, or its position in a list. */
  key: string | number;
  start: number;
  length: number;
  /** A property's name as written (its quotes included), from the start of the entry that holds it. */
  keyStart?: number;
  keyLength?: number;
  /** Its own entries in order, above INDEX_DEPTH; undefined for a scalar and below. */
  children?: Entry[];
}

/**
 * The index of a text read whole, handed from each read to the next (a splice updates it in place: the read it came
 * from is not spliced again). Made the first time a splice needs it.
 */
export interface SpliceIndex {
  /** Undefined until made; null when the text has more entries than are indexed (it is read whole). */
  root: Entry | null | undefined;
  /**
   * Where the paths are in an entry below the index (its own text, read alone: index-spans.ts), kept by entry while
   * its text is the one read: a splice forgets the entry it reads again, and every other keeps its text. Made when
   * first needed (most texts are never spliced).
   */
  below?: WeakMap<Entry, Locator>;
  /**
   * The keys of the objects the splices took apart and made (a copy's are the original's, one renamed), kept with the
   * index: a keystroke's splice copies the object around the change (an OpenClaw roster of thousands of entries), and
   * the next one, and the checks of each read, take the same keys again (V8 keeps no key cache for a large object).
   */
  keys?: WeakMap<object, readonly string[]>;
  /** Each entry's children by name or position, as spans and floors are found (index-spans.ts): kept up to date. */
  byKey?: ChildrenByKey;
}

/** The keys of `value` (an object no one changes), taken once while the index is kept. */
const keysOf = (index: SpliceIndex, value: Record<string, unknown>): readonly string[] =>
  keysOnce(undefined, (index.keys ??= new WeakMap()))(value);

/** A text with more entries than this in its first levels (a list of a million numbers) is not indexed. */
export const MAX_INDEXED_ENTRIES = 200_000;

export const newSpliceIndex = (): SpliceIndex => ({ root: undefined });

/** How many characters the prefix and suffix comparisons take at a time (then one by one). */
const CHUNK = 4096;

/** The length of the longest common prefix of `a` and `b`. */
export function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i + CHUNK <= n && a.slice(i, i + CHUNK) === b.slice(i, i + CHUNK)) i += CHUNK;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** The length of the longest common suffix of `a` and `b` that leaves their first `prefix` characters alone. */
export function commonSuffix(a: string, b: string, prefix: number): number {
  const n = Math.min(a.length, b.length) - prefix;
  let i = 0;
  while (i + CHUNK <= n && a.slice(a.length - i - CHUNK, a.length - i) === b.slice(b.length - i - CHUNK, b.length - i))
    i += CHUNK;
  while (i < n && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}

/**
 * The value of `text`, read again only around what changed since `before` was read (see above), or undefined when
 * the whole text must be read. `index` is `before`'s; on an answer it is `text`'s.
 */
export function spliceRead(
  before: { readonly text: string; readonly value: unknown },
  index: SpliceIndex,
  text: string,
  maxDepth: number,
): unknown {
  if (index.root === undefined) index.root = scanEntries(before.text, INDEX_DEPTH) ?? null;
  const root = index.root;
  if (!root) return undefined;
  const p = commonPrefix(before.text, text);
  const q = before.text.length - commonSuffix(before.text, text, p);
  const delta = text.length - before.text.length;
  // The entries that hold the change [p, q) strictly inside, from the root down.
  const chain: { readonly entry: Entry; readonly at: number }[] = [{ entry: root, at: root.start }];
  for (;;) {
    const { entry, at } = chain[chain.length - 1]!;
    const child = childAround(entry, at, p, q);
    if (!child) break;
    chain.push({ entry: child, at: at + child.start });
  }
  const depth = chain.length - 1;
  const renamed = spliceKey(index, before.value, chain, text, p, q, delta);
  if (renamed !== undefined || depth === 0) return renamed;
  const { entry: target, at } = chain[depth]!;
  const slice = text.slice(at, at + target.length + delta);
  const read = readStrictValue(slice, maxDepth - depth);
  if (!read) return undefined;
  // The value fills the entry's text: no comment runs past its end (a `//` typed in a number reads, alone, as the
  // number; in the whole text it takes the rest of the line).
  const inner = scanEntries(slice, INDEX_DEPTH - depth);
  if (!inner || inner.start !== 0 || inner.length !== slice.length) return undefined;
  const path = chain.slice(1).map((c) => c.entry.key);
  if (!holds(before.value, path)) return undefined;
  const old = valueAt(before.value, path);
  const shared = shareEqual(old, read.value);
  const value = shared === old ? before.value : replaceAt(index, before.value, path, 0, shared);
  // The index, now of `text`: the entry re-read, the lengths of those around it, the offsets of the entries after.
  target.length = slice.length;
  target.children = inner.children;
  index.below?.delete(target);
  index.byKey?.delete(target);
  shiftAround(chain, depth, delta);
  return value;
}

/** The holders of chain[depth] grown by `delta`, and the entries after each moved by it. */
function shiftAround(chain: readonly { readonly entry: Entry }[], depth: number, delta: number): void {
  for (let level = 0; level < depth; level++) {
    const holder = chain[level]!.entry;
    holder.length += delta;
    movedAfter(holder.children!, chain[level + 1]!.entry, delta);
  }
}

/** The entries after `entry` among its siblings, their names included, moved by `delta`. */
function movedAfter(siblings: Entry[], entry: Entry, delta: number): void {
  for (let i = siblings.indexOf(entry) + 1; i < siblings.length; i++) {
    const sibling = siblings[i]!;
    sibling.start += delta;
    if (sibling.keyStart !== undefined) sibling.keyStart += delta;
  }
}

/** A name a JavaScript object puts before the others (an array index): renaming it may move it. */
const INDEX_LIKE = /^\d+$/;

/**
 * A change strictly inside the quotes of a property's name, in the innermost indexed entry around it (an OpenClaw
 * agent's id is its key): the holder's value with that one property renamed in place (its value the same object),
 * when the new name reads as one string that no other property of the holder has. Undefined for anything else.
 */
function spliceKey(
  index: SpliceIndex,
  before: unknown,
  chain: readonly { readonly entry: Entry; readonly at: number }[],
  text: string,
  p: number,
  q: number,
  delta: number,
): unknown {
  const { entry: holder, at } = chain[chain.length - 1]!;
  const child = holder.children?.find(
    // Both quotes kept: the first before p, the last at q or after (as an entry around a change, childAround).
    (c) => c.keyStart !== undefined && at + c.keyStart < p && q < at + c.keyStart + c.keyLength!,
  );
  if (!child || typeof child.key !== "string") return undefined;
  const keyAt = at + child.keyStart!;
  let name: unknown;
  try {
    name = JSON.parse(text.slice(keyAt, keyAt + child.keyLength! + delta));
  } catch {
    return undefined;
  }
  const old = child.key;
  if (typeof name !== "string" || INDEX_LIKE.test(old) || INDEX_LIKE.test(name)) return undefined;
  if (holder.children!.some((c) => c !== child && c.key === name)) return undefined;
  const path = chain.slice(1).map((c) => c.entry.key);
  if (!holds(before, [...path, old])) return undefined;
  const parent = valueAt(before, path);
  if (!isRecord(parent)) return undefined;
  const copy: Record<string, unknown> = {};
  const from = keysOf(index, parent);
  const keys = from.map((k) => (k === old ? name : k));
  from.forEach((k, i) => setOwn(copy, keys[i]!, parent[k]));
  index.keys!.set(copy, keys);
  const value = replaceAt(index, before, path, 0, copy);
  // The index: the name and what follows it in its holder moved by delta, the holders around grown by it.
  child.key = name;
  const named = index.byKey?.get(holder);
  named?.delete(old);
  named?.set(name, child);
  child.keyLength! += delta;
  child.start += delta;
  movedAfter(holder.children!, child, delta);
  holder.length += delta;
  shiftAround(chain, chain.length - 1, delta);
  return value;
}

/** The entry of `entry` (which starts at `at`) whose first and last characters lie outside [p, q), holding it. */
function childAround(entry: Entry, at: number, p: number, q: number): Entry | undefined {
  const children = entry.children;
  if (!children || children.length === 0) return undefined;
  // The last child starting before p.
  let lo = 0;
  let hi = children.length - 1;
  if (at + children[0]!.start >= p) return undefined;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (at + children[mid]!.start < p) lo = mid;
    else hi = mid - 1;
  }
  const child = children[lo]!;
  // Its first character is before p; its last (at start + length - 1) must be at or after q.
  return q < at + child.start + child.length ? child : undefined;
}

/** Whether every step of `path` is an own entry of the value before it (as the index says: checked, never assumed). */
function holds(value: unknown, path: readonly (string | number)[]): boolean {
  let at = value;
  for (const key of path) {
    const found = Array.isArray(at)
      ? typeof key === "number" && key < at.length
      : isRecord(at) && typeof key === "string" && Object.hasOwn(at, key);
    if (!found) return false;
    at = (at as Record<string | number, unknown>)[key];
  }
  return true;
}

function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let at = value;
  for (const key of path) at = (at as Record<string | number, unknown>)[key];
  return at;
}

/** `value` with the part at `path` (from `from` on) replaced by `part`: the containers on the way copied, in order. */
function replaceAt(
  index: SpliceIndex,
  value: unknown,
  path: readonly (string | number)[],
  from: number,
  part: unknown,
): unknown {
  if (from === path.length) return part;
  const key = path[from]!;
  if (Array.isArray(value)) {
    const copy = value.slice();
    copy[key as number] = replaceAt(index, value[key as number], path, from + 1, part);
    return copy;
  }
  if (!isRecord(value)) throw new Error("spliceRead: the index does not match the value");
  const copy: Record<string, unknown> = {};
  const keys = keysOf(index, value);
  for (const k of keys) setOwn(copy, k, k === key ? replaceAt(index, value[k], path, from + 1, part) : value[k]);
  index.keys!.set(copy, keys);
  return copy;
}

/**
 * The entries of the value `text` holds, `levels` deep (the root at level 0), for a text known to read without error
 * (comments and trailing commas allowed); undefined at anything else. One pass; the value is not built.
 */
export function scanEntries(text: string, levels: number): Entry | undefined {
  const n = text.length;
  let i = 0;
  /** Skips a comment at i (true), or says there is none (false: a lone slash is not JSON). */
  const comment = (): boolean => {
    const next = text.charCodeAt(i + 1);
    if (next === SLASH) {
      i += 2;
      while (i < n && text.charCodeAt(i) !== LF && text.charCodeAt(i) !== CR) i++;
      return true;
    }
    if (next !== STAR) return false;
    const end = text.indexOf("*/", i + 2);
    if (end < 0) return false;
    i = end + 2;
    return true;
  };
  /** Skips white space and comments; false at a lone slash. */
  const space = (): boolean => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === SPACE || c === TAB || c === LF || c === CR) i++;
      else if (c === SLASH) {
        if (!comment()) return false;
      } else return true;
    }
  };
  /** Past the string that starts at i; false when it does not end. */
  const string = (): boolean => {
    for (let j = i + 1; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c === QUOTE) {
        i = j + 1;
        return true;
      }
      if (c === BACKSLASH) j++;
    }
    return false;
  };
  /** Past the value that starts at i, however deep, without looking at its entries. */
  const skip = (): boolean => {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return string();
    if (c !== OPEN_BRACE && c !== OPEN_BRACKET) {
      const start = i;
      for (; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === COMMA || d === CLOSE_BRACE || d === CLOSE_BRACKET || d === COLON || d === QUOTE) break;
        if (d === SPACE || d === TAB || d === LF || d === CR || d === SLASH) break;
        if (d === OPEN_BRACE || d === OPEN_BRACKET) return false;
      }
      return i > start;
    }
    let depth = 0;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d === QUOTE) {
        if (!string()) return false;
        continue;
      }
      if (d === SLASH) {
        if (!comment()) return false;
        continue;
      }
      if (d === OPEN_BRACE || d === OPEN_BRACKET) depth++;
      else if (d === CLOSE_BRACE || d === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) {
          i++;
          return true;
        }
      }
      i++;
    }
    return false;
  };
  let entries = 0;
  const entry = (
    key: string | number,
    level: number,
    holderAt: number,
    name?: { readonly at: number; readonly length: number },
  ): Entry | undefined => {
    if (++entries > MAX_INDEXED_ENTRIES) return undefined;
    const at = i;
    const open = text.charCodeAt(i);
    const named = name ? { keyStart: name.at - holderAt, keyLength: name.length } : {};
    if (level >= levels || (open !== OPEN_BRACE && open !== OPEN_BRACKET)) {
      if (!skip()) return undefined;
      return { key, start: at - holderAt, length: i - at, ...named };
    }
    const close = open === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
    const children: Entry[] = [];
    i++;
    for (;;) {
      if (!space()) return undefined;
      if (text.charCodeAt(i) === close) break;
      let name: string | number = children.length;
      let written: { at: number; length: number } | undefined;
      if (close === CLOSE_BRACE) {
        const keyAt = i;
        if (text.charCodeAt(i) !== QUOTE || !string()) return undefined;
        try {
          name = JSON.parse(text.slice(keyAt, i)) as string;
        } catch {
          return undefined;
        }
        written = { at: keyAt, length: i - keyAt };
        if (!space() || text.charCodeAt(i) !== COLON) return undefined;
        i++;
        if (!space()) return undefined;
      }
      const child = entry(name, level + 1, at, written);
      if (!child) return undefined;
      children.push(child);
      if (!space()) return undefined;
      const d = text.charCodeAt(i);
      if (d === COMMA) i++;
      else if (d !== close) return undefined;
    }
    i++;
    return { key, start: at - holderAt, length: i - at, ...named, children };
  };
  if (!space()) return undefined;
  const root = entry("", 0, 0);
  if (!root || !space() || i !== n) return undefined;
  return root;
}
