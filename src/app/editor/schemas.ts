/**
 * The JSON Schemas of the documents (an OpenClaw profile's host approvals too), for the profile the config is read in:
 * Monaco's completion and hover read field descriptions (SophiaClaw's config schema, or the OpenClaw version's).
 * SophiaClaw's are the files the site publishes (public/schema/), generated from the engine's schemas and held equal
 * to them by test/document/json-schema.test.ts: read as data, the page does not build the engine's schemas to draw
 * the editor (a first visit's ~40 ms).
 */
import { isOpenClawProfile, openclawJsonSchema, type ProfileId } from "../../core/index";
import approvals from "../../../public/schema/exec-approvals.schema.json";
import scenarios from "../../../public/schema/scenarios.schema.json";
import config from "../../../public/schema/sophiaclaw.schema.json";

export function documentSchemas(profile: ProfileId): { config: object; scenarios: object; approvals: object } {
  return {
    config: isOpenClawProfile(profile) ? openclawJsonSchema(profile) : config,
    scenarios,
    approvals,
  };
}
