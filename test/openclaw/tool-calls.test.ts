// The scenarios' calls in an OpenClaw profile (core/openclaw/tool-calls.ts): each allowed or refused by the tool
// policy (recorded layer by layer: tool-policy.test.ts), with the layer and the config path that refused it; an exec
// call the policy allows then goes as far as the agent's exec scope (recorded: exec-policy.test.ts) lets it. A call by
// an agent the config does not list, and an expectation not met, are findings at the call.
import { describe, expect, it } from "vitest";
import {
  applyTextEdits,
  createFixer,
  OpenClawAnalyzer,
  openclawCallDiagnostics,
  openclawMachine,
  parseDocument,
  type OpenClawToolCall,
} from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";

const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
const machine = openclawMachine({});

const CONFIG = JSON.stringify({
  tools: { profile: "coding", deny: ["process"], exec: { security: "full", ask: "off" } },
  agents: {
    ownership: "explicit",
    defaults: { systemAgent: { agentId: "main" } },
    entries: {
      main: {},
      reader: { tools: { allow: ["read", "exec"], exec: { security: "deny" } } },
      boxed: { sandbox: { mode: "non-main" }, tools: { exec: { security: "allowlist", ask: "on-miss" } } },
      asker: { tools: { exec: { ask: "always" } } },
    },
  },
});

const calls = (list: readonly object[], approvals?: string): OpenClawToolCall[] => [
  ...analyzer.calls(
    "openclaw-2026.9",
    CONFIG,
    { ...machine, ...(approvals !== undefined && { approvals }) },
    {
      calls: list,
    },
  ),
];
const brief = (c: OpenClawToolCall) => ({
  verdict: c.verdict,
  ...(c.refusedBy && { refusedBy: c.refusedBy }),
  ...(c.exec && { exec: [c.exec.scope.security.effective, c.exec.scope.ask.effective, c.exec.by] }),
});

describe("a scenarios call, as OpenClaw 2026.9 decides it", () => {
  it.each([
    ["a tool the policy keeps", { agent: "main", tool: "read" }, { verdict: "run" }],
    [
      "a tool the profile leaves out",
      { agent: "main", tool: "browser" },
      { verdict: "refused", refusedBy: { layer: "tools.profile (coding)", rule: "allow", from: ["tools", "profile"] } },
    ],
    [
      "a tool tools.deny names",
      { agent: "main", tool: "process" },
      { verdict: "refused", refusedBy: { layer: "tools.allow", rule: "deny", from: ["tools", "deny"] } },
    ],
    [
      "a tool outside the agent's own allow list",
      { agent: "reader", tool: "write" },
      {
        verdict: "refused",
        refusedBy: {
          layer: "agents.reader.tools.allow",
          rule: "allow",
          from: ["agents", "entries", "reader", "tools", "allow"],
        },
      },
    ],
    [
      "a sub-agent's built-in deny list (no config path)",
      { agent: "main", tool: "gateway", session: "subagent" },
      { verdict: "refused", refusedBy: { layer: "subagent tools.allow", rule: "deny" } },
    ],
    [
      "another session of an agent sandboxed outside its main one",
      { agent: "boxed", tool: "browser", session: "other" },
      {
        verdict: "refused",
        refusedBy: { layer: "tools.profile (coding)", rule: "allow", from: ["tools", "profile"] },
      },
    ],
    [
      "the sandbox's own deny list, in a sandboxed session",
      { agent: "boxed", tool: "automations", session: "other" },
      { verdict: "refused", refusedBy: { layer: "sandbox tools.allow", rule: "deny" } },
    ],
    [
      "exec under full security, asking nobody",
      { agent: "main", tool: "exec", pattern: "ls" },
      { verdict: "run", exec: ["full", "off", "config"] },
    ],
    [
      "exec under security deny",
      { agent: "reader", tool: "exec", pattern: "ls" },
      { verdict: "refused", exec: ["deny", "off", "config"] },
    ],
    [
      "bash, the release's other name for exec, under ask always",
      { agent: "asker", tool: "bash", pattern: "ls" },
      { verdict: "person", exec: ["full", "always", "config"] },
    ],
    [
      "exec under an allowlist with ask on-miss: no approvals, no entry, so a person is asked",
      { agent: "boxed", tool: "exec", pattern: "git status" },
      { verdict: "person", exec: ["allowlist", "on-miss", "config"] },
    ],
    [
      "a command given as `command`, the same as `pattern`",
      { agent: "boxed", tool: "exec", command: "git status" },
      { verdict: "person", exec: ["allowlist", "on-miss", "config"] },
    ],
    [
      "exec under an allowlist without a command: whether an entry matches is not decided",
      { agent: "boxed", tool: "exec" },
      { verdict: "depends", exec: ["allowlist", "on-miss", "config"] },
    ],
  ])("%s", (_name, call, want) => {
    expect(brief(calls([call])[0]!)).toEqual(want);
  });

  it("exec under ask always asks a person", () => {
    expect(brief(calls([{ agent: "asker", tool: "exec", pattern: "ls" }])[0]!)).toEqual({
      verdict: "person",
      exec: ["full", "always", "config"],
    });
  });

  it("the host's approvals refuse what the config would run, and say so", () => {
    const approvals = JSON.stringify({ version: 1, agents: { main: { security: "deny" } } });
    expect(brief(calls([{ agent: "main", tool: "exec", pattern: "ls" }], approvals)[0]!)).toEqual({
      verdict: "refused",
      exec: ["deny", "off", "host"],
    });
  });

  it("a call by an agent not listed, and an expectation not met, are findings at the call", () => {
    const text = JSON.stringify(
      {
        calls: [
          { agent: "ghost", tool: "read" },
          { agent: "main", tool: "browser", expect: "run" },
          { agent: "main", tool: "read", expect: "run" },
        ],
      },
      null,
      2,
    );
    const scenarios = parseDocument(text, "scenarios");
    const found = analyzer.calls("openclaw-2026.9", CONFIG, machine, scenarios.value);
    expect(found.map((c) => [c.verdict, c.noAgent ?? false, c.expect?.met])).toEqual([
      [undefined, true, undefined],
      ["refused", false, false],
      ["run", false, true],
    ]);
    const diagnostics = openclawCallDiagnostics(found, scenarios);
    expect(diagnostics.map((d) => [d.code, d.path, d.message])).toEqual([
      ["OC301", ["calls", 0, "agent"], 'The config lists no agent "ghost".'],
      [
        "OC302",
        ["calls", 1, "expect"],
        'Expected "run", got "refused": browser is refused by tools.profile (coding) (not in its allow list).',
      ],
    ]);
    // The quick fix of an expectation not met writes the verdict.
    const fixes = createFixer({ config: CONFIG, scenarios: text }).fixesFor(diagnostics[1]!);
    expect(fixes.map((f) => f.title)).toHaveLength(1);
    expect(applyTextEdits(text, fixes[0]!.edits)).toBe(text.replace('"expect": "run"', '"expect": "refused"'));
    expect(text.slice(diagnostics[0]!.span.offset, diagnostics[0]!.span.offset + diagnostics[0]!.span.length)).toBe(
      '"ghost"',
    );
  });

  it("answers no call while the release refuses the config", () => {
    const refused = analyzer.calls("openclaw-2026.9", '{ "tools": { "profile": "bogus" } }', machine, {
      calls: [{ agent: "main", tool: "read" }],
    });
    expect(refused).toEqual([]);
  });
});

describe("what the calls exercise of an OpenClaw config (2026.9)", () => {
  const coverage = (list: readonly object[]) =>
    analyzer.coverage(
      "openclaw-2026.9",
      CONFIG,
      machine,
      analyzer.calls("openclaw-2026.9", CONFIG, machine, { calls: list }),
    );

  it("counts the agents a call names and the tool-policy entries a call's tool matches, for whom the list applies", () => {
    // CONFIG: tools.deny ["process"]; reader's allow ["read", "exec"]; boxed is sandboxed in its other sessions.
    const found = coverage([
      { agent: "main", tool: "process" },
      { agent: "main", tool: "read" }, // reader's allow list is reader's alone: not exercised by main
    ]);
    expect(found?.agents).toEqual({
      total: 4,
      uncovered: [
        { id: "reader", path: ["agents", "entries", "reader"] },
        { id: "boxed", path: ["agents", "entries", "boxed"] },
        { id: "asker", path: ["agents", "entries", "asker"] },
      ],
    });
    expect(found?.entries.total).toBe(3);
    expect(found?.entries.uncovered).toEqual([
      { path: ["agents", "entries", "reader", "tools", "allow", 0], name: "read" },
      { path: ["agents", "entries", "reader", "tools", "allow", 1], name: "exec" },
    ]);
    const all = coverage([
      { agent: "main", tool: "process" },
      { agent: "reader", tool: "read" },
      { agent: "reader", tool: "bash" },
      { agent: "boxed", tool: "ls" },
      { agent: "asker", tool: "ls" },
    ]);
    expect([all?.agents.uncovered, all?.entries.uncovered]).toEqual([[], []]);
  });
});
