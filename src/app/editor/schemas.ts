/**
 * The JSON Schemas of both documents, from the engine, for the profile the config is read in: Monaco's completion
 * and hover read field descriptions (SophiaClaw's config schema, or the OpenClaw version's).
 */
import {
  configJsonSchema,
  isOpenClawProfile,
  openclawJsonSchema,
  scenariosJsonSchema,
  type ProfileId,
} from "../../core/index";

export function documentSchemas(profile: ProfileId): { config: object; scenarios: object } {
  return {
    config: isOpenClawProfile(profile) ? openclawJsonSchema(profile) : configJsonSchema(),
    scenarios: scenariosJsonSchema(),
  };
}
