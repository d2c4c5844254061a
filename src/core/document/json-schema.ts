/**
 * The JSON Schemas of both documents, generated from the zod schemas so the editor's completion, hover text and
 * squiggles follow exactly what the studio checks. Draft 7, because Monaco's JSON worker warns on 2020-12.
 */
import { z } from "zod";
import { configSchema } from "./config-schema";
import { scenariosSchema } from "./scenarios-schema";

export type JsonSchema = Record<string, unknown>;

/** The config document's JSON Schema (public/schema/sophiaclaw.schema.json). */
export function configJsonSchema(): JsonSchema {
  return z.toJSONSchema(configSchema, { target: "draft-7", io: "input" }) as JsonSchema;
}

/** The scenarios document's JSON Schema (public/schema/scenarios.schema.json). */
export function scenariosJsonSchema(): JsonSchema {
  return z.toJSONSchema(scenariosSchema, { target: "draft-7", io: "input" }) as JsonSchema;
}
