/**
 * The host's exec approvals as the page's third document (an OpenClaw profile's `exec-approvals.json` tab): while it
 * holds text it is the machine's approvals, in place of the scenarios' `approvals`; its syntax, schema and allowlist
 * lints show in it; "why not?" writes its changes there; and it travels with the texts (drafts, snapshots, links),
 * links without it opening as before. The tab makes it, the first time, from the scenarios' approvals if they have any.
 */
import { describe, expect, it } from "vitest";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { memorySnapshotDb, memoryStorage } from "../../src/app/platform";
import { makeLink, readLink } from "../../src/app/share/fragment";
import { approvalsSeed, EMPTY_APPROVALS } from "../../src/app/state/approvalsDocument";
import { createDocumentStore, type Documents } from "../../src/app/state/documents";
import { createSnapshotStore, docsOfSnapshot } from "../../src/app/state/snapshots";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { testAnalyzer, testLimits } from "../limits";

const CONFIG = JSON.stringify(
  {
    agents: {
      ownership: "explicit",
      defaults: { systemAgent: { agentId: "main" } },
      entries: { main: {}, ops: { tools: { exec: { security: "allowlist" } } } },
    },
  },
  null,
  2,
);
const SCENARIOS = JSON.stringify(
  {
    approvals: { version: 1, agents: { ops: { allowlist: ["git"] } } },
    calls: [{ agent: "ops", tool: "exec", command: "git status" }],
  },
  null,
  2,
);
const DOCS: Documents = { config: CONFIG, scenarios: SCENARIOS, profile: "openclaw-2026.9" };

const views = (docs: Documents) =>
  new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(docs, testLimits());
const callAnswer = (docs: Documents) => {
  const panel = views(docs).panels.openclaw;
  return panel?.ok ? panel.vm.calls[0]?.answer : undefined;
};

describe("the approvals document on the page", () => {
  it("holds the machine's approvals while it has text; empty, the scenarios' stand", () => {
    expect(callAnswer(DOCS)).toBe("run");
    expect(callAnswer({ ...DOCS, approvals: '{ "version": 1, "agents": { "ops": { "allowlist": ["make"] } } }' })).toBe(
      "refused",
    );
    expect(callAnswer({ ...DOCS, approvals: "  \n" })).toBe("run");
  });

  it("shows its own syntax, schema and allowlist problems, in itself", () => {
    const approvals = `{
  "version": 1,
  "defaults": { "security": "bogus" },
  "agents": { "ops": { "allowlist": ["git status"] } }
}`;
    const found = views({ ...DOCS, approvals }).diagnostics.filter((d) => d.doc === "approvals");
    expect(found.map((d) => [d.code.startsWith("SC") ? "schema" : d.code, d.path])).toEqual([
      ["schema", ["defaults", "security"]],
      ["OC213", ["agents", "ops", "allowlist", 0]],
    ]);
    const broken = views({ ...DOCS, approvals: "{ not json" }).diagnostics.filter((d) => d.doc === "approvals");
    expect(broken.length).toBeGreaterThan(0);
  });

  it("is where why not? writes the allowlist entry", () => {
    const approvals = '{ "version": 1, "agents": { "ops": { "allowlist": ["make"] } } }';
    const why = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).why(
      { ...DOCS, approvals },
      { kind: "call", index: 0 },
      testLimits(),
    );
    const entry = why.suggestions.find((s) => s.title.startsWith('Allowlist "git" for agent "ops" in'));
    expect(entry?.edits.map((e) => e.doc)).toEqual(["approvals"]);
  });

  it("is made the first time from the scenarios' approvals, else empty", () => {
    expect(JSON.parse(approvalsSeed(SCENARIOS))).toEqual({ version: 1, agents: { ops: { allowlist: ["git"] } } });
    expect(approvalsSeed(JSON.stringify({ approvals: "{ version: 1 }" }))).toBe("{ version: 1 }");
    expect(approvalsSeed("{}")).toBe(EMPTY_APPROVALS);
    expect(approvalsSeed("{ not json")).toBe(EMPTY_APPROVALS);
  });
});

describe("the approvals document travels with the texts", () => {
  const approvals = '{ "version": 1, "defaults": { "security": "deny" } }\n';

  it("is saved with the draft and comes back after a reload", () => {
    const storage = memoryStorage();
    const session = memoryStorage();
    const store = createDocumentStore({ storage, session, clock: () => 1 });
    store.replace(DOCS);
    store.setText("approvals", approvals);
    expect(store.get().docs).toEqual({ ...DOCS, approvals });
    expect(createDocumentStore({ storage, session, clock: () => 2 }).get().docs).toEqual({ ...DOCS, approvals });
  });

  it("is kept in a snapshot and restored with it", async () => {
    const snapshots = createSnapshotStore({ db: memorySnapshotDb(), clock: () => 5, newId: () => "s1" });
    const taken = await snapshots.take("mine", { ...DOCS, approvals });
    expect(docsOfSnapshot(taken)).toEqual({ ...DOCS, approvals });
    expect(await snapshots.take("without", DOCS)).not.toBe(taken);
  });

  it("travels in a share link, on its tab; a link without it opens without it", () => {
    const made = makeLink("http://x/", { ...DOCS, approvals }, "approvals");
    const read = made.ok ? readLink({ hash: `#${made.fragment}` }) : undefined;
    expect(read?.ok && read.state).toMatchObject({ approvals, tab: "approvals", scenarios: SCENARIOS, config: CONFIG });
    const plain = makeLink("http://x/", DOCS, "config");
    const readPlain = plain.ok ? readLink({ hash: `#${plain.fragment}` }) : undefined;
    expect(readPlain?.ok && "approvals" in readPlain.state).toBe(false);
  });
});
