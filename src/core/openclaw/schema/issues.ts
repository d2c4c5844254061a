/**
 * The reasons a release's JSON Schema gives against a config, as data (validate.ts finds them; ../texts.ts renders
 * each as the sentence OpenClaw's validator prints). Keys the schema does not allow and keys a record does not
 * accept are the roster's `unrecognized-key` and `invalid-key`, shared with it.
 */
import type { JsonPath } from "../../diagnostics";

/** The type names zod reports a value as. */
export type ValueType =
  | "string"
  | "number"
  | "nan"
  | "boolean"
  | "object"
  | "array"
  | "null"
  | "undefined"
  | "bigint"
  | "symbol"
  | "function";

export type SchemaIssue =
  | { readonly kind: "unrecognized-key"; readonly path: JsonPath; readonly keys: readonly string[] }
  | { readonly kind: "invalid-key"; readonly path: JsonPath; readonly key: string }
  | { readonly kind: "schema-type"; readonly path: JsonPath; readonly expected: string; readonly received: ValueType }
  | { readonly kind: "schema-value"; readonly path: JsonPath; readonly values: readonly unknown[] }
  | {
      readonly kind: "schema-small" | "schema-big";
      readonly path: JsonPath;
      readonly origin: "string" | "number" | "array" | "object";
      readonly limit: number;
      readonly inclusive: boolean;
    }
  | { readonly kind: "schema-pattern"; readonly path: JsonPath; readonly pattern: string }
  | { readonly kind: "schema-format"; readonly path: JsonPath; readonly format: "date-time" | "uri" }
  | { readonly kind: "schema-multiple"; readonly path: JsonPath; readonly divisor: number }
  | { readonly kind: "schema-duplicates"; readonly path: JsonPath }
  | { readonly kind: "schema-union"; readonly path: JsonPath }
  | { readonly kind: "schema-discriminator"; readonly path: JsonPath; readonly options: readonly unknown[] }
  | { readonly kind: "schema-never"; readonly path: JsonPath };
