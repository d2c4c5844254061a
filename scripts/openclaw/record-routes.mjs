#!/usr/bin/env node
// record.mjs --routes: records which agent OpenClaw's own router picks for each message of a case list
// (cases-routes.mjs for 2026.9, cases-routes-2026.7.mjs for 2026.7), into test/fixtures/openclaw/routes-<version>.json.
// NOT part of CI.
//
//   node scripts/openclaw/record.mjs --routes --openclaw <openclaw.mjs or package dir> [--node <node 24>]
//        [--cases <cases module>] [--out <fixture.json>] [--only name,name] [--jobs 1] [--timeout 120] [--keep]
//
// Per config, three processes, each under `nice -n 19`, without network (`unshare -n` when permitted, else an
// unreachable proxy), with a fresh HOME (<HOME>/.openclaw/openclaw.json written) and a minimal environment (PATH with
// the Node binary's folder first, HOME, OPENCLAW_NO_AUTO_UPDATE=1, LANG, TZ, NO_COLOR, npm offline):
//   - `openclaw config validate --json`: the verdict (`valid`, and the issues' paths and messages, warnings);
//   - `openclaw agents bindings --json`: the bindings as the CLI reads them (parsed), or { exitCode, stderr };
//   - route-probe.mjs: loadConfig() then resolveAgentRoute for every message (the raw JSON when loadConfig throws).
// The scratch paths are replaced by <HOME> everywhere. --only re-records the named cases into the existing fixture.
// The fixture is rewritten after every case.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { firstLine, parseArgs, parseJson, placehold, verdict } from "./record-common.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "../..");
const PROBE = path.join(HERE, "route-probe.mjs");

export async function recordRoutes(argv) {
  const opts = parseArgs(argv, "routes");
  const pkgDir = fs.statSync(opts.openclaw).isDirectory()
    ? path.resolve(opts.openclaw)
    : path.dirname(path.resolve(opts.openclaw));
  const cli = path.join(pkgDir, "openclaw.mjs");
  const version = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")).version;
  const legacy = /^2026\.[0-7]\./.test(version);
  const casesFile = opts.cases ?? path.join(HERE, legacy ? "cases-routes-2026.7.mjs" : "cases-routes.mjs");
  const out = opts.out ?? path.join(REPO, "test", "fixtures", "openclaw", `routes-${version}.json`);
  const nodeVersion = spawnSync(opts.node, ["--version"], { encoding: "utf8" }).stdout.trim();
  const canUnshare = spawnSync("unshare", ["-n", "true"]).status === 0;
  const compileCache = path.join(os.tmpdir(), "openclaw-record-compile-cache");
  const cases = (await import(pathToFileURL(path.resolve(casesFile)).href)).default;

  const names = new Set();
  for (const c of cases) {
    if (!c.name || names.has(c.name)) throw new Error(`case without a name or named twice: ${c.name}`);
    names.add(c.name);
    const m = new Set();
    for (const msg of c.messages) {
      if (!msg.name || m.has(msg.name)) throw new Error(`${c.name}: message without a name or named twice`);
      m.add(msg.name);
    }
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
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "oc-routes-"));
    const home = path.join(scratch, "home");
    const cwd = path.join(scratch, "cwd");
    fs.mkdirSync(path.join(home, ".openclaw"), { recursive: true });
    fs.mkdirSync(cwd, { recursive: true });
    const configText = JSON.stringify(c.config, null, 2) + "\n";
    fs.writeFileSync(path.join(home, ".openclaw", "openclaw.json"), configText.replaceAll("<HOME>", home));
    const messagesFile = path.join(scratch, "messages.json");
    fs.writeFileSync(messagesFile, JSON.stringify(c.messages.map((m) => m.input)));
    const env = baseEnv(home);

    const validate = await run(cli, ["config", "validate", "--json"], env, cwd);
    const bindingsRun = await run(cli, ["agents", "bindings", "--json"], env, cwd);
    const probe = await run(PROBE, [pkgDir, messagesFile], env, cwd);

    const parsedBindings = parseJson(bindingsRun.stdout);
    // On a refused config 2026.9 prints a JSON error on stdout (and nothing on stderr); 2026.7 writes to stderr.
    const stdoutError = parsedBindings?.error?.message ?? firstLine(bindingsRun.stdout);
    const bindings =
      bindingsRun.exitCode === 0 && Array.isArray(parsedBindings)
        ? parsedBindings
        : {
            exitCode: bindingsRun.exitCode,
            stderr: firstLine(bindingsRun.stderr),
            ...(firstLine(bindingsRun.stderr) === "" ? { stdout: stdoutError } : {}),
          };
    const line = probe.stdout.split("\n").findLast((l) => l.startsWith('{"loaded"'));
    const answer = line === undefined ? undefined : JSON.parse(line);
    if (!answer) {
      throw new Error(
        `${c.name}: route-probe failed (exit ${probe.exitCode}${probe.signal ? ` ${probe.signal}` : ""}):\n` +
          probe.stderr.slice(0, 3000),
      );
    }
    if (!opts.keep) fs.rmSync(scratch, { recursive: true, force: true });
    const rec = {
      name: c.name,
      pins: c.pins,
      config: c.config,
      validate: verdict(validate),
      bindings,
      ...(answer.loaded === "raw" ? { routedRaw: true, loadError: answer.loadError } : {}),
      messages: c.messages.map((m, i) => ({
        name: m.name,
        ...(m.pins ? { pins: m.pins } : {}),
        input: m.input,
        route: answer.routes[i],
      })),
    };
    return {
      rec: placehold(rec, home),
      ms: validate.ms + bindingsRun.ms + probe.ms,
    };
  };

  const previous = opts.only && fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, "utf8")) : undefined;
  const kept = new Map((previous?.release === version ? previous.cases : []).map((r) => [r.name, r]));
  const fixture = {
    release: version,
    node: nodeVersion,
    command:
      "nice -n 19 " +
      (canUnshare ? "unshare -n " : "") +
      "node <openclaw.mjs config validate --json | openclaw.mjs agents bindings --json | route-probe.mjs>",
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
        const { rec, ms } = await recordCase(cases[i]);
        slots[i] = rec;
        save();
        const secs = ((Date.now() - started) / 1000).toFixed(0);
        console.log(
          `[${i + 1}/${cases.length}] ${rec.name}: valid ${rec.validate.valid}, ${rec.messages.length} messages` +
            `${rec.routedRaw ? " (raw config)" : ""} (${ms} ms, ${secs} s total)`,
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
  let messages = 0;
  for (const r of fixture.cases) {
    for (const m of r.messages) {
      messages += 1;
      const k = m.route?.matchedBy ?? "error";
      counts[k] = (counts[k] ?? 0) + 1;
    }
  }
  console.log(
    `recorded ${fixture.cases.length} configs, ${messages} messages into ${out} in ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s; matchedBy: ${JSON.stringify(counts)}`,
  );
  return failed === 0 ? 0 : 1;
}
