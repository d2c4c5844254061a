// node sandboxtools.mjs <pkg> <agentId> <sessionKey>: builds the REAL tool list with createOpenClawCodingTools and a
// stub sandbox context whose `tools` is the real resolveSandboxRuntimeStatus().toolPolicy (only when sandboxed).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
const [pkg, qs] = process.argv.slice(2);
const queries = JSON.parse(qs);
const dist = path.join(pkg, "dist");
const find = (region, name) => {
  for (const n of fs.readdirSync(dist)) {
    if (!/\.m?js$/.test(n)) continue;
    const t = fs.readFileSync(path.join(dist, n), "utf8");
    if (t.includes(`//#region ${region}\n`)) {
      const m = t.match(new RegExp(`\\b${name} as (\\w+)`));
      return [n, m ? m[1] : name];
    }
  }
};
const { getRuntimeConfig } = await import(pathToFileURL(path.join(dist, "config/config.js")).href);
const [f1, l1] = find("src/agents/agent-tools.ts", "createOpenClawCodingTools");
const [f2, l2] = find("src/agents/sandbox/runtime-status.ts", "resolveSandboxRuntimeStatus");
const create = (await import(pathToFileURL(path.join(dist, f1)).href))[l1];
const rsFn = (await import(pathToFileURL(path.join(dist, f2)).href))[l2];
let cfg;
try {
  cfg = getRuntimeConfig();
} catch (e) {
  console.log("@@" + JSON.stringify({ configError: String(e.message).split("\n")[0] }));
  process.exit(0);
}
const out = [];
for (const q of queries) {
  try {
    const agentId = q.agentId ?? "main";
    const sessionKey = q.sessionKey ?? `agent:${agentId}:main`;
    const rs = rsFn({ cfg, sessionKey });
    const ws = path.join(process.env.HOME, "ws");
    fs.mkdirSync(ws, { recursive: true });
    const sandbox = rs.sandboxed
      ? {
          enabled: true,
          sessionKey,
          workspaceDir: ws,
          agentWorkspaceDir: ws,
          workspaceAccess: "rw",
          containerWorkdir: "/workspace",
          tools: { allow: rs.toolPolicy.allow, deny: rs.toolPolicy.deny },
          browserAllowHostControl: false,
          docker: {},
          fsBridge: {},
        }
      : undefined;
    const tools = create({
      config: cfg,
      agentId,
      sessionKey,
      workspaceDir: ws,
      agentDir: path.join(process.env.HOME, "agentdir"),
      sandbox,
      modelProvider: q.provider,
      modelId: q.model,
      senderIsOwner: q.senderIsOwner,
    });
    out.push({ query: q, sandboxed: rs.sandboxed, tools: tools.map((t) => t.name) });
  } catch (e) {
    out.push({ query: q, error: String(e?.message ?? e).split("\n")[0] });
  }
}
console.log("@@" + JSON.stringify(out));
process.exit(0);
