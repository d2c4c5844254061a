#!/usr/bin/env node
// Writes each release's JSON Schema as the studio checks configs against it (src/core/openclaw/schema/data/<profile>.ts,
// the JSON in a string that JSON.parse reads: quicker to load than a literal, and no type for the compiler to infer)
// from the recorded `openclaw config schema` (test/fixtures/openclaw/<version>.schema.json.gz): the titles,
// descriptions and examples dropped (they are for people; the editor's hover has its own texts), and the schemas that
// plugins embed with their own `$defs` moved into the root's `definitions` (their `$ref`s renamed), so that every
// reference resolves from the root. Run after re-recording a release; the test test/openclaw/schema-data.test.ts
// checks the files are what this script makes.
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const RELEASES = { "openclaw-2026.7": "2026.7.35", "openclaw-2026.9": "2026.9.6" };
// `default` stays: a required key with a default is filled in before the channel plugins' check.
const DROP = new Set(["title", "description", "examples", "$comment", "markdownDescription", "deprecated"]);
const MAPS = new Set(["properties", "patternProperties", "definitions", "$defs", "x-channel-plugins"]);

const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

/** The schema without the keywords for people. A map's keys (a property named "title") are kept. */
function strip(node) {
  if (Array.isArray(node)) return node.map(strip);
  if (!isObject(node)) return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (DROP.has(k)) continue;
    out[k] =
      MAPS.has(k) && isObject(v) ? Object.fromEntries(Object.entries(v).map(([kk, vv]) => [kk, strip(vv)])) : strip(v);
  }
  return out;
}

function renameRefs(node, names) {
  if (Array.isArray(node)) return node.map((n) => renameRefs(n, names));
  if (!isObject(node)) return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/") && names.has(v.slice(8)))
      out[k] = `#/definitions/${names.get(v.slice(8))}`;
    else if (MAPS.has(k) && isObject(v))
      out[k] = Object.fromEntries(Object.entries(v).map(([kk, vv]) => [kk, renameRefs(vv, names)]));
    else out[k] = renameRefs(v, names);
  }
  return out;
}

/** Moves every nested `$defs` (a schema keyword, not a property named so) into the root's definitions. */
export function hoist(schema) {
  const definitions = { ...(schema.definitions ?? {}) };
  let count = 0;
  const walk = (node) => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    let out = {};
    for (const [k, v] of Object.entries(node))
      out[k] =
        (k === "properties" || k === "patternProperties" || k === "x-channel-plugins") && isObject(v)
          ? Object.fromEntries(Object.entries(v).map(([kk, vv]) => [kk, walk(vv)]))
          : walk(v);
    if (isObject(out.$defs)) {
      const prefix = `embedded${count++}`;
      const names = new Map(Object.keys(out.$defs).map((d) => [d, `${prefix}-${d}`]));
      const defs = out.$defs;
      delete out.$defs;
      out = renameRefs(out, names);
      for (const [d, v] of Object.entries(defs)) definitions[names.get(d)] = renameRefs(v, names);
    }
    return out;
  };
  const body = walk({ ...schema, definitions: undefined });
  delete body.definitions;
  return Object.keys(definitions).length > 0 ? { ...body, definitions } : body;
}

/**
 * `channels` as the CLI's own validator (zod) reads it: its `defaults` and `modelByChannel`, every other key passed
 * through. The printed schema merges in each bundled channel plugin's schema; the CLI checks a channel against it
 * only once the whole config has passed, so each is kept apart, under `x-channel-plugins`, for that later check.
 */
function channelsAsParsed(schema) {
  const channels = schema.properties?.channels;
  if (!isObject(channels) || !isObject(channels.properties)) return schema;
  const parsed = ["defaults", "modelByChannel"];
  const kept = Object.fromEntries(
    parsed.filter((k) => k in channels.properties).map((k) => [k, channels.properties[k]]),
  );
  const plugins = Object.fromEntries(Object.entries(channels.properties).filter(([k]) => !parsed.includes(k)));
  return {
    ...schema,
    properties: { ...schema.properties, channels: { type: "object", properties: kept, additionalProperties: true } },
    "x-channel-plugins": plugins,
  };
}

export function schemaData(version) {
  const recorded = JSON.parse(
    gunzipSync(readFileSync(path.join(root, `test/fixtures/openclaw/${version}.schema.json.gz`))),
  );
  return hoist(channelsAsParsed(strip(recorded)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [profile, version] of Object.entries(RELEASES)) {
    const out = path.join(root, `src/core/openclaw/schema/data/${profile}.ts`);
    const json = JSON.stringify(schemaData(version));
    writeFileSync(
      out,
      `// OpenClaw ${version}'s JSON Schema, written by scripts/openclaw/schema-data.mjs from the recorded one: do not edit.\n` +
        `export const SCHEMA: unknown = JSON.parse(${JSON.stringify(json)});\n`,
    );
    console.log(`${out}: ${readFileSync(out).length} bytes`);
  }
}
