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
import { OPENCLAW_PROFILES, openclawRelease, type OpenClawProfileId, parseJson5 } from "./openclaw";
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
  /** The releases whose schema has the key. */
  readonly in: ReadonlySet<OpenClawProfileId>;
}

/** Where keys are compared: SophiaClaw's keys there (from its config schema) and each OpenClaw release's. */
interface Level {
  readonly sophia: ReadonlySet<string>;
  readonly releases: ReadonlyMap<OpenClawProfileId, ReadonlySet<string>>;
}

/** The releases, newest first: a key only one has, and a roster's shape, name the newest that reads it so. */
const NEWEST_FIRST = [...OPENCLAW_PROFILES].reverse().map(openclawRelease);

const level = (sophiaPath: JsonPath, keys: (r: (typeof NEWEST_FIRST)[number]) => Iterable<string>): Level => ({
  sophia: new Set(knownKeysAt(configSchema, sophiaPath)),
  releases: new Map(NEWEST_FIRST.map((r) => [r.profile, new Set(keys(r))])),
});

/** Constant tables, built once from the schemas. */
const LEVELS = {
  top: level([], (r) => r.topKeys),
  agents: level(["agents"], (r) => r.keys.agents),
  defaults: level(["agents", "defaults"], (r) => r.keys.defaults),
  entry: level(["agents", "list", 0], (r) => r.keys.entry),
} as const;

/** Keys of `value` that SophiaClaw's schema does not accept there and an OpenClaw schema does. */
function keysOnlyOpenClaw(value: unknown, path: JsonPath, { sophia, releases }: Level): Evidence[] {
  if (!isRecord(value)) return [];
  return Object.keys(value)
    .filter((key) => !sophia.has(key))
    .map((key) => ({
      path: [...path, key],
      in: new Set([...releases].filter(([, keys]) => keys.has(key)).map(([profile]) => profile)),
    }))
    .filter((e) => e.in.size > 0);
}

/** The newest release whose roster has this shape. */
const newestWithRoster = (roster: "entries" | "list"): OpenClawProfileId | undefined =>
  NEWEST_FIRST.find((r) => r.roster === roster)?.profile;

/**
 * Keys only OpenClaw has: `specific` when only one release has one of them (the others would reject the config;
 * the newest release's first), else decided by the roster's shape (a list is the legacy roster's release).
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
  for (const release of NEWEST_FIRST) {
    const only = evidence.find((e) => e.in.size === 1 && e.in.has(release.profile));
    if (only)
      return { detection: { profile: release.profile, by: "openclaw-fields", path: only.path }, specific: true };
  }
  const [first] = evidence;
  if (!first) return undefined;
  const profile = newestWithRoster(Array.isArray(list) ? "list" : "entries");
  return profile ? { detection: { profile, by: "openclaw-fields", path: first.path }, specific: false } : undefined;
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
  const entriesRelease = newestWithRoster("entries");
  if (entriesRelease && isRecord(own(own(config, "agents"), "entries"))) {
    return { profile: entriesRelease, by: "entries", path: ["agents", "entries"] };
  }
  const fields = openclawFields(config);
  if (fields?.specific) return fields.detection;
  const touched = own(own(config, "meta"), "lastTouchedVersion");
  const fromMeta =
    typeof touched === "string" && EXACT_VERSION.test(touched.trim()) ? profileOfVersion(touched) : undefined;
  if (fromMeta) return { profile: fromMeta, by: "meta-version", path: ["meta", "lastTouchedVersion"] };
  return fields?.detection ?? NONE;
}
