/**
 * Which profile a config document is written for, read from the document alone, in this order: a `$schema` naming
 * one; a top-level `openclaw` key naming a version; an `agents.entries` roster (OpenClaw 2026.9); a key only one
 * OpenClaw release's schema has (compared with SophiaClaw's own config schema); the `meta.lastTouchedVersion`
 * OpenClaw stamps when it writes the file; keys both releases have (a list roster is 2026.7's, none 2026.9's).
 * Nothing found: `sophiaclaw`. The answer names what decided it and where, as data. Never throws: a hostile or
 * unreadable text is read as far as it goes, else detected as nothing.
 */
import type { JsonPath } from "./diagnostics";
import { configSchema, DOCUMENT_LIMITS, findExcessiveNesting, knownKeysAt, parseDocument } from "./document";
import {
  OPENCLAW_KEYS_2026_7 as KEYS_V7,
  OPENCLAW_KEYS_2026_9 as KEYS_V9,
  type OpenClawProfileId,
  parseJson5,
  OPENCLAW_TOP_KEYS_2026_7 as TOP_KEYS_V7,
  OPENCLAW_TOP_KEYS_2026_9 as TOP_KEYS_V9,
} from "./openclaw";
import { openclawProfileOfVersion, type ProfileId } from "./profiles";
import { isRecord, own } from "./safe";

/** What decided the profile. */
export const DETECTION_KINDS = [
  "schema",
  "openclaw-key",
  "meta-version",
  "entries",
  "openclaw-fields",
  "none",
] as const;
export type DetectionKind = (typeof DETECTION_KINDS)[number];

export interface ProfileDetection {
  readonly profile: ProfileId;
  readonly by: DetectionKind;
  /** Where in the document the deciding value is ([] for "none"). */
  readonly path: JsonPath;
}

const NONE: ProfileDetection = { profile: "sophiaclaw", by: "none", path: [] };

/** An OpenClaw version as `2026.7`, `2026.7.35`, `v2026.9.6` or `openclaw@2026.9.6`: a recorded release's, or none. */
const VERSION = /(?:^|[^0-9.])(\d{4})\.(\d{1,2})(?:\.\d+)*(?![0-9]|\.\d)/;
const EXACT_VERSION = /^(?:openclaw@|v)?\d{4}\.\d{1,2}(?:\.\d+)*$/i;

function profileOfVersion(text: string): OpenClawProfileId | undefined {
  const match = VERSION.exec(text);
  return match ? openclawProfileOfVersion(match[1]!, match[2]!) : undefined;
}

/** A profile named by a `$schema` or `openclaw` string: `sophiaclaw`, a profile id, or an OpenClaw release. */
function profileNamed(text: string, bareVersion: boolean): ProfileId | undefined {
  const lower = text.trim().toLowerCase();
  if (/(?:^|[^a-z])sophiaclaw(?:[^a-z]|$)/.test(lower)) return "sophiaclaw";
  if (lower.includes("openclaw") || (bareVersion && EXACT_VERSION.test(lower))) return profileOfVersion(lower);
  return undefined;
}

/** The document's value as OpenClaw reads it (JSON5), else as far as the tolerant JSONC reader gets; or nothing. */
function readValue(text: string): unknown {
  if (typeof text !== "string" || text.length > DOCUMENT_LIMITS.maxChars) return undefined;
  if (findExcessiveNesting(text, DOCUMENT_LIMITS.maxDepth)) return undefined;
  try {
    const json5 = parseJson5(text);
    return json5.ok ? json5.value : parseDocument(text, "config").value;
  } catch {
    // Defensive: no text may make detection throw (both readers are bounded above; this keeps the promise).
    return undefined;
  }
}

interface Evidence {
  readonly path: JsonPath;
  /** The versions whose schema has the key. */
  readonly v7: boolean;
  readonly v9: boolean;
}

/** Where keys are compared: SophiaClaw's keys there (from its config schema) and each OpenClaw release's. */
interface Level {
  readonly sophia: ReadonlySet<string>;
  readonly v7: ReadonlySet<string>;
  readonly v9: ReadonlySet<string>;
}

const level = (sophiaPath: JsonPath, v7: Iterable<string>, v9: Iterable<string>): Level => ({
  sophia: new Set(knownKeysAt(configSchema, sophiaPath)),
  v7: new Set(v7),
  v9: new Set(v9),
});

/** Constant tables, built once from the schemas. */
const LEVELS = {
  top: level([], TOP_KEYS_V7, TOP_KEYS_V9),
  agents: level(["agents"], KEYS_V7.agents, KEYS_V9.agents),
  defaults: level(["agents", "defaults"], KEYS_V7.defaults, KEYS_V9.defaults),
  entry: level(["agents", "list", 0], KEYS_V7.entry, KEYS_V9.entry),
} as const;

/** Keys of `value` that SophiaClaw's schema does not accept there and an OpenClaw schema does. */
function keysOnlyOpenClaw(value: unknown, path: JsonPath, { sophia, v7, v9 }: Level): Evidence[] {
  if (!isRecord(value)) return [];
  return Object.keys(value)
    .filter((key) => !sophia.has(key) && (v7.has(key) || v9.has(key)))
    .map((key) => ({ path: [...path, key], v7: v7.has(key), v9: v9.has(key) }));
}

/**
 * Keys only OpenClaw has: `specific` when only one release has one of them (the other would reject the config),
 * else decided by the roster's shape (a list is 2026.7's).
 */
function openclawFields(
  config: Record<string, unknown>,
): { detection: ProfileDetection; specific: boolean } | undefined {
  const agents = own(config, "agents");
  const list = own(agents, "list");
  const evidence: Evidence[] = [
    ...keysOnlyOpenClaw(config, [], LEVELS.top),
    ...keysOnlyOpenClaw(agents, ["agents"], LEVELS.agents),
    ...keysOnlyOpenClaw(own(agents, "defaults"), ["agents", "defaults"], LEVELS.defaults),
  ];
  if (Array.isArray(list)) {
    list.forEach((entry, i) => evidence.push(...keysOnlyOpenClaw(entry, ["agents", "list", i], LEVELS.entry)));
  }
  // A key only 2026.9 has decides it, then one only 2026.7 has; keys both have go by the roster's shape.
  const only9 = evidence.find((e) => e.v9 && !e.v7);
  if (only9)
    return { detection: { profile: "openclaw-2026.9", by: "openclaw-fields", path: only9.path }, specific: true };
  const only7 = evidence.find((e) => e.v7 && !e.v9);
  if (only7)
    return { detection: { profile: "openclaw-2026.7", by: "openclaw-fields", path: only7.path }, specific: true };
  const [first] = evidence;
  if (!first) return undefined;
  const profile = Array.isArray(list) ? "openclaw-2026.7" : "openclaw-2026.9";
  return { detection: { profile, by: "openclaw-fields", path: first.path }, specific: false };
}

/** The profile `configText` is written for, what decided it and where. Never throws. */
export function detectProfile(configText: string): ProfileDetection {
  return detectProfileOf(readValue(configText));
}

/**
 * The same, from a config already read (the analyzer's value of a text that parsed): a keystroke in a large
 * document reads it once, for the analysis and the detection alike.
 */
export function detectProfileOf(config: unknown): ProfileDetection {
  if (!isRecord(config)) return NONE;
  const schema = own(config, "$schema");
  const fromSchema = typeof schema === "string" ? profileNamed(schema, true) : undefined;
  if (fromSchema) return { profile: fromSchema, by: "schema", path: ["$schema"] };
  const key = own(config, "openclaw");
  const keyVersion = typeof key === "string" ? key : own(key, "version");
  const fromKey =
    typeof keyVersion === "string" ? (profileNamed(keyVersion, true) ?? profileOfVersion(keyVersion)) : undefined;
  if (fromKey) {
    return {
      profile: fromKey,
      by: "openclaw-key",
      path: typeof key === "string" ? ["openclaw"] : ["openclaw", "version"],
    };
  }
  // What only one release accepts comes before the stamp of the release that last wrote the file (a converted
  // roster keeps 2026.7's stamp until OpenClaw writes it again).
  if (isRecord(own(own(config, "agents"), "entries"))) {
    return { profile: "openclaw-2026.9", by: "entries", path: ["agents", "entries"] };
  }
  const fields = openclawFields(config);
  if (fields?.specific) return fields.detection;
  const touched = own(own(config, "meta"), "lastTouchedVersion");
  const fromMeta =
    typeof touched === "string" && EXACT_VERSION.test(touched.trim()) ? profileOfVersion(touched) : undefined;
  if (fromMeta) return { profile: fromMeta, by: "meta-version", path: ["meta", "lastTouchedVersion"] };
  return fields?.detection ?? NONE;
}
