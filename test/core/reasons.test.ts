/**
 * Every reason kind renders a sentence: one sample of each kind (the compiler checks none is missing), and the
 * sentences pinned. Code reads kinds; people and models read these.
 */
import { describe, expect, it } from "vitest";
import { reasonText } from "../../src/core/index";
import type { Reason } from "../../src/core/testing";

const rule = { kind: "rule", action: "deny", permission: "bash", pattern: "rm *" } as const;
const SAMPLES = [
  rule,
  { kind: "grant", permission: "edit", pattern: "src/*" },
  { kind: "approval", permission: "bash", pattern: "npm test *", grantedIn: "default" },
  { kind: "mode-default", mode: "plan", toolClass: "execute", action: "ask" },
  { kind: "mode-ceiling", mode: "plan", toolClass: "edit", action: "deny" },
  { kind: "unknown-mode", mode: "strict" },
  { kind: "unknown-class", tool: "zap", toolClass: "shell" },
  { kind: "unknown-model", model: "x/y" },
  { kind: "invalid-thinking", level: "huge" },
  { kind: "unknown-tools", unknown: ["bash"], choosable: ["read", "edit"] },
  { kind: "not-a-mode", mode: "careful" },
  { kind: "mode-wider", parentMode: "default" },
  { kind: "request-not-narrower" },
  { kind: "request-kind", requestKind: "shell", kinds: ["read", "edit"] },
  { kind: "parent-refused", parent: "wild" },
  { kind: "missing-parent", parent: "ghost", names: ["scout", "coder"] },
  { kind: "missing-ancestor", parent: "sub" },
  { kind: "cycle", head: ["x", "y"], size: 2 },
  { kind: "under-cycle", parent: "x" },
  { kind: "own-denies", decision: rule },
  { kind: "main-denies", decision: { kind: "mode-default", mode: "readonly", toolClass: "execute", action: "deny" } },
  { kind: "requestable" },
  { kind: "not-delegated" },
  { kind: "not-requestable", tool: "bash", kinds: ["edit"] },
  { kind: "unattended" },
  { kind: "no-such-tool", tool: "nope", tools: { first: ["read", "edit"], total: 2 } },
  { kind: "no-such-agent", agent: "ghost", names: ["scout"] },
  { kind: "agent-not-created", agent: "wild", because: { kind: "mode-wider", parentMode: "default" } },
  { kind: "tool-not-given", agent: "scout", tool: "bash", tools: { first: ["read"], total: 1 } },
  { kind: "tighten-not-stricter", to: "bypass", from: "default" },
  { kind: "agent-not-listed", agentId: "ghost" },
  { kind: "no-filter", agentId: "general" },
  { kind: "not-a-string" },
  { kind: "exact", skill: "git", pattern: "git" },
  { kind: "prefix", skill: "legal.contract", pattern: "legal.*" },
  { kind: "empty-filter", agentId: "none" },
  { kind: "no-match", skill: "Legal.X", filter: ["legal.*"], capitals: true },
] as const satisfies readonly Reason[];

/** Compiles only while SAMPLES has every kind of Reason. */
type Missing = Exclude<Reason["kind"], (typeof SAMPLES)[number]["kind"]>;
const everyKind: [Missing] extends [never] ? true : Missing = true;

describe("reasons as data", () => {
  it("has one sample of every kind, each kind once", () => {
    expect(everyKind).toBe(true);
    const kinds = SAMPLES.map((s) => s.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it("renders every kind's sentence", () => {
    expect(Object.fromEntries(SAMPLES.map((s) => [s.kind, reasonText(s)]))).toMatchInlineSnapshot(`
      {
        "agent-not-created": "Refused: wild was never created, because: a subagent's mode cannot be looser than its parent's mode (default). Give it default or a stricter mode.",
        "agent-not-listed": "Agent "ghost" is not in agents.list: no skills filter, every skill is allowed.",
        "approval": "approval allows bash "npm test *" (given in default mode)",
        "cycle": "Refused: the parents go round in a circle (x -> y -> x), so none of them reaches "lead". Break the circle.",
        "empty-filter": "Agent "none"'s skills filter has no usable pattern: no skill is allowed.",
        "exact": ""git" equals the pattern "git".",
        "grant": "grant allows edit "src/*"",
        "invalid-thinking": "Invalid thinkingLevel huge.",
        "main-denies": "Denied: readonly mode denies execute",
        "missing-ancestor": "Refused: its parent sub has no place in the tree (an ancestor is missing), so it has no mode. Fix sub's parent.",
        "missing-parent": "Refused: its parent "ghost" is neither "lead" nor a subagent of team.agents (scout, coder). Set "parent" to one of them.",
        "mode-ceiling": "plan mode does not allow edit",
        "mode-default": "plan mode asks before execute",
        "mode-wider": "Refused: a subagent's mode cannot be looser than its parent's mode (default). Give it default or a stricter mode.",
        "no-filter": "Agent "general" has no skills filter: every skill is allowed.",
        "no-match": "No pattern of the filter ("legal.*") matches "Legal.X". Skill names are not lowercased: "Legal.X" has capitals that the lowercased patterns cannot match.",
        "no-such-agent": "Refused: no agent "ghost" in the team. Use "lead" or one of team.agents: scout.",
        "no-such-tool": "Refused: "nope" is not in the config's tools list (read, edit). Add it to "tools" or call one of those.",
        "not-a-mode": "Refused: "careful" is not a mode. Use one of bypass, accept-edits, default, plan, readonly.",
        "not-a-string": "The skill name is not a string, so no pattern matches it.",
        "not-delegated": "Refused: the subagent's own mode needs approval for this call, and it may not ask the main agent for this kind of tool. Add the tool's class to its request options, or give it a grant.",
        "not-requestable": "Refused: bash is not among the kinds this subagent may request (edit). Add the tool's class to its request options.",
        "own-denies": "Denied: rule denies bash "rm *"",
        "parent-refused": "Refused: its parent wild was never created, so it has no mode to inherit. Fix wild first.",
        "prefix": ""legal.contract" starts with "legal." (pattern "legal.*").",
        "request-kind": "Refused: shell is not a kind a subagent can request. Request options are among: read, edit.",
        "request-not-narrower": "Refused: request options only go with a mode stricter than the parent's. Give the subagent a stricter mode, or drop its request options.",
        "requestable": "Refused for now: the subagent's own mode needs approval for this call. It can ask the main agent to approve it (team_request), or the main agent can give it a grant.",
        "rule": "rule denies bash "rm *"",
        "tighten-not-stricter": "Tightening to bypass would loosen the main agent (now default): tightening only goes to default or a stricter mode.",
        "tool-not-given": "Refused: scout was not given bash; its tools are read. Add bash to its "tools".",
        "unattended": "Refused: nobody can approve this in an unattended session.",
        "under-cycle": "Refused: its parent x is in a circle of parents that never reaches "lead", so it has no mode.",
        "unknown-class": "zap has an unknown tool class "shell": give it one of read, edit, execute, network, delegate, plugin, outside",
        "unknown-mode": "unknown mode "strict": nothing is allowed until it is one of bypass, accept-edits, default, plan, readonly",
        "unknown-model": "Unknown model x/y. Use the subagent tool's models action to list them.",
        "unknown-tools": "Unknown tools: bash. Choose from your own tools: read, edit.",
      }
    `);
  });

  it("a refusal because of another reason names it without a second lead", () => {
    const text = reasonText({
      kind: "agent-not-created",
      agent: "b",
      because: { kind: "parent-refused", parent: "a" },
    });
    expect(text).toBe(
      "Refused: b was never created, because: its parent a was never created, so it has no mode to inherit. Fix a first.",
    );
  });
});
