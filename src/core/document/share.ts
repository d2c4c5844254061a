/**
 * Structural sharing between two reads of a document: every part of the new value that equals the old one is
 * replaced by the old object. A keystroke changes one small part of a large config, so after sharing, the agent
 * entries it did not touch are the very objects of the previous read, and work keyed by them (a resolved agent, a
 * drawn card) is found again instead of done again.
 */
import { isRecord } from "../safe";

/** Sets an own data property, `__proto__` included (whose plain assignment could reach the prototype setter). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/**
 * `next`, with each part deep-equal to the matching part of `prev` replaced by that part of `prev`; `prev` itself
 * when the two are deep-equal (same keys in the same order, same items, same primitives). Mutates `next`, which
 * must be a freshly read JSON value nobody else holds yet. Recursion is as deep as the value, which the reader
 * has already bounded.
 */
export function shareEqual(prev: unknown, next: unknown): unknown {
  if (Object.is(prev, next)) return prev;
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next;
    let same = prev.length === next.length;
    for (let i = 0; i < next.length; i++) {
      if (i >= prev.length) break;
      const shared = shareEqual(prev[i], next[i]);
      next[i] = shared;
      if (shared !== prev[i]) same = false;
    }
    return same ? prev : next;
  }
  if (!isRecord(next) || !isRecord(prev)) return next;
  const keys = Object.keys(next);
  const prevKeys = Object.keys(prev);
  let same = keys.length === prevKeys.length;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (prevKeys[i] !== key) same = false;
    if (!Object.hasOwn(prev, key)) {
      same = false;
      continue;
    }
    const before = prev[key];
    const shared = shareEqual(before, next[key]);
    if (shared !== next[key]) setOwn(next, key, shared);
    if (shared !== before) same = false;
  }
  return same ? prev : next;
}
