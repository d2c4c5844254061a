#!/usr/bin/env node
// Runs ONE exec call through the real compiled OpenClaw exec tool (`createExecTool(...).execute()`) with the gateway
// RPC stubbed (exec-call-hooks.mjs), and prints one JSON object on stdout. Used by record-exec-calls.mjs
// (`record.mjs --exec-calls`); derived from the research probe probes/exec-approvals/run-case.mjs
// (docs/openclaw-cli/exec-approvals.md, section 9 and appendix A).
//
//   node --no-warnings --import ./exec-call-register.mjs exec-call-probe.mjs <openclaw package dir> <case.json> <home>
//
// Run it as a NON-ROOT user (as root every executable is "mutable" for 2026.9's approval binding), one process per
// case, with a fixed PATH and SHELL=/bin/sh. Allowed commands really run: use harmless executables only.
// <home> is wiped and becomes HOME, with the state folder <home>/.openclaw (OPENCLAW_STATE_DIR) and the default
// cwd <home>/work. Every "<home>" in the case is replaced by it, and a leading "~" in setup paths and prependPath.
//
// The case (see cases-exec-calls.mjs): { name, config, agentExec?, approvals (object | {raw} | null), legacyJson?,
//   agent?, command, cwd?, params?, approver ("none" | "timeout" | "allow-once" | "allow-always" | "deny"),
//   setup? [{ path, content? | symlinkTo? }], prependPath?, dumpApprovals? }
//
// Compiled chunks: their names are hashed per release (bash-tools-B2oth0P7.mjs), so they are looked up by what they
// export: resolveDistModules() scans dist/ for the chunk whose name starts with the expected prefix and whose export
// list names the function (falling back to any top-level chunk), and reads the minified export letter from it.
// Which style of wiring the release needs is decided by what it has: a chunk exporting `resolveExecToolConfig`
// (2026.9 style: config layering via resolveExecToolConfig + projectEffectiveExecPolicy, approvals in SQLite,
// per-agent config under agents.entries.<id>) or not (2026.7 style: applyExecPolicyLayer + resolveAgentConfig, a
// JSON approvals file, agents.list[] with ids).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Function name -> expected chunk-name prefix. */
const WANTED = {
  createExecTool: "bash-tools",
  resolveExecToolConfig: "lazy-exec-tool",
  projectEffectiveExecPolicy: "session-permission-exec-mode",
  runOpenClawStateWriteTransaction: "openclaw-state-db",
  writeExecApprovalsConfigRow: "exec-approvals-sqlite",
  applyExecPolicyLayer: "exec-policy",
  resolveAgentConfig: "agent-scope-config",
  resolveMergedSafeBinProfileFixtures: "exec-safe-bin-runtime-policy",
};

function exportLetter(text, name) {
  for (const m of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1].split(",")) {
      const [local, alias] = part.trim().split(/\s+as\s+/);
      if (local === name) return alias ?? local;
    }
  }
  return undefined;
}

const defines = (text, name) => new RegExp(`(?:function\\*?|class|const|let|var)\\s+${name}\\b`).test(text);

/** { name: { file, exportName } } for the functions of WANTED that the release's dist/ has. */
export function resolveDistModules(distDir) {
  const files = fs.readdirSync(distDir).filter((f) => /\.m?js$/.test(f));
  const found = {};
  const missing = [];
  for (const [name, prefix] of Object.entries(WANTED)) {
    const re = new RegExp(`^${prefix}-[A-Za-z0-9_-]+\\.m?js$`);
    // Prefer the chunk that defines the function over thin re-export chunks (2026.7 has both for bash-tools).
    let reexport;
    for (const f of files.filter((x) => re.test(x))) {
      const text = fs.readFileSync(path.join(distDir, f), "utf8");
      const letter = exportLetter(text, name);
      if (!letter) continue;
      if (defines(text, name)) {
        found[name] = { file: f, exportName: letter };
        break;
      }
      reexport ??= { file: f, exportName: letter };
    }
    if (!found[name] && reexport) found[name] = reexport;
    if (!found[name]) missing.push(name);
  }
  // Slow path: a chunk renamed between releases. Only names that must define the function are accepted.
  if (missing.length > 0) {
    for (const f of files) {
      const text = fs.readFileSync(path.join(distDir, f), "utf8");
      for (const name of missing) {
        if (found[name] || !defines(text, name)) continue;
        const letter = exportLetter(text, name);
        if (letter) found[name] = { file: f, exportName: letter };
      }
    }
  }
  return found;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** Run-specific tokens in OpenClaw's texts: full ids, 8-hex short ids, v7 session slugs. */
export function normalizeText(text) {
  return String(text)
    .replace(UUID, "<uuid>")
    .replace(/\(id [0-9a-f]{8}, full <uuid>\)/g, "(id <id>, full <uuid>)")
    .replace(/session=[a-z0-9-]+/g, "session=<session>");
}

/** Splits leading "Warning: ..." paragraphs off a tool text; returns { warnings, first line of the rest }. */
function splitText(text) {
  const lines = normalizeText(text).split("\n");
  const warnings = [];
  let i = 0;
  for (; i < lines.length; i++) {
    if (lines[i].startsWith("Warning: ")) warnings.push(lines[i]);
    else if (lines[i].trim() !== "") break;
  }
  return { warnings, first: lines[i] ?? "" };
}

/**
 * The recorder's filesystem oracle (not OpenClaw's answer): every word of the command that could be an executable,
 * looked up as a shell would: with a "/" against the cwd (after "~" expansion), else in PATH; it counts when it is a
 * regular file this (non-root) user may execute.
 */
export function executableOracle(command, { cwd, home, pathEnv }) {
  const words = command
    .split(/\|\||&&|\|&|[|&;()\n\s]+/)
    .map((w) => w.replace(/["'`]/g, ""))
    .filter((w) => w !== "" && !w.startsWith("-") && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w));
  const isExecutable = (p) => {
    try {
      if (!fs.statSync(p).isFile()) return false;
      fs.accessSync(p, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  const out = {};
  for (const word of words) {
    if (word in out) continue;
    let found = null;
    if (word.includes("/")) {
      const expanded = word === "~" || word.startsWith("~/") ? home + word.slice(1) : word;
      const p = path.resolve(cwd, expanded);
      if (isExecutable(p)) found = p;
    } else {
      for (const dir of pathEnv.split(":")) {
        if (dir === "") continue;
        const p = path.join(path.resolve(cwd, dir), word);
        if (isExecutable(p)) {
          found = p;
          break;
        }
      }
    }
    out[word] = found ? { path: found, realPath: fs.realpathSync(found) } : null;
  }
  return out;
}

/** The login shell's PATH, which the gateway puts before its own PATH for lookups and runs (`$SHELL -l -c 'env -0'`). */
function loginShellPath() {
  const r = spawnSync(process.env.SHELL || "/bin/sh", ["-l", "-c", "env -0"], {
    env: process.env,
    encoding: "utf8",
    timeout: 15000,
  });
  if (r.status !== 0) return null;
  const entry = r.stdout.split("\0").find((e) => e.startsWith("PATH="));
  return entry?.slice(5).trim() || null;
}

async function main() {
  const [pkgDir, casePath, home] = process.argv.slice(2);
  if (!pkgDir || !casePath || !home)
    throw new Error("usage: exec-call-probe.mjs <openclaw package dir> <case.json> <home>");
  const distDir = path.join(path.resolve(pkgDir), "dist");
  const release = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")).version;
  const mods = resolveDistModules(distDir);
  const imp = (f) => import(pathToFileURL(path.join(distDir, f)).href);
  const fn = async (name) => {
    if (!mods[name]) throw new Error(`no chunk in ${distDir} exports ${name}`);
    return (await imp(mods[name].file))[mods[name].exportName];
  };
  const style = mods.resolveExecToolConfig && mods.projectEffectiveExecPolicy ? "entries" : "list";

  // ---- the case, with <home> expanded -------------------------------------------------------------------------
  const spec = JSON.parse(fs.readFileSync(casePath, "utf8").replaceAll("<home>", home));
  const tilde = (p) => p.replace(/^~(?=\/|$)/, home);
  fs.rmSync(home, { recursive: true, force: true });
  const stateDir = path.join(home, ".openclaw");
  fs.mkdirSync(stateDir, { recursive: true });
  process.env.HOME = home;
  process.env.OPENCLAW_STATE_DIR = stateDir;
  const cwd = spec.cwd ?? path.join(home, "work");
  fs.mkdirSync(cwd, { recursive: true });
  for (const f of spec.setup ?? []) {
    const p = tilde(f.path);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    if (f.symlinkTo) fs.symlinkSync(tilde(f.symlinkTo), p);
    else fs.writeFileSync(p, f.content ?? "#!/bin/sh\necho FILE-RAN $0 $*\n", { mode: 0o755 });
  }
  if (spec.prependPath) process.env.PATH = [...spec.prependPath.map(tilde), process.env.PATH].join(":");

  // per-agent config in the release's own shape
  const cfg = structuredClone(spec.config ?? {});
  if (spec.agentExec) {
    cfg.agents ??= {};
    if (style === "list") {
      cfg.agents.list = Object.entries(spec.agentExec).map(([id, exec]) => ({
        id,
        ...(exec ? { tools: { exec } } : {}),
      }));
    } else {
      cfg.agents.entries = Object.fromEntries(
        Object.entries(spec.agentExec).map(([id, exec]) => [id, exec ? { tools: { exec } } : {}]),
      );
      // Several keyed agents: the config names who owns them and which is the system agent, as `config validate`
      // asks (the exec tool itself does not care, but a config the release refuses answers nothing in the studio).
      if (Object.keys(spec.agentExec).length > 1) {
        cfg.agents.ownership = "explicit";
        cfg.agents.defaults = { ...cfg.agents.defaults, systemAgent: { agentId: "main" } };
      }
    }
  }
  fs.writeFileSync(path.join(stateDir, "openclaw.json"), JSON.stringify(cfg, null, 2));

  const infra = await imp("plugin-sdk/infra-runtime.js");
  let approvals = spec.approvals ?? null;
  let legacyJson = false;
  const jsonFile = path.join(stateDir, "exec-approvals.json");
  if (style === "list") {
    // 2026.7 keeps the document in exec-approvals.json: a "legacy" file simply is the document.
    if (spec.legacyJson && approvals === null) approvals = spec.legacyJson;
    if (approvals !== null) {
      const raw = approvals.raw ?? JSON.stringify(approvals, null, 2);
      fs.writeFileSync(jsonFile, raw, { mode: 0o600 });
    }
  } else {
    if (approvals?.raw !== undefined) {
      // a malformed row, written as is
      const tx = await fn("runOpenClawStateWriteTransaction");
      const writeRow = await fn("writeExecApprovalsConfigRow");
      tx(
        ({ db }) => writeRow({ db, file: { version: 1 }, raw: approvals.raw }),
        {},
        { operationLabel: "exec-call-probe" },
      );
    } else if (approvals !== null) {
      infra.saveExecApprovals(approvals);
    }
    if (spec.legacyJson) {
      fs.writeFileSync(jsonFile, JSON.stringify(spec.legacyJson));
      legacyJson = true;
    }
  }

  // ---- gateway stub ---------------------------------------------------------------------------------------------
  const approver = spec.approver ?? "none";
  const gatewayCalls = [];
  const followups = [];
  let request;
  globalThis.__ocGatewayStub = async (method, _opts, params) => {
    gatewayCalls.push(method);
    if (method === "exec.approval.request") {
      request ??= params ?? {};
      if (approver === "none") return { id: params.id, decision: null };
      return { status: "accepted", id: params.id };
    }
    if (method === "exec.approval.waitDecision") {
      if (approver === "timeout") return { id: params.id, decision: null };
      return { id: params.id, decision: approver };
    }
    const t = JSON.stringify(params ?? {});
    if (process.env.EXEC_CALL_DEBUG) process.stderr.write(`gateway ${method} ${t}\n`);
    // a follow-up message embeds "Exec finished (...)" / "Exec denied (...)" in a longer text
    for (const m of t.matchAll(/Exec (?:denied|finished|running) \((?:[^"\\]|\\.)*/g))
      followups.push(JSON.parse(`"${m[0]}"`));
    return { ok: true, status: "ok", runId: "r1" };
  };

  // ---- exec tool defaults, as the agent runtime builds them ---------------------------------------------------
  const agentId = spec.agent ?? "main";
  let defaults;
  if (style === "list") {
    const applyExecPolicyLayer = await fn("applyExecPolicyLayer");
    const resolveAgentConfig = await fn("resolveAgentConfig");
    const resolveMergedSafeBinProfileFixtures = await fn("resolveMergedSafeBinProfileFixtures");
    const g = cfg.tools?.exec;
    const a = resolveAgentConfig(cfg, agentId)?.tools?.exec;
    const layered = applyExecPolicyLayer(applyExecPolicyLayer({}, g), a);
    defaults = {
      host: a?.host ?? g?.host,
      mode: layered.mode,
      security: layered.security,
      ask: layered.ask,
      safeBins: a?.safeBins ?? g?.safeBins,
      strictInlineEval: a?.strictInlineEval ?? g?.strictInlineEval,
      safeBinTrustedDirs: a?.safeBinTrustedDirs ?? g?.safeBinTrustedDirs,
      safeBinProfiles: resolveMergedSafeBinProfileFixtures({ global: g, local: a }),
      pathPrepend: a?.pathPrepend ?? g?.pathPrepend,
    };
  } else {
    const resolveExecToolConfig = await fn("resolveExecToolConfig");
    const projectEffectiveExecPolicy = await fn("projectEffectiveExecPolicy");
    const execConfig = resolveExecToolConfig({ cfg, agentId });
    defaults = {
      ...projectEffectiveExecPolicy({ base: execConfig }),
      safeBins: execConfig.safeBins,
      strictInlineEval: execConfig.strictInlineEval,
      safeBinTrustedDirs: execConfig.safeBinTrustedDirs,
      safeBinProfiles: execConfig.safeBinProfiles,
      pathPrepend: execConfig.pathPrepend,
    };
  }
  defaults = {
    ...defaults,
    config: cfg,
    agentId,
    cwd,
    sessionKey: `agent:${agentId}:main`,
    allowBackground: false,
    notifyOnExit: false,
    timeoutSec: 20,
    autoReviewer: async () => ({ decision: "ask", risk: "medium", rationale: "probe: auto-review disabled" }),
  };

  // The PATH lookups use: tools.exec.pathPrepend, then the login shell's PATH, then the process PATH (deduplicated).
  const shellPath = loginShellPath();
  const effectivePath = [
    ...new Set(
      [...(defaults.pathPrepend ?? []), ...(shellPath ?? "").split(":"), ...process.env.PATH.split(":")]
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ].join(":");
  const host = {
    home,
    path: effectivePath,
    processPath: process.env.PATH,
    loginShellPath: shellPath,
    executables: executableOracle(spec.command, { cwd, home, pathEnv: effectivePath }),
  };

  // ---- informational: the policy-only allowlist analysis (no runtime safe-bin profiles or trusted dirs) ---------
  let probeAnalysis;
  try {
    let file;
    try {
      file = infra.loadExecApprovals();
    } catch {
      file = { version: 1, agents: {} };
    }
    const resolved = infra.resolveExecApprovalsFromFile({
      file,
      agentId,
      overrides: { security: defaults.security ?? "full", ask: defaults.ask ?? "off" },
    });
    const ev = await infra.evaluateShellAllowlistWithAuthorization({
      command: spec.command,
      allowlist: resolved.allowlist,
      safeBins: infra.resolveSafeBins(defaults.safeBins),
      safeBinProfiles: undefined,
      cwd,
      env: process.env,
      platform: process.platform,
      trustedSafeBinDirs: undefined,
    });
    probeAnalysis = {
      policy: { security: defaults.security, ask: defaults.ask, host: defaults.host, mode: defaults.mode },
      approvalsAgent: resolved.agent,
      analysisOk: ev.analysisOk,
      allowlistSatisfied: ev.allowlistSatisfied,
      planOk: ev.authorizationPlan?.ok,
      planReason: ev.authorizationPlan?.reason,
      segments: ev.segments.map((s, i) => ({
        argv: s.argv,
        resolvedPath: s.resolution?.execution?.resolvedPath ?? null,
        policyBlocked: s.resolution?.policyBlocked || undefined,
        blockedWrapper: s.resolution?.blockedWrapper,
        satisfiedBy: ev.segmentSatisfiedBy?.[i] ?? null,
        matched: ev.segmentAllowlistEntries?.[i]?.pattern ?? null,
      })),
    };
  } catch (e) {
    probeAnalysis = { error: normalizeText(e?.message ?? e).split("\n")[0] };
  }

  // ---- the real exec tool ---------------------------------------------------------------------------------------
  const createExecTool = await fn("createExecTool");
  const tool = createExecTool(defaults);
  const params = { command: spec.command, ...(spec.params ?? {}) };
  let outcome;
  try {
    const res = await tool.execute("call-1", params, undefined, undefined);
    const text = (res?.content ?? []).map((c) => c.text).join("\n");
    const { warnings, first } = splitText(text);
    const status = res?.details?.status;
    // The command ran when the tool reports its exit (completed, or failed with an exit code / "Command not
    // found"); a policy denial is "failed" with an "Exec denied (...)" text and no exit code.
    const ran =
      status === "completed" ||
      (status === "failed" && typeof res?.details?.exitCode === "number") ||
      (status === "failed" && !/^Exec denied \(/.test(first));
    outcome = {
      kind: ran ? "run" : String(status),
      text: first,
      ...(warnings.length ? { warnings } : {}),
      ...(typeof res?.details?.exitCode === "number" ? { exitCode: res.details.exitCode } : {}),
    };
  } catch (e) {
    outcome = { kind: "throw", text: splitText(e?.message ?? e).first };
  }
  // v7's async paths (approval-pending / approval-unavailable) report later through the gateway: wait for them.
  if (outcome.kind === "approval-pending" || outcome.kind === "approval-unavailable") {
    const until = Date.now() + 8000;
    while (Date.now() < until && !followups.some((f) => /^Exec (?:denied|finished)/.test(f))) {
      await new Promise((r) => setTimeout(r, 100));
    }
  } else {
    await new Promise((r) => setTimeout(r, 200));
  }
  if (followups.length > 0) outcome.followup = normalizeText(followups.at(-1)).split("\n")[0];

  let decisions;
  if (request) {
    try {
      decisions = infra.resolveExecApprovalRequestAllowedDecisions({
        ask: request.ask,
        unavailableDecisions: request.unavailableDecisions,
      });
    } catch {
      decisions = undefined;
    }
  }

  const out = {
    release,
    style,
    modules: Object.fromEntries(Object.entries(mods).map(([k, v]) => [k, `${v.file}#${v.exportName}`])),
    config: cfg,
    approvals,
    ...(legacyJson ? { legacyJson: true } : {}),
    agent: agentId,
    command: spec.command,
    cwd,
    ...(spec.params ? { params: spec.params } : {}),
    approver,
    host,
    asked: request !== undefined,
    ...(decisions ? { decisions } : {}),
    ...(request
      ? {
          request: { security: request.security, ask: request.ask, unavailableDecisions: request.unavailableDecisions },
        }
      : {}),
    outcome,
    gatewayCalls: [...new Set(gatewayCalls)],
    probeAnalysis,
  };
  if (spec.dumpApprovals) {
    try {
      out.approvalsAfter = infra.loadExecApprovals().agents;
    } catch (e) {
      out.approvalsAfter = { error: normalizeText(e?.message ?? e).split("\n")[0] };
    }
  }
  process.stdout.write(JSON.stringify(out) + "\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    () => process.exit(0),
    (e) => {
      process.stderr.write(`exec-call-probe: ${e?.stack ?? e}\n`);
      process.exit(2);
    },
  );
}
