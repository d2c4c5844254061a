/**
 * The JSON Schemas of the documents (an OpenClaw profile's host approvals too), from the engine, for the profile the config is read in: Monaco's completion
 * and hover read field descriptions (SophiaClaw's config schema, or the OpenClaw version's).
 */
import {
  approvalsJsonSchema,
  configJsonSchema,
  isOpenClawProfile,
  openclawJsonSchema,
  scenariosJsonSchema,
  type ProfileId,
} from "../../core/index";

export function documentSchemas(profile: ProfileId): { config: object; scenarios: object; approvals: object } {
  return {
    config: isOpenClawProfile(profile) ? openclawJsonSchema(profile) : configJsonSchema(),
    scenarios: scenariosJsonSchema(),
    approvals: approvalsJsonSchema(),
  };
}
