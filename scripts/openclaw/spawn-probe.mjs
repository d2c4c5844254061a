#!/usr/bin/env node
// One sessions_spawn call through OpenClaw's own tool: loads the config as OpenClaw does (`getRuntimeConfig()` of the
// release's plugin SDK, defaults and migrations applied; it reads $HOME/.openclaw/openclaw.json, so the caller points
// HOME at a scratch folder), builds the agent's tools with the release's own factory (`createOpenClawTools`, the
// chunk found by what it exports, as exec-call-probe.mjs finds its chunks) for the requester session, takes the
// `sessions_spawn` tool and executes it with { task: "x", agentId? }. Run by record-spawns.mjs (record.mjs --spawns)
// with Node 24, one process per call, without network; NOT part of CI.
//
//   HOME=<scratch home> node scripts/openclaw/spawn-probe.mjs <openclaw package dir> <call.json>
//
// <call.json>: { "from": "<requester agent id>", "spawn"?: "<agentId argument>" (absent: no agentId, a self-spawn),
//   "depth"?: 0 | 1 }. The requester session is `agent:<from>:main`; depth 1 makes it the sub-agent session
//   `agent:<from>:subagent:probe-parent` (no session row: both releases then count the key's `subagent:` segments).
// Nothing is stubbed: a call that passes every policy check goes on to create the child session and to dispatch its
// first turn through the gateway, which fails offline ("gateway agent requires credentials ..."); the tool returns
// that failure with the child session key. Prints one JSON line on stdout, last:
//   { "loaded": "getRuntimeConfig", "factory": "<chunk>#<export>", "requesterSessionKey", "params",
//     "details": <the tool result's details> | "threw": "<message>" | "timedOut": true, "ms" }
// or { "loaded": "error", "loadError": "<first lines>" } when the config does not load (the agent would not start).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pkgDir, callFile] = process.argv.slice(2);
if (!pkgDir || !callFile) {
  console.error("usage: spawn-probe.mjs <openclaw package dir> <call.json>");
  process.exit(2);
}
const distDir = path.join(path.resolve(pkgDir), "dist");
const call = JSON.parse(readFileSync(callFile, "utf8"));
const TIMEOUT_MS = Number(process.env.SPAWN_PROBE_TIMEOUT_MS ?? 60000);

/** The minified export name of `name` in a chunk's export list, if it exports it. */
function exportLetter(text, name) {
  for (const m of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1].split(",")) {
      const [local, alias] = part.trim().split(/\s+as\s+/);
      if (local === name) return alias ?? local;
    }
  }
  return undefined;
}

/** The dist chunk that defines and exports createOpenClawTools (2026.9.6: openclaw-tools-thu-J91q.mjs#t). */
function findFactory() {
  const files = readdirSync(distDir).filter((f) => /^openclaw-tools-[A-Za-z0-9_-]+\.m?js$/.test(f));
  for (const f of files) {
    const text = readFileSync(path.join(distDir, f), "utf8");
    if (!/function createOpenClawTools\(/.test(text)) continue;
    const letter = exportLetter(text, "createOpenClawTools");
    if (letter) return { file: f, exportName: letter };
  }
  throw new Error(`no chunk in ${distDir} defines and exports createOpenClawTools`);
}

/** The first lines of an error's message (the loader's message lists the issues one a line). */
function errorText(e) {
  const text = e instanceof Error ? e.message : String(e);
  return text.split("\n").slice(0, 6).join("\n");
}

const out = (value) => {
  process.stdout.write("\n" + JSON.stringify(value) + "\n");
  process.exit(0);
};

const sdk = (name) => pathToFileURL(path.join(distDir, "plugin-sdk", name)).href;
const { getRuntimeConfig } = await import(sdk("config-runtime.js"));
let cfg;
try {
  cfg = getRuntimeConfig();
} catch (e) {
  out({ loaded: "error", loadError: errorText(e) });
}

const factory = findFactory();
const createOpenClawTools = (await import(pathToFileURL(path.join(distDir, factory.file)).href))[factory.exportName];
const requesterSessionKey = call.depth === 1 ? `agent:${call.from}:subagent:probe-parent` : `agent:${call.from}:main`;
// As the agent runtime builds them for a run of that session (no channel, no sandbox context: the tool derives the
// requester's sandboxing from the config itself, `resolveSandboxRuntimeStatus`).
const tools = createOpenClawTools({ agentSessionKey: requesterSessionKey, config: cfg });
const tool = tools.find((t) => t.name === "sessions_spawn");
const base = { loaded: "getRuntimeConfig", factory: `${factory.file}#${factory.exportName}`, requesterSessionKey };
if (!tool) out({ ...base, tools: tools.map((t) => t.name), error: "no sessions_spawn tool" });

const params = { task: "x", ...(call.spawn === undefined ? {} : { agentId: call.spawn }) };
const started = Date.now();
const timer = setTimeout(() => out({ ...base, params, timedOut: true, ms: Date.now() - started }), TIMEOUT_MS);
try {
  const res = await tool.execute("probe-call", params);
  clearTimeout(timer);
  out({ ...base, params, details: res?.details ?? null, ms: Date.now() - started });
} catch (e) {
  clearTimeout(timer);
  out({ ...base, params, threw: errorText(e), ms: Date.now() - started });
}
