// The code action "convert agents.list into agents.entries": OpenClaw 2026.9 answers for the converted text as 2026.7
// answered for the original (the same agents, each with the same id, workspace, agent folder, default, model and
// bindings), on every recorded config 2026.7 accepts, on its recorded machine; where not, the conversion says what
// still differs, and those are counted. Each entry goes under the id 2026.7 gives it, and merged entries say where
// they went. Only the agents value (and a binding 2026.9 would misread) is rewritten.
import { describe, expect, it } from "vitest";
import {
  detectProfile,
  evaluateOpenClaw,
  type OpenClawAgent,
  openclawConfigPath,
  type OpenClawEnvironment,
  type UpgradeStep,
} from "../../src/core/index";
import { convertListToEntries, type ListConversion, OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { recordedInputs } from "./recorded";

/** The upgrade the tests preview: from the legacy roster's release to the one after it. */
const STEP: UpgradeStep = { from: "openclaw-2026.7", to: "openclaw-2026.9" };

const FIELDS = ["id", "workspace", "agentDir", "isDefault", "model", "bindings"] as const;
const project = (agents: readonly OpenClawAgent[] | null) =>
  (agents ?? [])
    .map((a) => Object.fromEntries(FIELDS.map((f) => [f, a[f]])))
    .sort((x, y) => String(x["id"]).localeCompare(String(y["id"])));

/** The recorded machine with the document where the CLI reads it (the conversion is about the text). */
const reading = (env: OpenClawEnvironment): OpenClawEnvironment => ({
  ...env,
  configAt: openclawConfigPath("openclaw-2026.7", env),
});

const machine: OpenClawEnvironment = { home: "/h", cwd: "/w", vars: {}, configAt: "/h/.openclaw/openclaw.json" };
const converted = (text: string, env: OpenClawEnvironment = machine) => {
  const result: ListConversion = convertListToEntries(STEP, text, env, OPENCLAW_SCHEMAS);
  if (!result.ok) throw new Error(`refused: ${result.reason.kind}`);
  return result;
};

// Every config with an agents.list from both recordings (2026.9's legacy-list cases are 2026.7 configs too) that
// OpenClaw 2026.7 accepts.
const inputs = [
  ...recordedInputs("2026.7.35"),
  ...recordedInputs("2026.9.6").map((c) => ({ ...c, name: `9/${c.name}` })),
]
  .filter((c) => /"list"|list:/.test(c.text))
  .filter((c) => evaluateOpenClaw("openclaw-2026.7", c.text, reading(c.env), OPENCLAW_SCHEMAS).verdict.valid);

describe("convertListToEntries on the recorded corpus", () => {
  it("has a corpus to convert", () => {
    expect(inputs.length).toBeGreaterThan(50);
  });

  const outcomes = inputs.map((c) => ({ c, result: convertListToEntries(STEP, c.text, c.env, OPENCLAW_SCHEMAS) }));

  it.each(outcomes.map((o) => [o.c.name, o] as const))(
    "keeps 2026.7's answers for %s under 2026.9",
    (_, { c, result }) => {
      if (!result.ok) {
        // The one refusal: JSON5 beyond JSON with comments (unquoted keys), where edits are not placed.
        expect(result.reason.kind).toBe("not-jsonc");
        return;
      }
      const before = evaluateOpenClaw("openclaw-2026.7", c.text, reading(c.env), OPENCLAW_SCHEMAS);
      const after = evaluateOpenClaw("openclaw-2026.9", result.text, reading(c.env), OPENCLAW_SCHEMAS);
      if (result.preserved.length === 0) {
        expect(after.verdict.valid).toBe(true);
        // The same warnings (a missing variable is now at agents.entries.<key>, not agents.list[<index>]).
        const kinds = (a: typeof before) => a.verdict.warnings.map((w) => w.kind);
        expect(kinds(after)).toEqual(kinds(before));
        expect(after.agents?.map((a) => a.id)).toEqual(before.agents?.map((a) => a.id));
      } else {
        // What still differs is exactly the list order (2026.9 lists integer-like keys first).
        expect(result.preserved.map((p) => p.kind)).toEqual(["order-changed"]);
      }
      expect(project(after.agents)).toEqual(project(before.agents));
      expect(detectProfile(result.text).profile).toBe("openclaw-2026.9");
      // Only the edits' spans changed: the text outside them is the original's, byte for byte.
      let at = 0;
      let rebuilt = "";
      for (const edit of result.edits) {
        expect(edit.start).toBeGreaterThanOrEqual(at);
        rebuilt += c.text.slice(at, edit.start) + edit.text;
        at = edit.end;
      }
      expect(rebuilt + c.text.slice(at)).toBe(result.text);
    },
  );

  it("converts all but the JSON5 one, and all but one keep every answer, order included", () => {
    const refused = outcomes.filter((o) => !o.result.ok).map((o) => o.c.name);
    const differing = outcomes.filter((o) => o.result.ok && o.result.preserved.length > 0).map((o) => o.c.name);
    expect(refused).toEqual(["json5-comments-trailing-commas"]);
    expect(differing).toEqual(["id-numeric-strings"]);
  });
});

describe("convertListToEntries", () => {
  it("keys each entry by the id 2026.7 gives it and says which merged entry went where", () => {
    const text = JSON.stringify({
      agents: {
        list: [
          { id: "Legal", workspace: "/srv/legal-a" },
          { id: "legal", workspace: "/srv/legal-b" },
          { id: "main", default: true },
          { id: "агент", name: "Agent" },
          { id: "main" },
        ],
      },
    });
    const result = converted(text);
    expect(result.mapping).toEqual([
      { index: 0, written: "Legal", key: "legal", fate: "renamed" },
      { index: 1, written: "legal", key: "legal", fate: "merged", into: 0 },
      { index: 2, written: "main", key: "main", fate: "kept" },
      { index: 3, written: "агент", key: "main", fate: "merged", into: 2 },
      { index: 4, written: "main", key: "main", fate: "dropped", into: 2 },
    ]);
    expect(JSON.parse(result.text)).toEqual({
      agents: {
        ownership: "explicit",
        defaults: { systemAgent: { agentId: "main" } },
        entries: { legal: { workspace: "/srv/legal-a" }, main: { workspace: "~/.openclaw/workspace" } },
      },
    });
    expect(result.added).toEqual([
      { kind: "system-agent", id: "main" },
      { kind: "workspace-pinned", id: "main", workspace: "~/.openclaw/workspace" },
      { kind: "markers-removed", count: 1 },
    ]);
    expect(result.preserved).toEqual([]);
  });

  it.each([
    ["defaults.workspace as written", { vars: {} }, { workspace: "${ROOT}/ws" }, "${ROOT}/ws"],
    [
      "OPENCLAW_WORKSPACE_DIR, as a variable",
      { vars: { OPENCLAW_WORKSPACE_DIR: "/env/ws" } },
      {},
      "${OPENCLAW_WORKSPACE_DIR}",
    ],
    ["OPENCLAW_PROFILE's folder", { vars: { OPENCLAW_PROFILE: "work" } }, {}, "~/.openclaw/workspace-work"],
  ])("writes the default agent's workspace out from %s", (_, env, defaults, pinned) => {
    const text = JSON.stringify({ agents: { defaults, list: [{ id: "a" }, { id: "b", default: true }] } });
    const result = converted(text, { ...machine, vars: { ROOT: "/r", ...env.vars } });
    expect(result.added).toContainEqual({ kind: "workspace-pinned", id: "b", workspace: pinned });
    expect(result.preserved).toEqual([]);
  });

  it("pins a sole agent's workspace only where 2026.9 would move it (a state folder)", () => {
    const text = '{ "agents": { "list": [{ "id": "solo" }] } }';
    expect(converted(text).added).toEqual([]);
    expect(JSON.parse(converted(text).text)).toEqual({ agents: { entries: { solo: {} } } });
    const state = { ...machine, vars: { OPENCLAW_STATE_DIR: "/state" }, configAt: "/state/openclaw.json" };
    const moved = converted(text, state);
    expect(moved.added).toEqual([{ kind: "workspace-pinned", id: "solo", workspace: "~/.openclaw/workspace" }]);
    expect(moved.preserved).toEqual([]);
    // An empty list stands for the implicit main, whose workspace then needs an entry of its own.
    const empty = converted('{ "agents": { "list": [] } }', state);
    expect(JSON.parse(empty.text)).toEqual({ agents: { entries: { main: { workspace: "~/.openclaw/workspace" } } } });
    expect(empty.preserved).toEqual([]);
  });

  it("writes a binding's agentId as the id 2026.7 read it, and nothing else outside agents", () => {
    const text = [
      "{",
      "  // routes",
      '  "bindings": [{ "agentId": "My Agent", "match": { "channel": "slack" } }, { "agentId": "OPS", "match": { "channel": "discord" } }],',
      '  "agents": {',
      '    "list": [{ "id": "ops", "default": true }, { "id": "My Agent" }]',
      "  },",
      '  "gateway": { "port": 1 }',
      "}",
    ].join("\n");
    const result = converted(text);
    expect(result.added).toContainEqual({ kind: "binding-renamed", index: 0, from: "My Agent", to: "my-agent" });
    expect(result.text).toContain(
      '"bindings": [{ "agentId": "my-agent", "match": { "channel": "slack" } }, { "agentId": "OPS", "match": { "channel": "discord" } }],',
    );
    expect(result.text.startsWith("{\n  // routes\n")).toBe(true);
    expect(result.text.endsWith('  },\n  "gateway": { "port": 1 }\n}')).toBe(true);
    expect(result.preserved).toEqual([]);
  });

  it("indents like the text around it and says when comments inside agents are not carried over", () => {
    const text = '{\n\t"agents": {\n\t\t// the team\n\t\t"list": [{ "id": "a" }]\n\t}\n}\n';
    const result = converted(text);
    expect(result.text).toBe('{\n\t"agents": {\n\t\t"entries": {\n\t\t\t"a": {}\n\t\t}\n\t}\n}\n');
    expect(result.added).toEqual([{ kind: "comments-dropped", count: 1 }]);
  });

  it.each([
    ["a block comment", '{ "agents": { /* the team */ "list": [{ "id": "a" }] } }', 1],
    ["two, one of each kind", '{ "agents": { /* the team */ "list": [{ "id": "a" } // a\n] } }', 2],
    [
      "a slash pair inside a string only",
      '{ "agents": { "list": [{ "id": "a", "name": "https://a//b /* c */" }] } }',
      0,
    ],
    ["single slashes in paths", '{ "agents": { "list": [{ "id": "a", "workspace": "~/w/a" }] } }', 0],
  ])("counts the comments inside agents: %s", (_, text, count) => {
    const result = converted(text);
    const dropped = result.added.filter((a) => a.kind === "comments-dropped");
    expect(dropped).toEqual(count > 0 ? [{ kind: "comments-dropped", count }] : []);
  });

  it("leaves a field 2026.9 no longer accepts, and says the converted config is rejected", () => {
    const result = converted('{ "agents": { "list": [{ "id": "a", "contextTokens": 1000 }] } }');
    expect(result.preserved).toEqual([
      {
        kind: "verdict-rejected",
        issues: [{ kind: "unrecognized-key", path: ["agents", "entries", "a"], keys: ["contextTokens"] }],
      },
    ]);
  });

  it.each([
    ["no agents.list", '{ "agents": {} }', { kind: "no-list" }],
    ["agents.entries already", '{ "agents": { "list": [], "entries": {} } }', { kind: "has-entries" }],
    ["a list that is not one", '{ "agents": { "list": {} } }', { kind: "list-not-array" }],
    [
      "a config 2026.7 rejects",
      '{ "agents": { "list": [{ "name": "x" }] } }',
      { kind: "rejected-by-2026.7", issues: [{ kind: "missing-id", path: ["agents", "list", 0, "id"], index: 0 }] },
    ],
    ["unquoted keys", "{ agents: { list: [{ id: 'a' }] } }", { kind: "not-jsonc", line: 1, column: 3 }],
  ])("refuses %s, saying why", (_, text, reason) => {
    expect(convertListToEntries(STEP, text, machine, OPENCLAW_SCHEMAS)).toEqual({ ok: false, reason });
  });
});
