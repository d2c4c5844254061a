/** Small readers of untrusted JSON for the page's own state (the engine has its own, in src/core/safe.ts). */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property only: `__proto__` and `constructor` read as plain keys. */
export function own(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
