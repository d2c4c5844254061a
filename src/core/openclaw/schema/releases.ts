/**
 * Each OpenClaw release's JSON Schema, as the studio checks whole configs against it (written from the recorded
 * `openclaw config schema` by scripts/openclaw/schema-data.mjs). About half a megabyte each: loaded with OpenClaw
 * (the command line, or the analysis on its first OpenClaw config), never with the page, and passed to every
 * OpenClaw answer by whoever loaded it.
 */
import type { OpenClawProfileId } from "../types";
import type { SchemaNode } from "./validate";

/** The schema of every release, by profile: a parameter of every OpenClaw answer. */
export type OpenClawSchemas = Readonly<Record<OpenClawProfileId, SchemaNode>>;

/** Loads the releases' schemas (a module each, fetched on first use). */
export async function loadOpenClawSchemas(): Promise<OpenClawSchemas> {
  const [v7, v9] = await Promise.all([import("./data/openclaw-2026.7"), import("./data/openclaw-2026.9")]);
  return { "openclaw-2026.7": v7.SCHEMA as SchemaNode, "openclaw-2026.9": v9.SCHEMA as SchemaNode };
}
