/** A small Analysis shaped like the starter example's, for the page's own tests (no engine needed). */
import type { Analysis, Provenance, ResolvedAgent } from "../../src/core/index";

/** A provenance read from the document at the path its label spells ("agents.list[1].workspace"). */
const at = (label: string, doc: "config" | "scenarios" = "config"): Provenance => ({
  step: "fixture",
  label,
  doc,
  path: label
    .split(/[.[\]]/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
});
const builtIn = (label: string): Provenance => ({ step: "built-in", label });

function agent(index: number, id: string, workspace: string, fallbacks: readonly string[]): ResolvedAgent {
  return {
    index,
    path: ["agents", "list", index],
    id,
    rawId: id,
    name: undefined,
    isDefault: index === 0,
    defaultFrom: index === 0 ? at(`agents.list[${index}].default`) : builtIn("not marked default"),
    reachable: true,
    workspace: { value: workspace, from: at(`agents.list[${index}].workspace`) },
    agentDir: { value: `/home/ada/.sophiaclaw/agents/${id}/agent`, from: builtIn("state dir") },
    model: {
      primary: { value: "anthropic/claude-sonnet", from: at("agents.defaults.model.primary") },
      fallbacks: { value: fallbacks, from: at("agents.defaults.model.fallbacks") },
    },
    skills: { value: index === 1 ? ["review.*", "git"] : undefined, from: builtIn("no filter") },
  };
}

const agents = [
  agent(0, "assistant", "/home/ada/SophiaClaw", ["openai/gpt-5"]),
  agent(1, "reviewer", "/home/ada/src/app", ["openai/gpt-5"]),
];

export const FIXTURE: Analysis = {
  diagnostics: [
    {
      code: "SC101",
      severity: "warning",
      message: "Fix it.",
      doc: "config",
      path: [],
      span: { offset: 12, length: 3 },
    },
    {
      code: "SC301",
      severity: "error",
      message: "Also this.",
      doc: "scenarios",
      path: [],
      span: { offset: 0, length: 1 },
    },
  ],
  configSyntaxOk: true,
  scenariosSyntaxOk: true,
  env: { HOME: "/home/ada" },
  defaultAgentId: "assistant",
  agents,
  sessions: [
    {
      index: 0,
      path: ["sessions", 0],
      key: "agent:reviewer:pr-42",
      override: undefined,
      parsed: { agentId: "reviewer", rest: "pr-42" },
      defaultAgentId: "assistant",
      sessionAgentId: "reviewer",
      chain: [
        { step: "override", label: "--agent", applies: false, winner: false, note: "no override given" },
        {
          step: "session-key",
          label: 'session key "agent:reviewer:pr-42"',
          applies: true,
          value: "reviewer",
          winner: true,
          note: "an agent key",
          from: at("sessions[0].key", "scenarios"),
        },
        {
          step: "default",
          label: "config default",
          applies: true,
          value: "assistant",
          winner: false,
          note: "not reached",
        },
      ],
      agent: agents[1],
      model: agents[1]!.model,
      notes: [],
      expect: {
        subject: "session",
        met: true,
        expected: "reviewer",
        actual: "reviewer",
        text: "expected reviewer",
        path: ["sessions", 0, "expect"],
      },
    },
  ],
  skills: [
    {
      index: 0,
      path: ["skills", 0],
      agentId: "reviewer",
      skill: "review.security",
      allowed: true,
      matched: "review.*",
      filter: ["review.*", "git"],
      reason: { kind: "prefix", skill: "review.security", pattern: "review.*" },
    },
    {
      index: 1,
      path: ["skills", 1],
      agentId: "assistant",
      skill: "review.security",
      allowed: true,
      matched: undefined,
      filter: undefined,
      reason: { kind: "no-filter", agentId: "assistant" },
    },
    {
      index: 2,
      path: ["skills", 2],
      agentId: "reviewer",
      skill: "docs.readme",
      allowed: false,
      matched: undefined,
      filter: ["review.*", "git"],
      reason: { kind: "no-match", skill: "docs.readme", filter: ["review.*", "git"], capitals: false },
    },
  ],
  simulation: {
    mainAgentId: "assistant",
    mainMode: "accept-edits",
    unattended: false,
    subagents: [
      {
        name: "explorer",
        parent: "lead",
        path: ["team", "agents", 0],
        depth: 1,
        outcome: { ok: true, mode: "plan", request: ["execute"] },
        choice: {
          ok: true,
          model: "anthropic/claude-haiku",
          thinkingLevel: "off",
          requestedThinkingLevel: "medium",
          chosen: ["read", "bash"],
          tools: ["read", "bash", "edit"],
          loaded: ["read", "bash"],
        },
      },
      {
        name: "scout",
        parent: "explorer",
        path: ["team", "agents", 1],
        depth: 2,
        outcome: { ok: false, reason: { kind: "mode-wider", parentMode: "plan" } },
        choice: undefined,
      },
      {
        name: "loop",
        parent: "loop",
        path: ["team", "agents", 2],
        depth: 1,
        outcome: { ok: true, mode: "readonly", request: [] },
        choice: { ok: false, reason: { kind: "unknown-model", model: "x/y" } },
      },
    ],
    calls: [
      {
        index: 0,
        path: ["calls", 0],
        agent: "explorer",
        tool: "bash",
        patterns: ["rm -rf build"],
        verdict: {
          answer: "refused",
          reason: {
            kind: "own-denies",
            decision: { kind: "rule", action: "deny", permission: "bash", pattern: "rm -rf *" },
          },
        },
        trace: [
          {
            step: "main-decision",
            label: "main agent",
            decision: {
              action: "deny",
              reason: { kind: "rule", action: "deny", permission: "bash", pattern: "rm -rf *" },
              decidedBy: { kind: "rule", from: at("permission.rules[3]") },
            },
          },
          { step: "branch", label: "deny: refused" },
        ],
        expect: { answer: "refused", met: true },
      },
      {
        index: 1,
        path: ["calls", 1],
        agent: "explorer",
        tool: "bash",
        patterns: ["npm install"],
        verdict: {
          answer: "person",
          decision: {
            action: "ask",
            reason: { kind: "mode-default", mode: "plan", toolClass: "execute", action: "ask" },
            decidedBy: { kind: "mode-default", from: builtIn("plan mode") },
          },
        },
        trace: [],
        expect: { answer: "run", met: false },
      },
    ],
    tighten: { from: "accept-edits", to: "plan", changes: [{ name: "explorer", before: "plan", after: "plan" }] },
    diagnostics: [],
  },
  expectations: [
    { subject: "call", met: true, expected: "run", actual: "run", text: "ok", path: [] },
    { subject: "call", met: false, expected: "run", actual: "person", text: "expected run, got person", path: [] },
  ],
};
