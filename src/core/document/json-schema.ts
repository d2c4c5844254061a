/**
 * The JSON Schemas of both documents, generated from the zod schemas so the editor's completion, hover text and
 * squiggles follow exactly what the studio checks. Draft 7, because Monaco's JSON worker warns on 2020-12.
 */
import { z } from "zod";
import { configSchema } from "./config-schema";
import { approvalsSchema, scenariosSchema } from "./scenarios-schema";

export type JsonSchema = Record<string, unknown>;

/** The config document's JSON Schema (public/schema/sophiaclaw.schema.json). */
export function configJsonSchema(): JsonSchema {
  return z.toJSONSchema(configSchema, { target: "draft-7", io: "input" }) as JsonSchema;
}

/** The scenarios document's JSON Schema (public/schema/scenarios.schema.json). */
export function scenariosJsonSchema(): JsonSchema {
  return z.toJSONSchema(scenariosSchema, { target: "draft-7", io: "input" }) as JsonSchema;
}

/** The host's exec approvals document's JSON Schema (public/schema/exec-approvals.schema.json). */
export function approvalsJsonSchema(): JsonSchema {
  return z.toJSONSchema(approvalsSchema, { target: "draft-7", io: "input" }) as JsonSchema;
}
