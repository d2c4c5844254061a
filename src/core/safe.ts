/**
 * Reading untrusted JSON values safely. Config text comes from users and links: a key such as `__proto__` or
 * `constructor` must read as a plain key (or as absent), never as something inherited from Object.prototype.
 */

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
