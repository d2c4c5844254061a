#!/usr/bin/env node
// record.mjs --spawns: records what OpenClaw's own sessions_spawn tool decides when one agent spawns another, for
// each case of a case list (cases-spawns.mjs for 2026.9, cases-spawns-2026.7.mjs for 2026.7), into
// test/fixtures/openclaw/spawns-<version>.json. NOT part of CI.
//
//   node scripts/openclaw/record.mjs --spawns --openclaw <openclaw.mjs or package dir> [--node <node 24>]
//        [--cases <cases module>] [--out <fixture.json>] [--only name,name] [--jobs 1] [--timeout 120] [--keep]
//
// Per case, two processes, each under `nice -n 19`, without network (`unshare -n` when permitted, else an
// unreachable proxy), with a fresh HOME (<HOME>/.openclaw/openclaw.json written) and a minimal environment (PATH with
// the Node binary's folder first, HOME, OPENCLAW_NO_AUTO_UPDATE=1, LANG, TZ, NO_COLOR, npm offline):
//   - `openclaw config validate --json`: the verdict (`valid`, and the issues' paths and messages, warnings);
//   - spawn-probe.mjs: the release's own sessions_spawn tool (createOpenClawTools for the session
//     `agent:<from>:main`, or `agent:<from>:subagent:probe-parent` for depth 1) executed with { task: "x", agentId }.
// The recorded `result`:
//   { status: "forbidden", error }            the tool's refusal, its text exactly;
//   { status: "error", error }                the tool refused the input before any policy (an invalid agentId);
//   { status: "accepted", childSessionKey, reached, offlineError }
//                                             every check passed: the tool created the child session and went on to
//                                             dispatch its first turn through the gateway (`reached: "dispatch"` when
//                                             that is the gateway's `agent` call), which fails offline; the child
//                                             key with its uuid replaced by <uuid>;
//   { status: "config-invalid", error }       the config does not load (getRuntimeConfig throws): no tool at all.
// The scratch paths are replaced by <HOME> everywhere. --only re-records the named cases into the existing fixture.
// The fixture is rewritten after every case.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { firstLine, parseArgs, placehold, verdict } from "./record-common.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "../..");
const PROBE = path.join(HERE, "spawn-probe.mjs");

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The probe's answer as the fixture's `result` (see the header). */
function resultOf(answer) {
  if (answer.loaded === "error") return { status: "config-invalid", error: answer.loadError };
  if (answer.timedOut) return { status: "timeout" };
  if (answer.threw !== undefined) return { status: "threw", error: answer.threw };
  const d = answer.details ?? {};
  if (d.status === "forbidden") return { status: "forbidden", error: d.error };
  if (typeof d.childSessionKey === "string") {
    const offline = typeof d.error === "string" ? firstLine(d.error) : undefined;
    // The gateway names the method it was asked for: `agent` is the dispatch of the child's first turn (2026.9:
    // runSpawnPipeline's "dispatch" phase; 2026.7: callSubagentGateway({ method: "agent" })).
    const method = offline?.match(/^gateway (\S+) requires credentials/)?.[1];
    return {
      status: "accepted",
      childSessionKey: d.childSessionKey.replace(UUID, "<uuid>"),
      reached: d.status === "accepted" ? "accepted" : method === "agent" ? "dispatch" : `${d.status}`,
      ...(offline !== undefined ? { offlineError: offline } : {}),
    };
  }
  return { status: String(d.status), ...(d.error !== undefined ? { error: d.error } : {}) };
}

export async function recordSpawns(argv) {
  const opts = parseArgs(argv, "spawns");
  const pkgDir = fs.statSync(opts.openclaw).isDirectory()
    ? path.resolve(opts.openclaw)
    : path.dirname(path.resolve(opts.openclaw));
  const cli = path.join(pkgDir, "openclaw.mjs");
  const version = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")).version;
  const legacy = /^2026\.[0-7]\./.test(version);
  const casesFile = opts.cases ?? path.join(HERE, legacy ? "cases-spawns-2026.7.mjs" : "cases-spawns.mjs");
  const out = opts.out ?? path.join(REPO, "test", "fixtures", "openclaw", `spawns-${version}.json`);
  const nodeVersion = spawnSync(opts.node, ["--version"], { encoding: "utf8" }).stdout.trim();
  const canUnshare = spawnSync("unshare", ["-n", "true"]).status === 0;
  const compileCache = path.join(os.tmpdir(), "openclaw-record-compile-cache");
  const cases = (await import(pathToFileURL(path.resolve(casesFile)).href)).default;

  const names = new Set();
  for (const c of cases) {
    if (!c.name || names.has(c.name)) throw new Error(`case without a name or named twice: ${c.name}`);
    if (!c.from) throw new Error(`${c.name}: no requester (from)`);
    names.add(c.name);
  }

  const baseEnv = (home) => {
    const env = {
      PATH: `${path.dirname(opts.node)}:/usr/local/bin:/usr/bin:/bin`,
      HOME: home,
      OPENCLAW_NO_AUTO_UPDATE: "1",
      NODE_COMPILE_CACHE: compileCache,
      LANG: "C.UTF-8",
      TZ: "UTC",
      NO_COLOR: "1",
      npm_config_offline: "true",
    };
    if (!canUnshare) Object.assign(env, { HTTP_PROXY: "http://127.0.0.1:9", HTTPS_PROXY: "http://127.0.0.1:9" });
    return env;
  };

  const run = (script, args, env, cwd) => {
    const argv = [opts.node, script, ...args];
    const command = canUnshare ? ["unshare", "-n", ...argv] : argv;
    return new Promise((resolve) => {
      const started = Date.now();
      const child = spawn("nice", ["-n", "19", ...command], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.setEncoding("utf8").on("data", (d) => (stdout += d));
      child.stderr.setEncoding("utf8").on("data", (d) => (stderr += d));
      const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeout * 1000);
      child.on("close", (code, signal) => {
        clearTimeout(timer);
        resolve({ exitCode: code, signal, stdout, stderr, ms: Date.now() - started });
      });
    });
  };

  const recordCase = async (c) => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "oc-spawns-"));
    const home = path.join(scratch, "home");
    const cwd = path.join(scratch, "cwd");
    fs.mkdirSync(path.join(home, ".openclaw"), { recursive: true });
    fs.mkdirSync(cwd, { recursive: true });
    const configText = JSON.stringify(c.config, null, 2) + "\n";
    fs.writeFileSync(path.join(home, ".openclaw", "openclaw.json"), configText.replaceAll("<HOME>", home));
    const callFile = path.join(scratch, "call.json");
    const call = { from: c.from, ...(c.spawn !== undefined ? { spawn: c.spawn } : {}), depth: c.depth ?? 0 };
    fs.writeFileSync(callFile, JSON.stringify(call));
    const env = baseEnv(home);

    const validate = await run(cli, ["config", "validate", "--json"], env, cwd);
    const probe = await run(PROBE, [pkgDir, callFile], env, cwd);

    const line = probe.stdout.split("\n").findLast((l) => l.startsWith('{"loaded"'));
    const answer = line === undefined ? undefined : JSON.parse(line);
    if (!answer) {
      throw new Error(
        `${c.name}: spawn-probe failed (exit ${probe.exitCode}${probe.signal ? ` ${probe.signal}` : ""}):\n` +
          probe.stderr.slice(0, 3000),
      );
    }
    if (!opts.keep) fs.rmSync(scratch, { recursive: true, force: true });
    const rec = {
      name: c.name,
      pins: c.pins,
      config: c.config,
      from: c.from,
      ...(c.spawn !== undefined ? { spawn: c.spawn } : {}),
      ...(c.depth !== undefined ? { depth: c.depth } : {}),
      validate: verdict(validate),
      result: resultOf(answer),
    };
    return { rec: placehold(rec, home), ms: validate.ms + probe.ms, factory: answer.factory };
  };

  const previous = opts.only && fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, "utf8")) : undefined;
  const kept = new Map((previous?.release === version ? previous.cases : []).map((r) => [r.name, r]));
  const fixture = {
    release: version,
    node: nodeVersion,
    command:
      "nice -n 19 " +
      (canUnshare ? "unshare -n " : "") +
      "node <openclaw.mjs config validate --json | spawn-probe.mjs: getRuntimeConfig(), createOpenClawTools(" +
      "{ agentSessionKey: agent:<from>:main | agent:<from>:subagent:probe-parent }), " +
      'sessions_spawn.execute({ task: "x", agentId: <spawn> }), nothing stubbed, offline>',
    cases: [],
  };
  const slots = cases.map((c) => (opts.only && !opts.only.has(c.name) ? kept.get(c.name) : undefined));
  const save = () => {
    fixture.cases = slots.filter((r) => r !== undefined);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(`${out}.tmp`, JSON.stringify(fixture, null, 2) + "\n");
    fs.renameSync(`${out}.tmp`, out);
  };
  const todo = cases.flatMap((c, i) => (opts.only && !opts.only.has(c.name) ? [] : [i]));
  const started = Date.now();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < todo.length) {
      const i = todo[next++];
      try {
        const { rec, ms, factory } = await recordCase(cases[i]);
        slots[i] = rec;
        save();
        const secs = ((Date.now() - started) / 1000).toFixed(0);
        console.log(
          `[${i + 1}/${cases.length}] ${rec.name}: valid ${rec.validate.valid}, ${rec.result.status}` +
            `${rec.result.error ? `: ${firstLine(rec.result.error).slice(0, 90)}` : ""}` +
            `${factory ? ` [${factory}]` : ""} (${ms} ms, ${secs} s total)`,
        );
      } catch (e) {
        failed += 1;
        console.error(String(e?.stack ?? e));
      }
    }
  };
  await Promise.all(Array.from({ length: opts.jobs }, worker));
  save();
  const counts = {};
  for (const r of fixture.cases) counts[r.result.status] = (counts[r.result.status] ?? 0) + 1;
  console.log(
    `recorded ${fixture.cases.length} cases into ${out} in ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s; ${JSON.stringify(counts)}`,
  );
  return failed === 0 ? 0 : 1;
}
