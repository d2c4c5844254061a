import { describe, expect, it } from "vitest";
import { type Mode, type PermissionRequest, reasonText, type Rule, verdictReason } from "../../src/core/index";
import {
  checkMode,
  type Grant,
  looser,
  MODE_ORDER,
  REQUEST_KINDS,
  requestRefusal,
  stricter,
  strictest,
  TEAM_TEXTS,
  tighten,
  whoDecides,
  whoDecidesTraced,
} from "../../src/core/testing";

describe("mode order", () => {
  it.each([
    ["bypass", "default", true, false, "default"],
    ["plan", "default", false, true, "plan"],
    ["readonly", "readonly", false, false, "readonly"],
  ] as const)("%s vs %s: looser %s, stricter %s, strictest %s", (a, b, l, s, st) => {
    expect(looser(a, b)).toBe(l);
    expect(stricter(a, b)).toBe(s);
    expect(strictest(a, b)).toBe(st);
  });

  it("re-exports the order and the request kinds (the tool classes)", () => {
    expect(MODE_ORDER[0]).toBe("bypass");
    expect(REQUEST_KINDS).toEqual(["read", "edit", "execute", "network", "delegate", "plugin", "outside"]);
  });
});

/** The kind of each refusal in the table below. */
const REFUSAL_KINDS: Readonly<Record<string, string>> = {
  "a looser mode": "mode-wider",
  "request options with the parent's mode": "request-not-narrower",
  "request options with no mode (the parent's)": "request-not-narrower",
  "an unknown request kind": "request-kind",
  "an unknown parent mode": "not-a-mode",
  "an unknown own mode": "not-a-mode",
};

describe("checkMode", () => {
  it.each([
    [
      "a looser mode",
      "default",
      "accept-edits",
      undefined,
      /cannot be looser than its parent's mode \(default\)\. Give it default/,
    ],
    [
      "request options with the parent's mode",
      "default",
      "default",
      ["edit"],
      /request options only go with a mode stricter/,
    ],
    [
      "request options with no mode (the parent's)",
      "plan",
      undefined,
      ["edit"],
      /request options only go with a mode stricter/,
    ],
    [
      "an unknown request kind",
      "default",
      "plan",
      ["edit", "shell"],
      /shell is not a kind a subagent can request.*read, edit, execute/,
    ],
    ["an unknown parent mode", "strict", "plan", undefined, /"strict" is not a mode/],
    ["an unknown own mode", "default", "careful", undefined, /"careful" is not a mode/],
  ])("refuses %s", (name, parent, mode, request, text) => {
    const r = checkMode(parent as Mode, mode as Mode | undefined, request);
    if (!("refusal" in r)) throw new Error("expected a refusal");
    expect(r.refusal.kind).toBe(REFUSAL_KINDS[name]);
    expect(reasonText(r.refusal)).toMatch(/^Refused: /);
    expect(reasonText(r.refusal)).toMatch(text);
  });

  it.each([
    ["the parent's mode by default", "default", undefined, undefined, { mode: "default", request: [] }],
    ["a stricter mode", "default", "plan", undefined, { mode: "plan", request: [] }],
    ["the same mode", "plan", "plan", [], { mode: "plan", request: [] }],
    [
      "request options with a stricter mode, each once",
      "default",
      "readonly",
      ["edit", "edit", "execute"],
      { mode: "readonly", request: ["edit", "execute"] },
    ],
  ])("accepts %s", (_, parent, mode, request, expected) => {
    expect(checkMode(parent as Mode, mode as Mode | undefined, request)).toEqual(expected);
  });
});

describe("whoDecides: every branch", () => {
  const edit: PermissionRequest = { tool: "edit", class: "edit", pattern: "src/a.ts" };
  const bash: PermissionRequest = { tool: "bash", class: "execute", pattern: "npm test" };
  const allowEdit: Rule = { permission: "edit", pattern: "*", action: "allow" };
  const denyBash: Rule = { permission: "bash", pattern: "npm *", action: "deny" };
  const grant: Grant = { tool: "edit", pattern: "src/*" };
  const base = { ctx: { rules: [] as Rule[], approvals: [] }, request: [] as string[], grants: [] as Grant[] };

  it.each([
    [
      "own mode allows: run",
      edit,
      { ...base, main: "accept-edits", mode: "accept-edits" },
      "own-allows",
      "run",
      undefined,
    ],
    [
      "a grant makes its own mode allow: run",
      edit,
      { ...base, main: "accept-edits", mode: "default", grants: [grant] },
      "own-allows",
      "run",
      undefined,
    ],
    [
      "own mode denies: refused, Denied",
      edit,
      { ...base, main: "default", mode: "plan" },
      "own-denies",
      "refused",
      "Denied: plan mode denies edit",
    ],
    [
      "own asks, main allows, class requestable",
      edit,
      { ...base, main: "accept-edits", mode: "default", request: ["edit"] },
      "requestable",
      "refused",
      TEAM_TEXTS.requestable,
    ],
    [
      "own asks, main allows, class not requestable",
      edit,
      { ...base, main: "accept-edits", mode: "default", request: ["execute"] },
      "not-delegated",
      "refused",
      TEAM_TEXTS.not_delegated,
    ],
    [
      "both deny: refused with its own reason",
      bash,
      { ...base, main: "readonly", mode: "readonly" },
      "own-denies",
      "refused",
      "Denied: readonly mode denies execute",
    ],
    [
      "unattended, both ask",
      bash,
      { ...base, main: "default", mode: "plan", unattended: true },
      "unattended",
      "refused",
      "Refused: nobody can approve this in an unattended session.",
    ],
    ["attended, both ask: the person", bash, { ...base, main: "default", mode: "plan" }, "person", "person", undefined],
  ] as const)("%s", (_, req, o, branch, answer, text) => {
    const t = whoDecidesTraced(req, o as never);
    expect(t.branch).toBe(branch);
    expect(t.verdict.answer).toBe(answer);
    if (t.verdict.answer === "refused") expect(t.verdict.reason.kind).toBe(branch);
    if (text !== undefined) expect(reasonText(verdictReason(t.verdict))).toBe(text);
    expect(whoDecides(req, o as never)).toEqual(t.verdict);
  });

  it("a deny rule refuses with the rule's reason", () => {
    const t = whoDecidesTraced(bash, {
      ...base,
      ctx: { rules: [denyBash], approvals: [] },
      main: "default",
      mode: "plan",
    });
    expect(t.verdict).toMatchObject({
      answer: "refused",
      reason: { kind: "own-denies", decision: { kind: "rule", action: "deny", permission: "bash", pattern: "npm *" } },
    });
    expect(reasonText(verdictReason(t.verdict))).toBe('Denied: rule denies bash "npm *"');
  });

  it("grants apply only where the main agent's mode allows the call", () => {
    const t = whoDecidesTraced(edit, { ...base, main: "default", mode: "default", grants: [grant] });
    expect(t.main.action).toBe("ask");
    expect(t.grantsApplied).toEqual([]);
    expect(t.verdict.answer).toBe("person");
    const u = whoDecidesTraced(edit, {
      ...base,
      ctx: { rules: [allowEdit], approvals: [] },
      main: "default",
      mode: "default",
      grants: [grant],
    });
    expect(u.grantsApplied).toEqual([grant]);
    expect(u.own.action).toBe("allow");
  });

  it("names the grant that decided", () => {
    const t = whoDecidesTraced(edit, { ...base, main: "accept-edits", mode: "default", grants: [grant] });
    expect(t.own).toMatchObject({
      reason: { kind: "grant", permission: "edit", pattern: "src/*" },
      decidedBy: { kind: "grant" },
    });
    expect(reasonText(t.own.reason)).toBe('grant allows edit "src/*"');
  });
});

describe("whoDecides: the main-denies branch", () => {
  it("is reached when its own mode asks and the main agent's mode denies", () => {
    // With its own mode at least as strict as the main agent's (what checkMode ensures) its own decision is at least
    // as strict, so own "ask" with main "deny" needs a subagent looser than the main agent; whoDecides answers it anyway.
    const req: PermissionRequest = { tool: "bash", class: "execute", pattern: "x" };
    const t = whoDecidesTraced(req, {
      ctx: { rules: [], approvals: [] },
      main: "readonly",
      mode: "default",
      request: [],
      grants: [],
    });
    expect(t.branch).toBe("main-denies");
    expect(t.verdict).toMatchObject({
      answer: "refused",
      reason: { kind: "main-denies", decision: { kind: "mode-default", mode: "readonly", toolClass: "execute" } },
    });
    expect(reasonText(verdictReason(t.verdict))).toBe("Denied: readonly mode denies execute");
  });
});

describe("requestRefusal", () => {
  it.each([
    ["edit", "edit", ["edit", "execute"], undefined],
    [
      "bash",
      "execute",
      ["edit"],
      "Refused: bash is not among the kinds this subagent may request (edit). Add the tool's class to its request options.",
    ],
    ["bash", undefined, ["execute"], /bash is not among the kinds/],
    ["bash", "execute", [], /\(none\)/],
  ] as const)("%s (%s) with %j", (tool, cls, request, expected) => {
    const r = requestRefusal(tool, cls, request);
    if (expected === undefined) return expect(r).toBeUndefined();
    expect(r?.kind).toBe("not-requestable");
    if (typeof expected === "string") expect(reasonText(r!)).toBe(expected);
    else expect(reasonText(r!)).toMatch(expected);
  });
});

describe("tighten", () => {
  const team = [
    { name: "a", parent: "lead", mode: "default" as Mode },
    { name: "b", parent: "a", mode: "accept-edits" as Mode },
    { name: "c", parent: "b", mode: "readonly" as Mode },
  ];

  it("makes every looser subagent as strict as its parent, down the tree", () => {
    expect({ ...tighten("plan", team) }).toEqual({ a: "plan", b: "plan", c: "readonly" });
  });

  it("tolerates children before parents", () => {
    expect({ ...tighten("plan", [...team].reverse()) }).toEqual({ a: "plan", b: "plan", c: "readonly" });
  });

  it("leaves out agents under a missing parent", () => {
    expect({ ...tighten("plan", [...team, { name: "d", parent: "ghost", mode: "bypass" }]) }).toEqual({
      a: "plan",
      b: "plan",
      c: "readonly",
    });
  });

  it("leaves out a cycle, and returns", () => {
    const cycle = [
      { name: "x", parent: "y", mode: "bypass" as Mode },
      { name: "y", parent: "x", mode: "bypass" as Mode },
    ];
    expect({ ...tighten("plan", [...cycle, ...team]) }).toEqual({ a: "plan", b: "plan", c: "readonly" });
  });

  it("takes another name for the lead", () => {
    expect({ ...tighten("readonly", [{ name: "a", parent: "main", mode: "default" }], "main") }).toEqual({
      a: "readonly",
    });
  });

  it("treats __proto__ as a plain name", () => {
    const out = tighten("plan", [{ name: "__proto__", parent: "lead", mode: "default" }]);
    expect(Object.keys(out)).toEqual(["__proto__"]);
    expect(out["__proto__"]).toBe("plan");
  });

  it("places 5,000 agents in reverse order and returns", () => {
    const chain = Array.from({ length: 5000 }, (_, i) => ({
      name: `s${i}`,
      parent: i ? `s${i - 1}` : "lead",
      mode: "bypass" as Mode,
    }));
    const out = tighten("plan", chain.reverse());
    expect(Object.keys(out)).toHaveLength(5000);
    expect(out.s4999).toBe("plan");
  });
});
