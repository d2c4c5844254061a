/**
 * Reading untrusted JSON values safely. Config text comes from users and links: a key such as `__proto__` or
 * `constructor` must read as a plain key (or as absent), never as something inherited from Object.prototype.
 */

/** An object's own keys, as Object.keys gives them: `keysOnce()` makes one that takes each object's keys once. */
export type KeysOf = (value: object) => readonly string[];

/**
 * Object.keys, each object's keys taken once for as long as the function is kept: one reading's checks go over the
 * same roster several times, and at 10,000 agents each Object.keys of it costs most of a millisecond (V8 keeps no
 * key cache for an object that large). For values no one changes (a reading's).
 */
export function keysOnce(
  /** Keys already taken elsewhere of some of the objects (the reader's: keys it took of the objects it made). */
  known?: (value: object) => readonly string[] | undefined,
  /** Where the keys taken are kept (a reader keeps its own, with the keys of the objects it makes). */
  taken: WeakMap<object, readonly string[]> = new WeakMap(),
): KeysOf {
  return (value) => {
    let keys = taken.get(value);
    if (!keys) taken.set(value, (keys = known?.(value) ?? Object.keys(value)));
    return keys;
  };
}

/** A plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The own property `key` of `value`, or undefined: inherited members never leak through. */
export function own(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/** A string, or undefined for anything else. */
export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** An array, or undefined for anything else. */
export function arr(value: unknown): readonly unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}
