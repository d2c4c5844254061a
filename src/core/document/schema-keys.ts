/**
 * What an object in a schema accepts, read from the zod schema itself: so an "unknown field" diagnostic can say
 * which field was probably meant, and the list never drifts from the schema.
 */
import type { z } from "zod";
import type { JsonPath } from "../diagnostics";
import { editDistance } from "../nearest";

interface LooseDef {
  readonly type: string;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): LooseDef => schema._zod.def as unknown as LooseDef;

/** The schemas a value at `path` is checked against (several under a union). */
function schemasAt(root: z.ZodType, path: JsonPath): z.ZodType[] {
  let current = unwrap(root);
  for (const segment of path) {
    const next: z.ZodType[] = [];
    for (const schema of current) {
      const def = defOf(schema);
      if (def.type === "array" && typeof segment === "number" && def.element) next.push(def.element);
      else if (def.type === "object" && def.shape && Object.hasOwn(def.shape, String(segment))) {
        const field = def.shape[String(segment)];
        if (field) next.push(field);
      } else if (def.type === "record" && def.valueType) next.push(def.valueType);
    }
    current = next.flatMap(unwrap);
  }
  return current;
}

/** Optional, nullable and union wrappers removed: the schemas a value is really checked against. */
function unwrap(schema: z.ZodType): z.ZodType[] {
  const out: z.ZodType[] = [];
  const pending = [schema];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const def = defOf(next);
    if ((def.type === "optional" || def.type === "nullable" || def.type === "default") && def.innerType) {
      pending.push(def.innerType);
    } else if (def.type === "union" && def.options) pending.push(...def.options);
    else out.push(next);
  }
  return out;
}

/** The schema of each entry of the list at `path` (undefined when no list is accepted there). */
export function entrySchemaAt(root: z.ZodType, path: JsonPath): z.ZodType | undefined {
  for (const schema of schemasAt(root, path)) {
    const def = defOf(schema);
    if (def.type === "array" && def.element) return def.element;
  }
  return undefined;
}

/** The field names the object at `path` accepts. */
export function knownKeysAt(root: z.ZodType, path: JsonPath): string[] {
  const keys = new Set<string>();
  for (const schema of schemasAt(root, path)) {
    const def = defOf(schema);
    if (def.type === "object" && def.shape) for (const key of Object.keys(def.shape)) keys.add(key);
  }
  return [...keys];
}

/** The known name closest to `key` (a typo, a wrong case), if one is close enough. */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(key.length / 3)) + 1;
  for (const candidate of known) {
    if (candidate.toLowerCase() === lower) return candidate;
    const distance = editDistance(lower, candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}
