/** The JSON Schemas of both documents, from the engine: Monaco's completion and hover read field descriptions. */
import { configJsonSchema, scenariosJsonSchema } from "../../core/index";

export function documentSchemas(): { config: object; scenarios: object } {
  return { config: configJsonSchema(), scenarios: scenariosJsonSchema() };
}
