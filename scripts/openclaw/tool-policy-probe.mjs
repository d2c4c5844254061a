// Child process (record.mjs --tools runs it): node tool-policy-probe.mjs <openclawPkgDir> <queriesJson>
// Loads the config exactly like the CLI (dist/config/config.js getRuntimeConfig, env decides the file),
// then, for each query {agentId, sessionKey, provider, model, senderIsOwner}, runs the REAL compiled policy
// functions over the release's core tool catalog and prints, per tool, whether it survives and which pipeline
// step (label) removed it. Functions are located by their `//#region src/...` marker and the chunk's
// `export { local as letter }` statement, so no hashed file name is hard-coded.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const pkg = process.argv[2];
const queries = JSON.parse(process.argv[3]);
const dist = path.join(pkg, "dist");
const version = JSON.parse(fs.readFileSync(path.join(pkg, "package.json"), "utf8")).version;
const v9 = !version.startsWith("2026.7");

const regionIndex = new Map();
for (const name of fs.readdirSync(dist)) {
  if (!/\.(m?js)$/.test(name)) continue;
  const text = fs.readFileSync(path.join(dist, name), "utf8");
  if (!text.includes("//#region src/")) continue;
  for (const m of text.matchAll(/^\/\/#region (src\/\S+)$/gm)) if (!regionIndex.has(m[1])) regionIndex.set(m[1], name);
}
const loaded = new Map();
async function fromRegion(region, names) {
  const file = regionIndex.get(region);
  if (!file) throw new Error(`region ${region} not found`);
  const full = path.join(dist, file);
  if (!loaded.has(full)) {
    const text = fs.readFileSync(full, "utf8");
    const exp = text.match(/export \{([^}]*)\};?\s*$/);
    const map = {};
    for (const part of (exp?.[1] ?? "").split(",")) {
      const mm = part.trim().match(/^(\S+)(?: as (\S+))?$/);
      if (mm) map[mm[1]] = mm[2] ?? mm[1];
    }
    loaded.set(full, { mod: await import(pathToFileURL(full).href), map, file });
  }
  const { mod, map, file: f } = loaded.get(full);
  const out = {};
  for (const n of names) {
    if (!(n in map)) throw new Error(`${n} not exported by ${f}`);
    out[n] = mod[map[n]];
  }
  return out;
}

const warnings = [];
const origWarn = console.warn;
console.warn = (...a) => warnings.push(a.join(" "));

const { getRuntimeConfig } = await import(pathToFileURL(path.join(dist, "config/config.js")).href);
const catalog = await fromRegion("src/agents/tool-catalog.ts", ["CORE_TOOL_GROUPS", "resolveCoreToolProfilePolicy"]);
const { resolveConversationCapabilityProfile } = await fromRegion("src/agents/conversation-capability-profile.ts", [
  "resolveConversationCapabilityProfile",
]);
const { applyToolPolicyPipeline, buildDefaultToolPolicyPipelineSteps } = await fromRegion(
  "src/agents/tool-policy-pipeline.ts",
  ["applyToolPolicyPipeline", "buildDefaultToolPolicyPipelineSteps"],
);
const { resolveSandboxRuntimeStatus } = await fromRegion("src/agents/sandbox/runtime-status.ts", [
  "resolveSandboxRuntimeStatus",
]);
const { GATEWAY_OWNER_ONLY_CORE_TOOLS } = await fromRegion("src/security/dangerous-tools.ts", [
  "GATEWAY_OWNER_ONLY_CORE_TOOLS",
]);
const { mergeAlsoAllowPolicy } = await fromRegion("src/agents/tool-policy.ts", ["mergeAlsoAllowPolicy"]);
const { isToolAllowedByPolicyName } = await fromRegion("src/agents/tool-policy-match.ts", [
  "isToolAllowedByPolicyName",
]);
const conv = v9
  ? await fromRegion("src/agents/conversation-tool-policy-pipeline.ts", [
      "resolveConversationToolPolicies",
      "buildConversationToolPolicyPipelineSteps",
    ])
  : undefined;

// The finite list: every core catalog tool, in catalog (section) order.
const coreTools = [];
for (const [group, members] of Object.entries(catalog.CORE_TOOL_GROUPS)) {
  if (group === "group:openclaw") continue;
  for (const t of members) if (!coreTools.includes(t)) coreTools.push(t);
}

function plain(policy) {
  if (!policy) return undefined;
  const o = {};
  if (policy.allow !== undefined) o.allow = [...policy.allow];
  if (policy.deny !== undefined) o.deny = [...policy.deny];
  return o;
}

let cfg;
let cfgError;
try {
  cfg = getRuntimeConfig();
} catch (e) {
  cfgError = String(e?.message ?? e)
    .split("\n")
    .slice(0, 6)
    .join("\n");
}

const results = [];
if (cfg)
  for (const q of queries) {
    try {
      const agentId = q.agentId ?? "main";
      const sessionKey = q.sessionKey ?? `agent:${agentId}:main`;
      const rs = resolveSandboxRuntimeStatus({ cfg, sessionKey });
      // Same object the runtime hands to the tool builder as sandbox.tools (resolveSandboxConfigForAgent().tools).
      const sandboxToolPolicy = rs.sandboxed ? { allow: rs.toolPolicy.allow, deny: rs.toolPolicy.deny } : undefined;
      const cap = resolveConversationCapabilityProfile({
        config: cfg,
        sessionKey,
        agentId,
        modelProvider: q.provider,
        modelId: q.model,
        sandboxToolPolicy,
        senderIsOwner: q.senderIsOwner,
      });
      const ownerOnly = q.senderIsOwner === false ? { deny: [...GATEWAY_OWNER_ONLY_CORE_TOOLS] } : undefined;
      let steps;
      if (v9) {
        // agent-tools.ts createOpenClawCodingToolsInternal -> createEmbeddedMessageInvocationPolicy
        const policies = conv.resolveConversationToolPolicies({
          capabilityProfile: cap,
          additionalProfileAllow: [],
          additionalPolicyAllow: [],
        });
        steps = conv.buildConversationToolPolicyPipelineSteps({
          capabilityProfile: cap,
          policies,
          additionalStepsAfterSandbox: [{ policy: ownerOnly, label: "gateway sender owner-only tools" }],
          includeRuntimeToolPolicy: true,
        });
      } else {
        // v7 agent-tools createOpenClawCodingTools, inline step list
        const p = cap.policy;
        steps = [
          ...buildDefaultToolPolicyPipelineSteps({
            profilePolicy: mergeAlsoAllowPolicy(p.profilePolicy, [...(p.profileAlsoAllow ?? [])]),
            profile: p.profile,
            profileUnavailableCoreWarningAllowlist: p.profilePolicy?.allow,
            providerProfilePolicy: mergeAlsoAllowPolicy(p.providerProfilePolicy, [
              ...(p.providerProfileAlsoAllow ?? []),
            ]),
            providerProfile: p.providerProfile,
            providerProfileUnavailableCoreWarningAllowlist: p.providerProfilePolicy?.allow,
            globalPolicy: p.globalPolicy,
            globalProviderPolicy: p.globalProviderPolicy,
            agentPolicy: p.agentPolicy,
            agentProviderPolicy: p.agentProviderPolicy,
            groupPolicy: p.groupPolicy,
            senderPolicy: p.senderPolicy,
            agentId: p.agentId,
          }),
          { policy: p.sandboxPolicy, label: "sandbox tools.allow" },
          { policy: ownerOnly, label: "gateway sender owner-only tools" },
          { policy: p.subagentPolicy, label: "subagent tools.allow" },
          { policy: p.inheritedToolPolicy, label: "inherited tools" },
        ];
      }
      const removedBy = {};
      const removedRule = {};
      const stepLog = [];
      const pipeWarnings = [];
      const kept = applyToolPolicyPipeline({
        tools: coreTools.map((name) => ({ name })),
        toolMeta: () => undefined,
        warn: (w) => pipeWarnings.push(w),
        steps,
        onFilter: ({ step, policy, before, after }) => {
          const keep = new Set(after.map((t) => t.name));
          const removed = before.map((t) => t.name).filter((n) => !keep.has(n));
          for (const n of removed) {
            removedBy[n] = step.label;
            // same split as tool-policy-audit.ts: a removed tool matched by the step's deny list is a "deny"
            // removal, otherwise it fell outside the step's allow list
            removedRule[n] = isToolAllowedByPolicyName(n, { deny: policy.deny }) ? "allow" : "deny";
          }
          stepLog.push({ label: step.label, policy: plain(policy), removed });
        },
      });
      results.push({
        query: { agentId, sessionKey, provider: q.provider, model: q.model, senderIsOwner: q.senderIsOwner },
        resolvedAgentId: cap.policy.agentId,
        sandbox: { mode: rs.mode, sandboxed: rs.sandboxed },
        profile: cap.policy.profile ?? null,
        providerProfile: cap.policy.providerProfile ?? null,
        steps: stepLog,
        allowed: kept.map((t) => t.name),
        removedBy,
        removedRule,
        warnings: pipeWarnings,
      });
    } catch (e) {
      results.push({ query: q, error: String(e?.message ?? e).split("\n")[0] });
    }
  }
console.warn = origWarn;
process.stdout.write(
  JSON.stringify({
    version,
    coreTools,
    ...(cfgError ? { configError: cfgError } : {}),
    results,
    logWarnings: warnings,
  }) + "\n",
);
process.exit(0);
