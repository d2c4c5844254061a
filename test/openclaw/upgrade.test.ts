// The upgrade preview: what changes when a config moves from OpenClaw 2026.7 to 2026.9. The same text on the same
// machine under both releases; every answer that differs comes back as a change with its fields, and a config with a
// legacy agents.list carries its conversion.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  conversionAdditionText,
  conversionRefusalText,
  evaluateOpenClaw,
  listMappingText,
  OpenClawAnalyzer,
  type OpenClawAgent,
  type OpenClawAnswer,
  type OpenClawEnvironment,
  type UpgradeChange,
  upgradeChangeText,
  type UpgradeStep,
} from "../../src/core/index";
import { diffOpenClawAnswers, upgradePreview, OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { recordedInputs } from "./recorded";

/** The upgrade the tests preview: from the legacy roster's release to the one after it. */
const STEP: UpgradeStep = { from: "openclaw-2026.7", to: "openclaw-2026.9" };

const machine: OpenClawEnvironment = { home: "/h", cwd: "/w", vars: {}, configAt: "/h/.openclaw/openclaw.json" };
const state: OpenClawEnvironment = {
  ...machine,
  vars: { OPENCLAW_STATE_DIR: "/state" },
  configAt: "/state/openclaw.json",
};

describe("upgradePreview", () => {
  it.each<[string, string, OpenClawEnvironment, UpgradeChange[]]>([
    [
      "a fleet with no marker: 2026.9 rejects it",
      '{ "agents": { "list": [{ "id": "writer" }, { "id": "main" }] } }',
      machine,
      [
        {
          kind: "verdict-rejected",
          issues: [{ kind: "fleet-without-owner", path: ["agents", "ownership"], count: 2 }],
        },
      ],
    ],
    [
      "sanitized ids: 2026.9 does not read the list",
      '{ "agents": { "list": [{ "id": "My Agent" }] } }',
      machine,
      [
        {
          kind: "verdict-rejected",
          issues: [
            { kind: "unrecognized-key", path: ["agents"], keys: ["list"] },
            { kind: "no-configured-agent", path: ["agents", "entries"] },
          ],
        },
      ],
    ],
    [
      "a marked fleet under a state folder: the default agent's workspace moves",
      '{ "agents": { "list": [{ "id": "a", "default": true }, { "id": "b" }] } }',
      state,
      [
        { kind: "warning-added", warning: { kind: "list-moved", path: ["agents", "entries"] } },
        { kind: "warning-added", warning: { kind: "ownership-materialized", path: ["agents", "entries"] } },
        { kind: "warning-added", warning: { kind: "default-markers-removed", path: ["agents", "entries"] } },
        { kind: "workspace-moved", id: "a", before: "/h/.openclaw/workspace", after: "/state/workspace" },
      ],
    ],
    [
      "no roster with OPENCLAW_PROFILE: main's workspace moves",
      "{}",
      { ...machine, vars: { OPENCLAW_PROFILE: "work" } },
      [
        {
          kind: "workspace-moved",
          id: "main",
          before: "/h/.openclaw/workspace-work",
          after: "/h/.openclaw-work/workspace",
        },
      ],
    ],
    [
      "an explicit fleet: 2026.7 rejects what 2026.9 accepts",
      '{ "agents": { "ownership": "explicit", "defaults": { "systemAgent": { "agentId": "a" } }, "entries": { "a": {}, "b": {} } } }',
      machine,
      [
        {
          kind: "verdict-accepted",
          issues: [
            { kind: "unrecognized-key", path: ["agents", "defaults"], keys: ["systemAgent"] },
            { kind: "unrecognized-key", path: ["agents"], keys: ["ownership", "entries"] },
          ],
        },
      ],
    ],
    [
      "a sole agent in the plain places: nothing but the move",
      '{ "agents": { "list": [{ "id": "solo" }] } }',
      machine,
      [{ kind: "warning-added", warning: { kind: "list-moved", path: ["agents", "entries"] } }],
    ],
  ])("lists what changes for %s", (_, text, env, changes) => {
    const preview = upgradePreview(STEP, text, env, OPENCLAW_SCHEMAS);
    // What the agents run on is told below; here, the verdict and agents list's answers.
    expect(preview.changes.filter((c) => c.kind !== "answer-changed")).toEqual(changes);
    expect(preview.before).toEqual(evaluateOpenClaw("openclaw-2026.7", text, env, OPENCLAW_SCHEMAS));
    expect(preview.after).toEqual(evaluateOpenClaw("openclaw-2026.9", text, env, OPENCLAW_SCHEMAS));
    for (const change of preview.changes) expect(upgradeChangeText(change)).not.toBe("");
  });

  it("tells what each agent runs on and may do under 2026.9: the built-in model, a sandbox's default tools", () => {
    const text = '{ "agents": { "list": [{ "id": "solo", "sandbox": { "mode": "all" } }] } }';
    const preview = upgradePreview(STEP, text, machine, OPENCLAW_SCHEMAS);
    const answers = preview.changes.filter((c) => c.kind === "answer-changed");
    expect(answers.map((c) => c.field)).toEqual([
      "models.resolvedDefault",
      "sandbox.tools.allow",
      "sandbox.tools.deny",
      "tools.main.refused",
    ]);
    expect(answers.map(upgradeChangeText)).toEqual([
      'The agent "solo"\'s resolved model is "openai/gpt-6-astra" under 2026.9, not "openai/gpt-5.5".',
      'Under 2026.9 the agent "solo"\'s sandbox tools allowed gain "ls", "view_image", "sessions_search" and lose "image".',
      'Under 2026.9 the agent "solo"\'s sandbox tools denied gain "computer", "mobile_ui", "automations", "buzz", "a2a", "reef" and lose "cron", "qqbot".',
      // The 24 tools 2026.9 adds to its catalog stay outside the sandbox's list; cron and update_plan are gone.
      'Under 2026.9 the agent "solo"\'s tools refused in its main session gain "secrets", "sessions", "conversations_list", "conversations_send", "conversations_turn", "github_identity_status", "github_publish", "agents_wait", "suggest_task", "dismiss_task" and 14 more and lose "cron", "update_plan".',
    ]);
    // Without a sandbox its tool lists do not matter: not told.
    const off = upgradePreview(STEP, '{ "agents": { "list": [{ "id": "solo" }] } }', machine, OPENCLAW_SCHEMAS);
    expect(off.changes.filter((c) => c.kind === "answer-changed").map((c) => c.field)).toEqual([
      "models.resolvedDefault",
    ]);
  });

  it("lists the scenarios' calls 2026.9 answers otherwise, each with both verdicts (recorded: p33, p31)", () => {
    const config = JSON.stringify({ tools: { exec: { security: "allowlist" } } });
    const approvals = JSON.stringify({ version: 1, agents: { main: { allowlist: ["/opt/bin/mytool"] } } });
    const scenarios = {
      executables: { mytool: "/opt/bin/mytool", wc: "/usr/bin/wc" },
      calls: [
        { agent: "main", tool: "exec", command: "command mytool a" },
        { agent: "main", tool: "exec", command: "mytool a | wc -l" },
        { agent: "main", tool: "exec", command: "mytool a" },
      ],
    };
    const preview = new OpenClawAnalyzer(OPENCLAW_SCHEMAS).upgrade(STEP, config, { ...machine, approvals }, scenarios);
    const calls = preview.changes.filter((c) => c.kind === "call-changed");
    expect(calls.map((c) => [c.index, c.before, c.after])).toEqual([
      [0, "refused", "run"],
      [1, "refused", "run"],
    ]);
    expect(upgradeChangeText(calls[0]!)).toBe(
      'Call 1 (main · exec "command mytool a") is "run" under 2026.9, not "refused".',
    );
    // Without scenarios no call is compared.
    expect(upgradePreview(STEP, config, machine, OPENCLAW_SCHEMAS).changes.some((c) => c.kind === "call-changed")).toBe(
      false,
    );
  });

  it("carries the conversion of a legacy list, which keeps every answer", () => {
    const preview = upgradePreview(
      STEP,
      '{ "agents": { "list": [{ "id": "writer" }, { "id": "main" }] } }',
      machine,
      OPENCLAW_SCHEMAS,
    );
    expect(preview.conversion?.ok && preview.conversion.preserved).toEqual([]);
    expect(
      upgradePreview(STEP, '{ "agents": { "entries": { "a": {} } } }', machine, OPENCLAW_SCHEMAS).conversion,
    ).toBeUndefined();
  });

  it("says every recorded entries config 2026.9 accepts moves from rejected (2026.7 has no agents.entries) to accepted", () => {
    const entries = recordedInputs("2026.9.6").filter(
      (c) => c.valid && /"entries"/.test(c.text) && !/"list"/.test(c.text),
    );
    for (const c of entries) {
      const preview = upgradePreview(STEP, c.text, c.env, OPENCLAW_SCHEMAS);
      // 2026.7 does not know agents.entries: every such config moves from rejected to accepted.
      expect(preview.changes[0]?.kind, c.name).toBe("verdict-accepted");
    }
  });

  it("renders every mapping, addition and refusal of the recorded conversions", () => {
    for (const c of recordedInputs("2026.7.35")) {
      const conversion = upgradePreview(STEP, c.text, c.env, OPENCLAW_SCHEMAS).conversion;
      if (!conversion) continue;
      if (!conversion.ok) expect(conversionRefusalText(conversion.reason)).not.toBe("");
      else {
        for (const m of conversion.mapping) expect(listMappingText(m)).toContain(m.key);
        for (const a of conversion.added) expect(conversionAdditionText(a)).not.toBe("");
      }
    }
  });
});

describe("upgradePreview on any text", () => {
  it.each([
    ["nesting 100,000 deep", '{ "agents": { "list": ' + "[".repeat(100_000)],
    ["a list of non-objects", '{ "agents": { "list": [1, null, "a"] } }'],
    ["a __proto__ id", '{ "agents": { "list": [{ "id": "__proto__" }, { "id": "constructor" }] } }'],
  ])("answers for %s", (_, text) => {
    const preview = upgradePreview(STEP, text, machine, OPENCLAW_SCHEMAS);
    for (const change of preview.changes) expect(upgradeChangeText(change)).not.toBe("");
  });

  it("answers for any roster, and its conversion keeps 2026.7's agents (only the order may differ)", () => {
    const id = fc.oneof(fc.constantFrom("main", "Ops", "ops", "My Agent", "7", "агент", ""), fc.string());
    const entry = fc.record(
      { id, default: fc.boolean(), workspace: fc.constantFrom("/a", "~/b", "c") },
      { requiredKeys: ["id"] },
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), fc.boolean(), (list, stateDir) => {
        const env = stateDir ? state : machine;
        const text = JSON.stringify({ agents: { list } });
        const preview = upgradePreview(STEP, text, env, OPENCLAW_SCHEMAS);
        const conversion = preview.conversion;
        if (!conversion?.ok) return;
        const before = evaluateOpenClaw("openclaw-2026.7", text, env, OPENCLAW_SCHEMAS);
        const after = evaluateOpenClaw("openclaw-2026.9", conversion.text, env, OPENCLAW_SCHEMAS);
        const ids = (a: OpenClawAnswer) => (a.agents ?? []).map((x) => `${x.id} ${x.workspace} ${x.isDefault}`).sort();
        // Nothing but the order may differ (integer-like keys), on either machine.
        expect(conversion.preserved.filter((p) => p.kind !== "order-changed")).toEqual([]);
        expect(ids(after)).toEqual(ids(before));
      }),
    );
  });
});

describe("diffOpenClawAnswers, agent by agent", () => {
  const agent = (id: string, more: Partial<OpenClawAgent> = {}): OpenClawAgent => ({
    id,
    workspace: `/ws/${id}`,
    agentDir: `/dirs/${id}`,
    bindings: 0,
    isDefault: false,
    ...more,
  });
  const answer = (profile: OpenClawAnswer["profile"], agents: OpenClawAgent[]): OpenClawAnswer => ({
    profile,
    documentRead: true,
    verdict: { valid: true, path: "/c", issues: [], warnings: [] },
    agents,
  });

  it.each<[string, OpenClawAgent[], OpenClawAgent[], UpgradeChange[]]>([
    [
      "an agent gone and one new",
      [agent("a", { isDefault: true }), agent("b")],
      [agent("a", { isDefault: true }), agent("c")],
      [
        { kind: "agent-gone", id: "b" },
        { kind: "agent-new", id: "c" },
      ],
    ],
    [
      "the default moved",
      [agent("a", { isDefault: true }), agent("b")],
      [agent("a"), agent("b", { isDefault: true })],
      [{ kind: "default-moved", before: "a", after: "b" }],
    ],
    ["the default lost", [agent("a", { isDefault: true })], [agent("a")], [{ kind: "default-lost", id: "a" }]],
    ["a default gained", [agent("a")], [agent("a", { isDefault: true })], [{ kind: "default-gained", id: "a" }]],
    [
      "the folder, model and bindings",
      [agent("a", { model: "m/1", bindings: 2 })],
      [agent("a", { agentDir: "/other", bindings: 1 })],
      [
        { kind: "agent-dir-moved", id: "a", before: "/dirs/a", after: "/other" },
        { kind: "model-changed", id: "a", before: "m/1", after: undefined },
        { kind: "bindings-changed", id: "a", before: 2, after: 1 },
      ],
    ],
    [
      "the order",
      [agent("10"), agent("7")],
      [agent("7"), agent("10")],
      [{ kind: "order-changed", before: ["10", "7"], after: ["7", "10"] }],
    ],
  ])("says %s", (_, before, after, changes) => {
    const found = diffOpenClawAnswers(answer("openclaw-2026.7", before), answer("openclaw-2026.9", after));
    expect(found).toEqual(changes);
    for (const change of found) expect(upgradeChangeText(change)).not.toBe("");
  });
});
