#!/usr/bin/env node
// record.mjs --exec-calls: records what the real compiled exec tool of one OpenClaw release does with each exec call
// of a case list (cases-exec-calls.mjs), into test/fixtures/openclaw/exec-calls-<version>.json. NOT part of CI.
//
//   node scripts/openclaw/record.mjs --exec-calls --openclaw <openclaw.mjs or package dir> [--node <node 24>]
//        [--cases scripts/openclaw/cases-exec-calls.mjs] [--out test/fixtures/openclaw/exec-calls-<version>.json]
//        [--only name,name] [--jobs 1] [--timeout 120] [--user nobody] [--keep]
//
// One Node process per case (exec-call-probe.mjs, with the gateway stubbed by exec-call-hooks.mjs), as the
// non-root --user (runuser; when the recorder itself is not root it runs the probe as itself), under nice, with a
// minimal environment: PATH=<BIN>:/usr/local/bin:/usr/bin:/bin, SHELL=/bin/sh, LANG, TZ. BIN (cases module's export,
// /tmp/epB/bin) is created with its harmless scripts when missing and checked when present. Each case gets a fresh
// scratch HOME, replaced by "<home>" everywhere in the fixture (inputs and outputs). --only re-records the named
// cases into the existing fixture. The fixture is rewritten after every case.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "../..");

function parseArgs(argv) {
  const opts = {
    openclaw: process.env.OPENCLAW_BIN,
    node: process.env.OPENCLAW_NODE ?? process.execPath,
    cases: path.join(HERE, "cases-exec-calls.mjs"),
    out: undefined,
    only: undefined,
    jobs: 1,
    timeout: 120,
    user: "nobody",
    keep: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === "--exec-calls") continue;
    else if (a === "--openclaw") opts.openclaw = next();
    else if (a === "--node") opts.node = next();
    else if (a === "--cases") opts.cases = next();
    else if (a === "--out") opts.out = next();
    else if (a === "--only") opts.only = new Set(next().split(","));
    else if (a === "--jobs") opts.jobs = Math.max(1, Number(next()));
    else if (a === "--timeout") opts.timeout = Number(next());
    else if (a === "--user") opts.user = next();
    else if (a === "--keep") opts.keep = true;
    else throw new Error(`record --exec-calls: unknown argument ${a}`);
  }
  if (!opts.openclaw) throw new Error("usage: record.mjs --exec-calls --openclaw <openclaw.mjs | package dir> [...]");
  return opts;
}

/** Creates BIN with the cases module's scripts, or checks that the existing ones are the same. */
function ensureBin(bin, files) {
  fs.mkdirSync(bin, { recursive: true, mode: 0o755 });
  for (const [name, want] of Object.entries(files)) {
    const p = path.join(bin, name);
    const st = fs.lstatSync(p, { throwIfNoEntry: false });
    if (typeof want === "string") {
      if (!st) fs.writeFileSync(p, want, { mode: 0o755 });
      else if (!st.isFile() || fs.readFileSync(p, "utf8") !== want) throw new Error(`${p} exists and differs`);
      fs.chmodSync(p, 0o755);
    } else if (!st) {
      fs.symlinkSync(want.symlinkTo, p);
    } else if (!st.isSymbolicLink() || fs.readlinkSync(p) !== want.symlinkTo) {
      throw new Error(`${p} exists and is not a symlink to ${want.symlinkTo}`);
    }
  }
}

/** Replaces the scratch home by "<home>" in every string of a JSON value. */
function placehold(value, home) {
  return JSON.parse(JSON.stringify(value).replaceAll(home, "<home>"));
}

/** The approvals document read back after the call, without run-specific ids and times. */
function stableApprovals(agents) {
  return JSON.parse(
    JSON.stringify(agents, (k, v) => (k === "lastUsedAt" && typeof v === "number" ? "<time>" : v)).replace(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
      "<uuid>",
    ),
  );
}

function runProbe(opts, pkgDir, caseFile, home, env) {
  const probe = path.join(HERE, "exec-call-probe.mjs");
  const register = pathToFileURL(path.join(HERE, "exec-call-register.mjs")).href;
  const nodeArgs = [opts.node, "--no-warnings", "--import", register, probe, pkgDir, caseFile, home];
  const envArgs = ["env", "-i", ...Object.entries(env).map(([k, v]) => `${k}=${v}`)];
  const asUser = process.getuid?.() === 0 ? ["runuser", "-u", opts.user, "--"] : [];
  const argv = [...asUser, "nice", "-n", "19", ...envArgs, ...nodeArgs];
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { cwd: HERE, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeout * 1000);
    child.on("close", (code) => {
      clearTimeout(timer);
      const line = stdout
        .trim()
        .split("\n")
        .reverse()
        .find((l) => l.startsWith("{"));
      let json;
      try {
        json = line ? JSON.parse(line) : undefined;
      } catch {
        json = undefined;
      }
      resolve({ code, json, stderr });
    });
  });
}

export async function recordExecCalls(argv) {
  const opts = parseArgs(argv);
  const given = path.resolve(opts.openclaw);
  const pkgDir = fs.statSync(given).isDirectory() ? given : path.dirname(given);
  const release = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")).version;
  const out = path.resolve(opts.out ?? path.join(REPO, `test/fixtures/openclaw/exec-calls-${release}.json`));
  const mod = await import(pathToFileURL(path.resolve(opts.cases)).href);
  const cases = mod.default;
  const bin = mod.BIN ?? "/tmp/epB/bin";
  ensureBin(bin, mod.BIN_FILES ?? {});
  const nodeVersion = spawnSync(opts.node, ["--version"], { encoding: "utf8" }).stdout.trim();
  const asRoot = process.getuid?.() === 0;
  const recordedAs = asRoot ? opts.user : os.userInfo().username;
  if (recordedAs === "root") throw new Error("record the exec calls as a non-root user (--user, default nobody)");

  // A fixed scratch folder: the hashes OpenClaw writes for allow-always (argPattern "sha256:cwd-argv:...") cover the
  // cwd, so they only repeat when the case's HOME does (with --jobs 1; job N uses h<N>).
  const scratch = path.join(os.tmpdir(), `openclaw-exec-calls-${release}`);
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch);
  fs.chmodSync(scratch, 0o755);
  if (asRoot) {
    const uid = Number(spawnSync("id", ["-u", opts.user], { encoding: "utf8" }).stdout.trim());
    const gid = Number(spawnSync("id", ["-g", opts.user], { encoding: "utf8" }).stdout.trim());
    fs.chownSync(scratch, uid, gid);
  }
  const env = { PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`, SHELL: "/bin/sh", LANG: "C.UTF-8", TZ: "UTC" };

  const previous =
    opts.only && fs.existsSync(out)
      ? new Map(JSON.parse(fs.readFileSync(out, "utf8")).cases.map((c) => [c.name, c]))
      : new Map();
  const recorded = new Map();
  const failures = [];
  const fixture = () => ({
    release,
    node: nodeVersion,
    recordedAs,
    bin,
    path: env.PATH,
    cases: cases.map((c) => recorded.get(c.name) ?? previous.get(c.name)).filter(Boolean),
  });
  const write = () => {
    const tmp = `${out}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(fixture(), null, 2) + "\n");
    fs.renameSync(tmp, out);
  };

  const started = Date.now();
  const todo = cases.filter((c) => !opts.only || opts.only.has(c.name));
  let next = 0;
  let shownChunks = false;
  const worker = async (slot) => {
    const home = path.join(scratch, `h${slot}`);
    const caseFile = path.join(scratch, `case${slot}.json`);
    while (next < todo.length) {
      const c = todo[next++];
      const { pins: _pins, ...input } = c;
      fs.writeFileSync(caseFile, JSON.stringify(input));
      const t0 = Date.now();
      const r = await runProbe(opts, pkgDir, caseFile, home, env);
      const ms = Date.now() - t0;
      if (!r.json) {
        failures.push(c.name);
        console.error(`FAILED ${c.name} (exit ${r.code}): ${r.stderr.trim().split("\n").slice(-3).join(" | ")}`);
        continue;
      }
      const j = placehold(r.json, home);
      recorded.set(c.name, {
        name: c.name,
        ...(c.pins ? { pins: c.pins } : {}),
        config: j.config,
        approvals: j.approvals,
        ...(j.legacyJson ? { legacyJson: true } : {}),
        agent: j.agent,
        command: j.command,
        cwd: j.cwd,
        ...(j.params ? { params: j.params } : {}),
        approver: j.approver,
        ...(c.setup ? { setup: c.setup } : {}),
        host: j.host,
        asked: j.asked,
        ...(j.decisions ? { decisions: j.decisions } : {}),
        outcome: j.outcome,
        ...(j.approvalsAfter ? { approvalsAfter: stableApprovals(j.approvalsAfter) } : {}),
        probeAnalysis: { ...j.probeAnalysis, request: j.request, gatewayCalls: j.gatewayCalls },
      });
      write();
      const o = j.outcome;
      console.log(
        `${c.name.padEnd(48)} ${String(ms).padStart(6)} ms  ${o.kind}: ${o.text.slice(0, 90)}${o.followup ? ` -> ${o.followup.slice(0, 70)}` : ""}`,
      );
      if (!shownChunks) console.log(`  chunks: ${JSON.stringify(j.modules)}`);
      shownChunks = true;
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.jobs, todo.length) }, (_, i) => worker(i)));
  write();
  if (!opts.keep) fs.rmSync(scratch, { recursive: true, force: true });
  console.log(
    `recorded ${recorded.size} of ${todo.length} cases (${release}, as ${recordedAs}) into ${path.relative(process.cwd(), out)} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (failures.length > 0) console.error(`failed: ${failures.join(", ")}`);
  return failures.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await recordExecCalls(process.argv.slice(2));
}
