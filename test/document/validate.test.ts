import { describe, expect, it } from "vitest";
import { type JsonPath, parseDocument } from "../../src/core/index";
import {
  configSchema,
  MAX_SCHEMA_DIAGNOSTICS,
  SC,
  validateConfig,
  validateDocument,
  validateScenarios,
} from "../../src/core/testing";

const config = (text: string) => {
  const parsed = parseDocument(text, "config");
  return { parsed, diagnostics: validateConfig(parsed) };
};
const spanText = (text: string, span: { offset: number; length: number }) =>
  text.slice(span.offset, span.offset + span.length);

describe("validateConfig: the architecture's example is valid", () => {
  it("gives no diagnostic", () => {
    const text = `{
      "$schema": "./schema/sophiaclaw.schema.json",
      "agents": {
        "defaults": { "workspace": "~/SophiaClaw", "model": { "primary": "anthropic/claude-sonnet", "fallbacks": ["openai/gpt-5"] } },
        "list": [
          { "id": "general", "default": true },
          { "id": "legal", "name": "Legal", "workspace": "/data/legal", "agentDir": "/x", "model": "anthropic/claude-opus",
            "skills": ["legal.*"], "memorySearch": { "maxResults": 5, "threshold": 0.7 }, "humanDelay": 1000,
            "heartbeat": { "enabled": true, "intervalMs": 60000 }, "identity": { "name": "Ada", "description": "lawyer" },
            "groupChat": { "enabled": false, "participants": [] }, "subagents": { "enabled": true, "maxConcurrent": 2 },
            "sandbox": { "enabled": true, "allowedDirs": ["/data"], "deniedCommands": ["rm"] },
            "tools": { "allow": ["read"], "deny": ["bash"] } }
        ]
      },
      "models": [ { "provider": "anthropic", "id": "claude-sonnet", "reasoning": true, "thinkingLevelMap": { "xhigh": "32k", "max": null } } ],
      "tools": [
        { "name": "bash", "class": "execute" },
        { "name": "write", "class": "edit", "permission": "edit" },
        { "name": "team", "class": "delegate", "scope": "main" },
        { "name": "mcp_search", "class": "network", "callers": ["script"], "deferred": true, "description": "search" }
      ],
      "permission": {
        "mode": "default",
        "rules": [ { "permission": "bash", "pattern": "git status *", "action": "allow" } ],
        "modes": { "plan": { "execute": { "default": "deny", "ceiling": "deny" } } }
      }
    }`;
    expect(config(text).diagnostics).toEqual([]);
  });
});

describe("validateConfig: each issue at its path and span", () => {
  it.each<[string, string, JsonPath, string, RegExp]>([
    [
      '{"agents": {"list": [{"id": 3}]}}',
      SC.wrongType,
      ["agents", "list", 0, "id"],
      "3",
      /Expected a string here, found a number/,
    ],
    ['{"agents": {"list": {}}}', SC.wrongType, ["agents", "list"], "{}", /Expected a list here, found an object/],
    [
      '{"agents": {"defaults": {"model": 5}}}',
      SC.wrongType,
      ["agents", "defaults", "model"],
      "5",
      /a string or an object here, found a number/,
    ],
    [
      '{"agents": {"list": [{"id": "a", "model": {"primary": 4}}]}}',
      SC.wrongType,
      ["agents", "list", 0, "model", "primary"],
      "4",
      /Expected a string/,
    ],
    [
      '{"agents": {"list": [{"id": "a", "subagents": {"enabled": true, "maxConcurrent": 1.5}}]}}',
      SC.wrongType,
      ["agents", "list", 0, "subagents", "maxConcurrent"],
      "1.5",
      /whole number/,
    ],
    [
      '{"agents": {"list": [{"id": "a", "humanDelay": -1}]}}',
      SC.invalidValue,
      ["agents", "list", 0, "humanDelay"],
      "-1",
      /at least 0/,
    ],
    [
      '{"permission": {"mode": "loose"}}',
      SC.invalidEnum,
      ["permission", "mode"],
      '"loose"',
      /"bypass", "accept-edits", "default", "plan", "readonly"/,
    ],
    [
      '{"permission": {"rules": [{"permission": "bash", "pattern": "*", "action": "maybe"}]}}',
      SC.invalidEnum,
      ["permission", "rules", 0, "action"],
      '"maybe"',
      /"allow", "ask", "deny"/,
    ],
    [
      '{"tools": [{"name": "x", "class": "danger"}]}',
      SC.invalidEnum,
      ["tools", 0, "class"],
      '"danger"',
      /"read", "edit"/,
    ],
    [
      '{"tools": [{"name": "x"}]}',
      SC.missingField,
      ["tools", 0, "class"],
      '{"name": "x"}',
      /Add the required field "class" \(one of "read"/,
    ],
    [
      '{"agents": {"list": [{}]}}',
      SC.missingField,
      ["agents", "list", 0, "id"],
      "{}",
      /Add the required field "id" \(a string\)/,
    ],
    [
      '{"agents": {"list": [{"id": "a", "workspce": "/x"}]}}',
      SC.unknownKey,
      ["agents", "list", 0, "workspce"],
      '"workspce"',
      /Did you mean "workspace"\?/,
    ],
    [
      '{"models": [{"provider": "a", "id": "b", "thinkingLevelMap": {"hgh": "x"}}]}',
      SC.unknownKey,
      ["models", 0, "thinkingLevelMap", "hgh"],
      '"hgh"',
      /Did you mean "high"/,
    ],
    [
      '{"agents": {"defaults": {"model": {"primary": "a/b", "fallback": []}}}}',
      SC.unknownKey,
      ["agents", "defaults", "model", "fallback"],
      '"fallback"',
      /Did you mean "fallbacks"/,
    ],
    ['{"zzz": 1}', SC.unknownKey, ["zzz"], '"zzz"', /Known fields here: \$schema, agents, models, tools, permission/],
    ['{"__proto__": 1}', SC.unknownKey, ["__proto__"], '"__proto__"', /Unknown field "__proto__"/],
    ["[]", SC.wrongType, [], "[]", /Expected an object here, found a list/],
    ["null", SC.wrongType, [], "null", /found null/],
    ['"text"', SC.wrongType, [], '"text"', /found the text "text"/],
  ])("%s -> %s", (text, code, path, spanned, message) => {
    const { diagnostics } = config(text);
    expect(diagnostics).toHaveLength(1);
    const [d] = diagnostics;
    expect(d).toMatchObject({ code, path, doc: "config" });
    expect(spanText(text, d!.span)).toBe(spanned);
    expect(d!.message).toMatch(message);
    expect(d!.severity).toBe(code === SC.unknownKey ? "warning" : "error");
  });

  it("reports nothing for an empty document", () => {
    expect(config("").diagnostics).toEqual([]);
    expect(config("// nothing yet").diagnostics).toEqual([]);
  });

  it("sums up past the limit", () => {
    const list = Array.from({ length: MAX_SCHEMA_DIAGNOSTICS + 50 }, () => "{}").join(",");
    const { diagnostics } = config(`{"agents": {"list": [${list}]}}`);
    expect(diagnostics).toHaveLength(MAX_SCHEMA_DIAGNOSTICS + 1);
    expect(diagnostics.at(-1)).toMatchObject({ code: SC.tooManyErrors, severity: "info" });
    expect(diagnostics.at(-1)?.message).toMatch(/^50 more problems/);
  });

  it("validates against any schema given", () => {
    const parsed = parseDocument('{"agents": 1}', "config");
    expect(validateDocument(parsed, configSchema)).toEqual(validateConfig(parsed));
  });
});

describe("validateScenarios", () => {
  const scenarios = (text: string) => validateScenarios(parseDocument(text, "scenarios"));

  it("accepts the architecture's example", () => {
    const text = `{
      "env": { "HOME": "/home/ada", "SOPHIACLAW_STATE_DIR": "/srv/claw", "cwd": "/home/ada/src" },
      "sessions": [ { "key": "agent:legal:case-1", "agent": "legal", "model": "openai/gpt-5", "expect": "legal" } ],
      "skills": [ { "agent": "legal", "skill": "legal.contract", "expect": true } ],
      "team": {
        "main": "general", "mode": "default", "thinkingLevel": "medium", "unattended": false,
        "approvals": [ { "permission": "bash", "pattern": "npm test *", "grantedIn": "default" } ],
        "agents": [
          { "name": "scout", "parent": "lead", "mode": "plan", "request": ["edit"],
            "grants": [ { "tool": "edit", "pattern": "src/*" } ],
            "model": "anthropic/claude-haiku", "thinkingLevel": "high", "tools": ["read", "edit"], "load": [] }
        ],
        "tighten": "plan"
      },
      "calls": [ { "agent": "scout", "tool": "edit", "pattern": "src/a.ts", "expect": "refused" },
                 { "agent": "lead", "tool": "bash", "patterns": ["ls", "rm -rf /"] } ]
    }`;
    expect(scenarios(text)).toEqual([]);
  });

  it.each([
    [
      "a rule without a pattern (every call)",
      "config",
      '{"permission": {"rules": [{"permission": "bash", "action": "ask"}]}}',
    ],
    [
      "a grant without a pattern",
      "scenarios",
      '{"team": {"agents": [{"name": "x", "parent": "lead", "grants": [{"tool": "edit"}]}]}}',
    ],
    ["an approval without a pattern or grantedIn", "scenarios", '{"team": {"approvals": [{"permission": "bash"}]}}'],
  ])("the schema accepts what the engine gives a default: %s", (_name, doc, text) => {
    expect(doc === "config" ? config(text).diagnostics : scenarios(text)).toEqual([]);
  });

  it.each<[string, string, JsonPath, RegExp]>([
    ['{"env": {"HOME": 1}}', SC.wrongType, ["env", "HOME"], /Expected a string here, found a number/],
    ['{"team": {"mode": "wild"}}', SC.invalidEnum, ["team", "mode"], /"plan"/],
    [
      '{"team": {"thinkingLevel": "huge"}}',
      SC.invalidEnum,
      ["team", "thinkingLevel"],
      /"off", "minimal", "low", "medium", "high", "xhigh", "max"/,
    ],
    [
      '{"team": {"agents": [{"name": "x", "parent": "lead", "request": ["fly"]}]}}',
      SC.invalidEnum,
      ["team", "agents", 0, "request", 0],
      /"outside"/,
    ],
    [
      '{"team": {"approvals": [{"pattern": "*"}]}}',
      SC.missingField,
      ["team", "approvals", 0, "permission"],
      /"permission"/,
    ],
    [
      '{"calls": [{"agent": "a", "tool": "b", "expect": "maybe"}]}',
      SC.invalidEnum,
      ["calls", 0, "expect"],
      /"run", "person", "refused"/,
    ],
    [
      '{"calls": [{"agent": "a", "tool": "b", "pattern": "x", "patterns": ["y"]}]}',
      SC.invalidValue,
      ["calls", 0, "patterns"],
      /either "pattern" or "patterns"/,
    ],
    ['{"skills": [{"skill": "a", "expect": "yes"}]}', SC.wrongType, ["skills", 0, "expect"], /true or false/],
    ['{"sesions": []}', SC.unknownKey, ["sesions"], /Did you mean "sessions"/],
  ])("%s -> %s", (text, code, path, message) => {
    const diagnostics = scenarios(text);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code, path, doc: "scenarios" });
    expect(diagnostics[0]?.message).toMatch(message);
  });
});
