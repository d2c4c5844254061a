import fs from "node:fs";
const v = process.argv[2];
const o = JSON.parse(fs.readFileSync(`/tmp/epC3/out-${v}.json`, "utf8"));
const core = o.find((c) => c.coreTools)?.coreTools ?? [];
console.log(`## ${v} core tools (${core.length}): ${core.join(", ")}`);
for (const c of o) {
  if (c.configError) {
    console.log(
      `\n### ${c.name}\nconfig: ${JSON.stringify(c.config)}\nCONFIG ERROR: ${c.configError.split("\n").slice(1).join(" ")}`,
    );
    continue;
  }
  console.log(`\n### ${c.name}\nconfig: ${JSON.stringify(c.config)}`);
  for (const r of c.results) {
    if (r.error) {
      console.log(`- ${JSON.stringify(r.query)} ERROR ${r.error}`);
      continue;
    }
    const q = r.query;
    const qs = `${q.agentId} ${q.sessionKey}${q.provider ? ` ${q.provider}/${q.model}` : ""}${q.senderIsOwner === false ? " senderIsOwner=false" : ""}`;
    const allowedAll = r.allowed.length === core.length;
    console.log(
      `- ${qs} [sandbox ${r.sandbox.mode}, sandboxed=${r.sandbox.sandboxed}]: ${allowedAll ? "ALL " + core.length : r.allowed.length + " allowed"}`,
    );
    for (const s of r.steps) {
      const den = s.removed.filter((n) => r.removedRule[n] === "deny"),
        al = s.removed.filter((n) => r.removedRule[n] !== "deny");
      console.log(
        `    step "${s.label}" policy=${JSON.stringify(s.policy)} removed${den.length ? ` by deny=[${den.join(", ")}]` : ""}${al.length ? ` outside allow=[${al.join(", ")}]` : ""}${s.removed.length ? "" : "=[]"}`,
      );
    }
    if (!allowedAll && r.allowed.length <= 30) console.log(`    allowed=[${r.allowed.join(", ")}]`);
    if (r.warnings.length) console.log(`    warnings: ${r.warnings.join(" | ")}`);
  }
}
