#!/usr/bin/env node
// One config through OpenClaw's own router: loads the config as OpenClaw does (`loadConfig()` of the release's plugin
// SDK, defaults and migrations applied; it reads $HOME/.openclaw/openclaw.json, so the caller points HOME at a
// scratch folder) and calls `resolveAgentRoute` (plugin SDK `routing`) for every message. Run by record-routes.mjs
// (record.mjs --routes) with Node 24, one process per config; NOT part of CI.
//
//   HOME=<scratch home> node scripts/openclaw/route-probe.mjs <openclaw package dir> <messages.json>
//
// <messages.json>: an array of resolveAgentRoute inputs without `cfg` ({ channel, accountId, peer, parentPeer,
// guildId, teamId, memberRoleIds }). Prints one JSON line on stdout, last:
//   { "loaded": "loadConfig", "routes": [ <route> | { "error": "<message>" } ] }
// When loadConfig throws (an invalid config: the gateway would refuse to start), the router is run on the file's raw
// JSON instead, to show what the router itself does with it:
//   { "loaded": "raw", "loadError": "<first lines of the error>", "routes": [...] }
// A route is exactly the object resolveAgentRoute returns. Every message is routed on a fresh route cache.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pkgDir, messagesFile] = process.argv.slice(2);
if (!pkgDir || !messagesFile) {
  console.error("usage: route-probe.mjs <openclaw package dir> <messages.json>");
  process.exit(2);
}
const sdk = (name) => pathToFileURL(path.join(path.resolve(pkgDir), "dist", "plugin-sdk", name)).href;
const { loadConfig } = await import(sdk("config-runtime.js"));
const { resolveAgentRoute } = await import(sdk("routing.js"));
const messages = JSON.parse(readFileSync(messagesFile, "utf8"));

/** The first lines of an error's message (the loader's message lists the issues one a line). */
function errorText(e) {
  const text = e instanceof Error ? e.message : String(e);
  return text.split("\n").slice(0, 6).join("\n");
}

let cfg;
let loaded = "loadConfig";
let loadError;
try {
  cfg = loadConfig();
} catch (e) {
  loaded = "raw";
  loadError = errorText(e);
  cfg = JSON.parse(readFileSync(path.join(os.homedir(), ".openclaw", "openclaw.json"), "utf8"));
}

const routes = messages.map((input) => {
  // Each message on a fresh route cache: both releases cache answers per config object and per `cfg.session`
  // reference, and 2026.7's cache key cannot tell a peer with an empty id from no peer (the first answer would be
  // returned for both). The router reads only dmScope, groupScope, identityLinks and mainKey from `session`.
  cfg.session = { ...(cfg.session ?? {}) };
  try {
    return resolveAgentRoute({ cfg, ...input });
  } catch (e) {
    return { error: errorText(e) };
  }
});
process.stdout.write("\n" + JSON.stringify({ loaded, ...(loadError ? { loadError } : {}), routes }) + "\n");
