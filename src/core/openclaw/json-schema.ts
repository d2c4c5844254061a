/**
 * Each OpenClaw profile's JSON Schema, for the editor's completion and hover: precise for `agents` (the roster's
 * shape, ownership, defaults, systemAgent, every field of an entry with its type), each rule's description naming
 * the release it comes from; every other top-level key the release accepts is named and left open (`{}`). Built
 * from the keys tables (keys.ts, top-keys.ts) and the types recorded from `openclaw config schema`, written here as
 * code; test/openclaw/json-schema.test.ts checks both against the recording.
 */
import { SCHEMA_TEXTS as T } from "./json-schema-texts";
import { openclawRelease } from "./releases";
import type { OpenClawProfileId } from "./types";

type JsonType = "string" | "number" | "integer" | "boolean" | "object" | "array";
type Schema = Readonly<Record<string, unknown>>;

/** The JSON types of the fields of `agents.defaults` and of an agent entry (both releases), as recorded. */
const FIELD_TYPES: Readonly<Record<string, readonly JsonType[]>> = {
  ...Object.fromEntries(
    [
      "id",
      "name",
      "description",
      "workspace",
      "agentDir",
      "cwd",
      "utilityModel",
      "decisionModel",
      "modelSelectionScope",
      "repoRoot",
      "userTimezone",
      "envelopeTimezone",
      "envelopeTimestamp",
      "envelopeElapsed",
      "timeFormat",
      "imageQuality",
      "thinkingDefault",
      "verboseDefault",
      "toolProgressDetail",
      "reasoningDefault",
      "elevatedDefault",
      "blockStreamingDefault",
      "blockStreamingBreak",
      "bootstrapPromptTruncationWarning",
      "typingMode",
      "contextInjection",
    ].map((k) => [k, ["string"]]),
  ),
  ...Object.fromEntries(
    [
      "model",
      "imageModel",
      "imageGenerationModel",
      "videoGenerationModel",
      "musicGenerationModel",
      "voiceModel",
      "pdfModel",
    ].map((k) => [k, ["string", "object"]]),
  ),
  ...Object.fromEntries(
    ["default", "mediaGenerationAutoProviderFallback", "skipBootstrap"].map((k) => [k, ["boolean"]]),
  ),
  fastModeDefault: ["boolean", "string"],
  ...Object.fromEntries(["pdfMaxBytesMb", "pdfMaxMb", "mediaMaxMb"].map((k) => [k, ["number"]])),
  ...Object.fromEntries(
    [
      "pdfMaxPages",
      "bootstrapMaxChars",
      "bootstrapTotalMaxChars",
      "contextTokens",
      "timeoutSeconds",
      "imageMaxDimensionPx",
      "typingIntervalSeconds",
      "maxConcurrent",
    ].map((k) => [k, ["integer"]]),
  ),
  ...Object.fromEntries(["skills", "skipOptionalBootstrapFiles"].map((k) => [k, ["array"]])),
};

/** An entries key as 2026.9 accepts it (case-insensitively, as the CLI compares). */
const ENTRY_KEY_PATTERN = "^[A-Za-z0-9_][A-Za-z0-9_-]{0,63}$";

function typed(key: string, description: string): Schema {
  const types = FIELD_TYPES[key] ?? ["object"];
  return { type: types.length === 1 ? types[0] : [...types], description };
}

function modelSchema(description: string): Schema {
  return {
    description,
    anyOf: [
      { type: "string" },
      {
        type: "object",
        properties: {
          primary: { type: "string", description: T.primary },
          fallbacks: { type: "array", items: { type: "string" }, description: T.fallbacks },
        },
        additionalProperties: false,
      },
    ],
  };
}

const stringList = (description: string): Schema => ({ type: "array", items: { type: "string" }, description });

/** The schema of one field of an agent entry. */
function entryField(profile: OpenClawProfileId, key: string): Schema {
  switch (key) {
    case "id":
      return { type: "string", description: T.id };
    case "default":
      return { type: "boolean", description: T.default(profile) };
    case "name":
      return { type: "string", description: T.name };
    case "workspace":
      return { type: "string", description: T.workspace(profile) };
    case "agentDir":
      return { type: "string", description: T.agentDir(profile) };
    case "model":
      return modelSchema(T.model(profile));
    case "skills":
      return stringList(T.skills(profile));
    case "identity":
      return {
        type: "object",
        description: T.identity(profile),
        properties: {
          name: { type: "string" },
          theme: { type: "string" },
          emoji: { type: "string" },
          avatar: { type: "string", description: T.avatar },
        },
        additionalProperties: false,
      };
    default:
      return typed(key, T.field(profile));
  }
}

/** The schema of one field of `agents.defaults`. */
function defaultsField(profile: OpenClawProfileId, key: string): Schema {
  switch (key) {
    case "workspace":
      return { type: "string", description: T.defaultsWorkspace(profile) };
    case "model":
      return modelSchema(T.model(profile));
    case "skills":
      return stringList(T.skills(profile));
    case "systemAgent":
      return {
        type: "object",
        description: T.systemAgent,
        properties: { agentId: { type: "string", minLength: 1, description: T.systemAgentId } },
        additionalProperties: false,
      };
    case "heartbeat":
      return openclawRelease(profile).heartbeatAgent
        ? {
            type: "object",
            description: T.field(profile),
            properties: { agentId: { type: "string", minLength: 1, description: T.heartbeatAgentId } },
          }
        : typed(key, T.field(profile));
    default:
      return typed(key, T.field(profile));
  }
}

const closed = (keys: ReadonlySet<string>, field: (key: string) => Schema) => ({
  type: "object",
  properties: Object.fromEntries([...keys].map((k) => [k, field(k)])),
  additionalProperties: false,
});

function agentsSchema(profile: OpenClawProfileId): Schema {
  const { keys } = openclawRelease(profile);
  const entry = closed(keys.entry, (k) => entryField(profile, k));
  const defaults = { ...closed(keys.defaults, (k) => defaultsField(profile, k)), description: T.defaults(profile) };
  const roster: Readonly<Record<string, Schema>> =
    openclawRelease(profile).roster === "list"
      ? { list: { type: "array", description: T.list, items: { ...entry, required: ["id"] } } }
      : {
          ownership: { type: "string", const: "explicit", description: T.ownership },
          entries: {
            type: "object",
            description: T.entries,
            propertyNames: { pattern: ENTRY_KEY_PATTERN },
            additionalProperties: entry,
          },
        };
  const properties = Object.fromEntries(
    [...keys.agents].map((k) => [k, k === "defaults" ? defaults : (roster[k] ?? {})]),
  );
  return { type: "object", description: T.agents(profile), properties, additionalProperties: false };
}

/** The JSON Schema (draft-07) of a config under `profile`, for completion and hover. A fresh object each call. */
export function openclawJsonSchema(profile: OpenClawProfileId): object {
  const properties = Object.fromEntries(
    openclawRelease(profile).topKeys.map((k) => [
      k,
      k === "agents"
        ? agentsSchema(profile)
        : k === "$schema"
          ? { type: "string" }
          : { description: T.section(profile) },
    ]),
  );
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: `${profile} config`,
    description: T.root(profile),
    type: "object",
    properties,
    additionalProperties: false,
  };
}
