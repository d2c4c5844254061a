import { describe, expect, it } from "vitest";
import { evaluate, locatedValue, type Mode, type PermissionRequest, reasonText, type Rule } from "../../src/core/index";
import {
  type Action,
  type Approval,
  type Context,
  type Decision,
  GRANT_STEP,
  readModes,
  readRules,
} from "../../src/core/testing";

/** A decision with its reason as the sentence it renders to. */
const said = (d: Decision) => ({ ...d, reason: reasonText(d.reason) });

const bash = (pattern: string): PermissionRequest => ({ tool: "bash", class: "execute", pattern });
const rule = (action: Action, pattern: string, permission = "bash"): Rule => ({ permission, pattern, action });
const ctx = (mode: Mode, rules: Rule[] = [], approvals: Approval[] = []): Context => ({ mode, rules, approvals });

describe("evaluate: precedence", () => {
  it.each([
    ["deny beats allow", [rule("allow", "rm *"), rule("deny", "rm *")], "deny", 'rule denies bash "rm *"'],
    [
      "deny beats allow, whatever the order",
      [rule("deny", "rm *"), rule("allow", "rm -rf *")],
      "deny",
      'rule denies bash "rm *"',
    ],
    ["ask beats allow", [rule("allow", "*"), rule("ask", "rm *")], "ask", 'rule asks for bash "rm *"'],
    ["deny beats ask", [rule("ask", "*"), rule("deny", "rm -rf *")], "deny", 'rule denies bash "rm -rf *"'],
    ["an allow rule beats the mode's ask", [rule("allow", "rm *")], "allow", 'rule allows bash "rm *"'],
    [
      "a rule of another permission does not match",
      [rule("allow", "*", "edit")],
      "ask",
      "default mode asks before execute",
    ],
    ["a wildcard permission matches", [rule("allow", "*", "ba*")], "allow", 'rule allows ba* "*"'],
    [
      "a rule whose pattern does not match is ignored",
      [rule("deny", "git *")],
      "ask",
      "default mode asks before execute",
    ],
    ["no rule: the mode's default", [], "ask", "default mode asks before execute"],
  ])("%s", (_, rules, action, reason) => {
    const d = evaluate(bash("rm -rf /tmp/x"), ctx("default", rules));
    expect(d.action).toBe(action);
    expect(reasonText(d.reason)).toBe(reason);
  });

  it("names the rule that decided, with its provenance", () => {
    const { rules } = readRules(
      locatedValue({ permission: { rules: [{ permission: "bash", pattern: "rm *", action: "deny" }] } }),
    );
    const d = evaluate(bash("rm x"), ctx("bypass", rules));
    expect(d.decidedBy).toMatchObject({
      kind: "rule",
      from: { step: "permission.rules", label: "permission.rules[0]", path: ["permission", "rules", 0] },
    });
  });

  it("names a grant as a grant", () => {
    const grant: Rule = {
      ...rule("allow", "src/*", "edit"),
      from: { step: GRANT_STEP, label: "team.agents[0].grants[0]" },
    };
    const d = evaluate({ tool: "edit", class: "edit", pattern: "src/a.ts" }, ctx("default", [grant]));
    expect(said(d)).toMatchObject({
      action: "allow",
      reason: 'grant allows edit "src/*"',
      decidedBy: { kind: "grant" },
    });
  });

  it("uses the permission key, not the tool name, when the request has one", () => {
    const d = evaluate(
      { tool: "write", permission: "edit", class: "edit", pattern: "a" },
      ctx("default", [rule("allow", "*", "edit")]),
    );
    expect(d.action).toBe("allow");
  });
});

describe("evaluate: modes and ceilings", () => {
  it.each([
    ["bypass", "execute", "allow", "bypass mode allows execute", "mode-default"],
    ["accept-edits", "edit", "allow", "accept-edits mode allows edit", "mode-default"],
    ["default", "edit", "ask", "default mode asks before edit", "mode-default"],
    ["plan", "edit", "deny", "plan mode denies edit", "mode-default"],
    ["readonly", "network", "deny", "readonly mode denies network", "mode-default"],
    ["readonly", "read", "allow", "readonly mode allows read", "mode-default"],
  ] as const)("%s mode, %s with no rule: %s", (mode, cls, action, reason, kind) => {
    const d = evaluate({ tool: "t", class: cls, pattern: "x" }, ctx(mode));
    expect(said(d)).toMatchObject({ action, reason, decidedBy: { kind } });
  });

  it.each([
    ["plan", "edit", "deny", "plan mode does not allow edit"],
    ["readonly", "execute", "deny", "readonly mode does not allow execute"],
  ] as const)("the %s ceiling caps an allow rule for %s", (mode, cls, action, reason) => {
    const d = evaluate({ tool: "t", class: cls, pattern: "x" }, ctx(mode, [rule("allow", "*", "t")]));
    expect(said(d)).toMatchObject({ action, reason, decidedBy: { kind: "ceiling" } });
  });

  it("a config ceiling of ask caps allow at ask", () => {
    const { table } = readModes(locatedValue({ permission: { modes: { readonly: { read: { ceiling: "ask" } } } } }));
    const d = evaluate(
      { tool: "read", class: "read", pattern: "a" },
      { ...ctx("readonly", [rule("allow", "*", "read")]), modes: table },
    );
    expect(said(d)).toMatchObject({
      action: "ask",
      reason: "readonly mode always asks before read",
      decidedBy: { kind: "ceiling" },
    });
    expect(d.decidedBy.from.path).toEqual(["permission", "modes", "readonly", "read", "ceiling"]);
  });
});

describe("evaluate: approvals", () => {
  const approval = (grantedIn: Mode): Approval => ({ permission: "bash", pattern: "npm test *", grantedIn });
  it.each([
    ["default", "default", "allow"],
    ["default", "accept-edits", "allow"],
    ["default", "bypass", "allow"],
    ["default", "plan", "ask"],
    ["accept-edits", "default", "ask"],
    ["plan", "plan", "allow"],
  ] as const)("an approval given in %s, evaluated in %s: %s", (grantedIn, mode, action) => {
    expect(evaluate(bash("npm test"), ctx(mode, [], [approval(grantedIn)])).action).toBe(action);
  });

  it("names the approval that decided", () => {
    const d = evaluate(bash("npm test --watch"), ctx("default", [], [approval("default")]));
    expect(said(d)).toMatchObject({
      reason: 'approval allows bash "npm test *" (given in default mode)',
      decidedBy: { kind: "approval" },
    });
  });

  it("a deny rule beats an approval", () => {
    expect(evaluate(bash("npm test"), ctx("default", [rule("deny", "npm *")], [approval("default")])).action).toBe(
      "deny",
    );
  });

  it("an approval from an unknown mode never applies", () => {
    const bad = { ...approval("default"), grantedIn: "strict" as Mode };
    expect(evaluate(bash("npm test"), ctx("bypass", [rule("ask", "*")], [bad])).action).toBe("ask");
  });
});

describe("evaluate: several patterns", () => {
  const rules = [rule("allow", "git *"), rule("ask", "npm *"), rule("deny", "rm *")];
  it.each([
    [["git status", "git log"], "allow"],
    [["git status", "npm install"], "ask"],
    [["git status", "npm install", "rm -rf /"], "deny"],
    [["rm x", "git status"], "deny"],
  ])("%j: %s", (patterns, action) => {
    expect(evaluate({ tool: "bash", class: "execute", patterns }, ctx("default", rules)).action).toBe(action);
  });

  it("an empty list of patterns is one empty pattern, not a vacuous allow", () => {
    expect(
      evaluate({ tool: "bash", class: "execute", patterns: [] }, ctx("default", [rule("allow", "git *")])).action,
    ).toBe("ask");
  });
});

describe("evaluate: unknown mode or class", () => {
  it("denies an unknown mode with a clear reason", () => {
    const d = evaluate(bash("ls"), ctx("strict" as Mode, [rule("allow", "*")]));
    expect(d.action).toBe("deny");
    expect(reasonText(d.reason)).toMatch(/unknown mode "strict"/);
  });

  it("denies an unknown class with a clear reason", () => {
    const d = evaluate(
      { tool: "zap", class: "shell" as never, pattern: "x" },
      ctx("bypass", [rule("allow", "*", "zap")]),
    );
    expect(d.action).toBe("deny");
    expect(reasonText(d.reason)).toMatch(/zap has an unknown tool class "shell"/);
  });

  it("denies the mode __proto__ rather than reading the prototype", () => {
    expect(evaluate(bash("ls"), ctx("__proto__" as Mode)).action).toBe("deny");
  });
});

describe("evaluate: large input", () => {
  it("decides against 5,000 rules and returns", () => {
    const rules = Array.from({ length: 5000 }, (_, i) => rule(i % 3 === 0 ? "allow" : "ask", `cmd${i} *`));
    rules.push(rule("deny", "cmd4999 *"));
    expect(evaluate(bash("cmd4999 --now"), ctx("default", rules)).action).toBe("deny");
    expect(evaluate(bash("cmd3 x"), ctx("default", rules)).action).toBe("allow");
  });

  it("decides a 10,000-character pattern and returns", () => {
    const long = "*a".repeat(5000);
    expect(evaluate(bash("a".repeat(10_000)), ctx("default", [rule("deny", long)])).action).toBe("deny");
  });
});

describe("readRules", () => {
  it("reads well-formed rules with their paths and reports the others", () => {
    const config = locatedValue({
      permission: {
        rules: [
          { permission: "bash", pattern: "git *", action: "allow" },
          { permission: "bash", action: "deny" },
          { permission: "bash", pattern: "x", action: "always" },
          { pattern: "x", action: "allow" },
          { permission: "bash", pattern: 3, action: "allow" },
          "rule",
        ],
      },
    });
    const r = readRules(config);
    expect(r.rules.map((x) => [x.permission, x.pattern, x.action])).toEqual([
      ["bash", "git *", "allow"],
      ["bash", "*", "deny"],
    ]);
    expect(r.indexes).toEqual([0, 1]);
    expect(r.diagnostics.map((d) => [d.code, d.path])).toEqual([
      ["SC206", ["permission", "rules", 2, "action"]],
      ["SC205", ["permission", "rules", 3, "permission"]],
      ["SC205", ["permission", "rules", 4, "pattern"]],
      ["SC205", ["permission", "rules", 5]],
    ]);
  });

  it("reports rules that are not a list", () => {
    expect(readRules(locatedValue({ permission: { rules: {} } })).diagnostics[0]).toMatchObject({ code: "SC205" });
  });
});

describe("the decision names the same match whatever the order", () => {
  it("two approvals of the same permission and pattern, given in different modes", () => {
    const approvals = [
      { permission: "bash", pattern: "", grantedIn: "bypass" as const },
      { permission: "bash", pattern: "", grantedIn: "accept-edits" as const },
    ];
    const req = { tool: "bash", class: "read" as const, patterns: [""] };
    const a = evaluate(req, { mode: "bypass", rules: [], approvals });
    const b = evaluate(req, { mode: "bypass", rules: [], approvals: [...approvals].reverse() });
    expect(b.reason).toEqual(a.reason);
    expect(a.reason).toMatchObject({ kind: "approval", grantedIn: "accept-edits" });
  });
});
