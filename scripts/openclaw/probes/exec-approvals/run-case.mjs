// Runs ONE exec-policy case against the real compiled OpenClaw exec tool (createExecTool)
// with the gateway RPC stubbed (see hooks.mjs). Prints one JSON object on stdout.
//
// usage: node --import ./register.mjs run-case.mjs <v7|v9> <case.json>
//
// case.json: {
//   name, config (openclaw.json object), approvals (object | {"__raw": "..."} | null),
//   legacyJson (v9 only: also drop an exec-approvals.json into the state dir),
//   agentId ("main"), command, cwd, route ("no-route"|"timeout"|"allow-once"|"allow-always"|"deny"),
//   params (extra exec tool params, e.g. {"ask":"always"}), defaults (extra createExecTool defaults)
// }
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [version, casePath] = process.argv.slice(2);
const spec = JSON.parse(fs.readFileSync(casePath, "utf8"));
const ROOT = version === "v7" ? "/tmp/oc/v7/node_modules/openclaw/dist" : "/tmp/oc/v9/node_modules/openclaw/dist";
const M =
  version === "v7"
    ? {
        bash: "bash-tools-CyE1RY3a.js",
        policyLayer: ["exec-policy-BflCBOxt.js", "t"],
        agentConfig: ["agent-scope-config-D9dv8nfV.js", "r"],
        safeBinMerge: ["exec-safe-bin-runtime-policy-CqOP8E6q.js", "i"],
        approvals: "plugin-sdk/infra-runtime.js",
      }
    : {
        bash: "bash-tools-B2oth0P7.mjs",
        toolConfig: ["lazy-exec-tool-50ap1Jbj.mjs", "n"],
        project: ["session-permission-exec-mode-Bn0mEuts.mjs", "n"],
        approvals: "plugin-sdk/infra-runtime.js",
      };
const imp = (f) => import(pathToFileURL(path.join(ROOT, f)).href);

// ---- isolated state dir / home -------------------------------------------------
const caseDir = process.env.EPB_CASE_DIR;
fs.rmSync(caseDir, { recursive: true, force: true });
const stateDir = path.join(caseDir, ".openclaw");
fs.mkdirSync(stateDir, { recursive: true });
process.env.HOME = caseDir;
process.env.OPENCLAW_STATE_DIR = stateDir;
const work = spec.cwd ?? path.join(caseDir, "work");
fs.mkdirSync(work, { recursive: true });
// version-specific per-agent config shape
if (spec.agentExec) {
  spec.config = structuredClone(spec.config ?? {});
  spec.config.agents ??= {};
  if (version === "v7")
    spec.config.agents.list = Object.entries(spec.agentExec).map(([id, exec]) => ({ id, tools: { exec } }));
  else
    spec.config.agents.entries = Object.fromEntries(
      Object.entries(spec.agentExec).map(([id, exec]) => [id, { tools: { exec } }]),
    );
}
for (const f of spec.setup ?? []) {
  const p = f.path.replace(/^~/, caseDir);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  if (f.symlinkTo) fs.symlinkSync(f.symlinkTo, p);
  else fs.writeFileSync(p, f.content ?? "#!/bin/sh\necho FILE-RAN $0 $*\n", { mode: 0o755 });
}
if (spec.prependPath)
  process.env.PATH = spec.prependPath.map((d) => d.replace(/^~/, caseDir)).join(":") + ":" + process.env.PATH;
fs.writeFileSync(path.join(stateDir, "openclaw.json"), JSON.stringify(spec.config ?? {}, null, 2));

const infra = await imp(M.approvals);
// approvals document
if (spec.approvals !== null && spec.approvals !== undefined) {
  if (version === "v7") {
    const raw = spec.approvals.__raw ?? JSON.stringify(spec.approvals, null, 2);
    fs.writeFileSync(path.join(stateDir, "exec-approvals.json"), raw, { mode: 0o600 });
  } else if (spec.approvals.__raw !== undefined) {
    // write an arbitrary raw row (malformed-content test)
    const db = await imp("openclaw-state-db-BFK9cMiV.mjs");
    const sq = await imp("exec-approvals-sqlite-B0xu2OwW.mjs");
    db.c(
      ({ db: conn }) => sq.u({ db: conn, file: { version: 1 }, raw: spec.approvals.__raw }),
      {},
      { operationLabel: "epb" },
    );
  } else {
    infra.saveExecApprovals(spec.approvals);
  }
}
if (spec.legacyJson) fs.writeFileSync(path.join(stateDir, "exec-approvals.json"), JSON.stringify(spec.legacyJson));

// ---- gateway stub ------------------------------------------------------------
const route = spec.route ?? "no-route";
const gatewayCalls = [];
const followupTexts = [];
globalThis.__ocGatewayStub = async (method, _opts, params) => {
  gatewayCalls.push({
    method,
    ...(method.startsWith("exec.approval")
      ? {
          security: params?.security,
          ask: params?.ask,
          unavailableDecisions: params?.unavailableDecisions,
          resolvedPath: params?.resolvedPath,
        }
      : {}),
  });
  if (method === "exec.approval.request") {
    if (route === "no-route") return { id: params.id, decision: null };
    return { status: "accepted", id: params.id };
  }
  if (method === "exec.approval.waitDecision") {
    if (route === "timeout") return { id: params.id, decision: null };
    return { id: params.id, decision: route };
  }
  const t = JSON.stringify(params ?? {});
  const m = /(Exec (?:denied|finished|running)[^"\\]*(?:\\.[^"\\]*)*)/.exec(t);
  if (m) followupTexts.push(m[1].replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "<uuid>").slice(0, 400));
  return { ok: true, status: "ok", runId: "r1" };
};

// ---- build exec tool defaults like agent-tools does ------------------------------
const cfg = spec.config ?? {};
const agentId = spec.agentId ?? "main";
let defaults;
if (version === "v7") {
  const applyExecPolicyLayer = (await imp(M.policyLayer[0]))[M.policyLayer[1]];
  const resolveAgentConfig = (await imp(M.agentConfig[0]))[M.agentConfig[1]];
  const resolveMergedSafeBinProfileFixtures = (await imp(M.safeBinMerge[0]))[M.safeBinMerge[1]];
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
  const resolveExecToolConfig = (await imp(M.toolConfig[0]))[M.toolConfig[1]];
  const projectEffectiveExecPolicy = (await imp(M.project[0]))[M.project[1]];
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
  cwd: work,
  sessionKey: `agent:${agentId}:main`,
  allowBackground: false,
  notifyOnExit: false,
  timeoutSec: 20,
  autoReviewer: async () => ({ decision: "ask", risk: "medium", rationale: "harness: auto-review disabled" }),
  ...(spec.defaults ?? {}),
};

// ---- policy view (pure pieces) ------------------------------------------------
let file;
let loadError;
try {
  file = infra.loadExecApprovals();
} catch (e) {
  loadError = String(e?.message ?? e);
  file = { version: 1, agents: {} };
}
const out = {
  version,
  name: spec.name,
  command: spec.command,
  route,
  defaults: { host: defaults.host, mode: defaults.mode, security: defaults.security, ask: defaults.ask },
};
try {
  const r = infra.resolveExecApprovalsFromFile({ file, agentId, overrides: { security: "full", ask: "off" } });
  out.approvalsAgent = r.agent;
  if (loadError) out.loadError = loadError;
  out.agentSources = r.agentSources;
} catch (e) {
  out.approvalsAgentError = String(e?.message ?? e);
}

// ---- allowlist evaluation (same call processGatewayAllowlist makes) ------------
try {
  const fileNow = file;
  const resolved = infra.resolveExecApprovalsFromFile({
    file: fileNow,
    agentId,
    overrides: { security: defaults.security ?? "full", ask: defaults.ask ?? "off" },
  });
  const ev = await infra.evaluateShellAllowlistWithAuthorization({
    command: spec.command,
    allowlist: resolved.allowlist,
    safeBins: infra.resolveSafeBins(defaults.safeBins),
    safeBinProfiles: undefined,
    cwd: work,
    env: process.env,
    platform: process.platform,
    trustedSafeBinDirs: undefined,
  });
  out.analysis = {
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
  out.analysisError = String(e?.message ?? e);
}

// ---- run the real exec tool ----------------------------------------------------
const { r: createExecTool } = await imp(M.bash);
const tool = createExecTool(defaults);
const params = { command: spec.command, ...(spec.params ?? {}) };
const t0 = Date.now();
try {
  const res = await tool.execute("call-1", params, undefined, undefined);
  const text = (res?.content ?? []).map((c) => c.text).join("\n");
  out.tool = {
    kind: "result",
    status: res?.details?.status,
    text: text.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "<uuid>").slice(0, 1200),
  };
} catch (e) {
  out.tool = {
    kind: "throw",
    text: String(e?.message ?? e)
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "<uuid>")
      .slice(0, 1200),
  };
}
out.ms = Date.now() - t0;
// let async follow-ups settle (v7 no-route / timeout paths continue in background)
await new Promise((r) => setTimeout(r, 1500));
out.gatewayCalls = gatewayCalls.map((c) => (c.method === "agent" || c.method === "send" ? { method: c.method } : c));
out.followups = followupTexts;
if (spec.dumpApprovals) {
  try {
    out.approvalsAfter = infra.loadExecApprovals().agents;
  } catch (e) {
    out.approvalsAfter = String(e);
  }
}
console.log(JSON.stringify(out));
process.exit(0);
