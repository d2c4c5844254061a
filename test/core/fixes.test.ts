/**
 * Quick fixes: for each lint with an obvious remedy, a small config and scenarios, the fix offered (its kind, and
 * whether it is the preferred one), the text after its edits, and then the analysis again: the diagnostic is gone
 * and every other diagnostic is as it was. The edits touch nothing but what the fix names (comments and inline
 * layout stay), and no fix is offered on a text that does not parse.
 */
import { describe, expect, it } from "vitest";
import { createFixer, type Diagnostic, type DocumentId, type Fix } from "../../src/core/index";
import { type FixEdit, type FixWhat, quickFixes } from "../../src/core/testing";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

type Texts = { config: string; scenarios: string; approvals?: string };

function apply(texts: Texts, edits: readonly FixEdit[]): Texts {
  const out = { ...texts };
  for (const e of [...edits].sort((a, b) => b.offset - a.offset))
    out[e.doc] = (out[e.doc] ?? "").slice(0, e.offset) + e.text + (out[e.doc] ?? "").slice(e.offset + e.length);
  return out;
}

const diagnosticsOf = (t: Texts) => analyze(t.config, t.scenarios, testLimits()).diagnostics;
const key = (d: Diagnostic) => `${d.doc} ${d.code} ${JSON.stringify(d.path)}`;

const TOOLS = `"tools": [{ "name": "bash", "class": "execute" }, { "name": "read", "class": "read" }]`;

interface Row {
  readonly name: string;
  readonly code: string;
  readonly texts: Partial<Texts>;
  /** The kind of the fix chosen, and its place among the fixes offered. */
  readonly kind: FixWhat["kind"];
  readonly preferred: boolean;
  /** The document the fix edits, as it reads afterwards. */
  readonly after: string;
}

const ROWS: Row[] = [
  {
    name: "a typo'd field becomes the closest known one",
    code: "SC010",
    texts: { config: `{\n  "agents": {\n    "defaults": { "worksapce": "~/w" } // mine\n  }\n}\n` },
    kind: "rename-key",
    preferred: true,
    after: `{\n  "agents": {\n    "defaults": { "workspace": "~/w" } // mine\n  }\n}\n`,
  },
  {
    name: "an unknown field whose closest key is already there is removed",
    code: "SC010",
    texts: { config: `{ "agents": { "list": [{ "id": "a", "skills": [], "skils": ["x"] }] } }` },
    kind: "remove-key",
    preferred: false,
    after: `{ "agents": { "list": [{ "id": "a", "skills": [] }] } }`,
  },
  {
    name: "a string where the skills list belongs",
    code: "SC114",
    texts: { config: `{ "agents": { "list": [{ "id": "a", "skills": "git" }] } }` },
    kind: "wrap-in-list",
    preferred: true,
    after: `{ "agents": { "list": [{ "id": "a", "skills": ["git"] }] } }`,
  },
  {
    name: "a string where the fallbacks list belongs",
    code: "SC124",
    texts: { config: `{ "agents": { "defaults": { "model": { "primary": "a/b", "fallbacks": "a/c" } } } }` },
    kind: "wrap-in-list",
    preferred: true,
    after: `{ "agents": { "defaults": { "model": { "primary": "a/b", "fallbacks": ["a/c"] } } } }`,
  },
  {
    name: "a string where a list belongs in the schema (a tool's callers)",
    code: "SC011",
    texts: { config: `{ "tools": [{ "name": "s", "class": "network", "callers": "script" }] }` },
    kind: "wrap-in-list",
    preferred: true,
    after: `{ "tools": [{ "name": "s", "class": "network", "callers": ["script"] }] }`,
  },
  {
    name: "a string where a subagent's tools list belongs",
    code: "SC234",
    texts: {
      config: `{ ${TOOLS} }`,
      scenarios: `{ "team": { "agents": [{ "name": "scout", "tools": "read" }] } }`,
    },
    kind: "wrap-in-list",
    preferred: true,
    after: `{ "team": { "agents": [{ "name": "scout", "tools": ["read"] }] } }`,
  },
  {
    name: "a second default mark is removed",
    code: "SC106",
    texts: {
      config: `{\n  "agents": {\n    "list": [\n      { "id": "a", "default": true },\n      { "id": "b", "default": true }\n    ]\n  }\n}\n`,
    },
    kind: "remove-default-mark",
    preferred: true,
    after: `{\n  "agents": {\n    "list": [\n      { "id": "a", "default": true },\n      { "id": "b" }\n    ]\n  }\n}\n`,
  },
  {
    name: "a second default mark is kept and the other removed",
    code: "SC106",
    texts: {
      config: `{\n  "agents": {\n    "list": [\n      {\n        "id": "a",\n        "default": true\n      },\n      { "id": "b", "default": true }\n    ]\n  }\n}\n`,
    },
    kind: "only-default",
    preferred: false,
    after: `{\n  "agents": {\n    "list": [\n      {\n        "id": "a"\n      },\n      { "id": "b", "default": true }\n    ]\n  }\n}\n`,
  },
  {
    name: "a * inside a skill pattern is moved to its end",
    code: "SC111",
    texts: { config: `{ "agents": { "list": [{ "id": "a", "skills": ["legal*contract"] }] } }` },
    kind: "move-star",
    preferred: false,
    after: `{ "agents": { "list": [{ "id": "a", "skills": ["legalcontract*"] }] } }`,
  },
  {
    name: "a * inside a skill pattern is removed",
    code: "SC111",
    texts: { config: `{ "agents": { "list": [{ "id": "a", "skills": ["legal*contract"] }] } }` },
    kind: "remove-star",
    preferred: false,
    after: `{ "agents": { "list": [{ "id": "a", "skills": ["legalcontract"] }] } }`,
  },
  {
    name: "an unknown model becomes the closest model of the catalog",
    code: "SC120",
    texts: {
      config: `{\n  "models": [{ "provider": "anthropic", "id": "claude-sonnet" }, { "provider": "openai", "id": "gpt-5" }],\n  "agents": { "list": [{ "id": "a", "model": "anthropic/claude-sonet" }] }\n}`,
    },
    kind: "replace-model",
    preferred: true,
    after: `{\n  "models": [{ "provider": "anthropic", "id": "claude-sonnet" }, { "provider": "openai", "id": "gpt-5" }],\n  "agents": { "list": [{ "id": "a", "model": "anthropic/claude-sonnet" }] }\n}`,
  },
  {
    name: "a grant that can never apply is removed",
    code: "SC228",
    texts: {
      config: `{ ${TOOLS}, "permission": { "rules": [{ "permission": "bash", "pattern": "*", "action": "deny" }] } }`,
      scenarios: `{\n  "team": {\n    "agents": [\n      {\n        "name": "scout",\n        "grants": [\n          { "tool": "read", "pattern": "*" },\n          // never\n          { "tool": "bash", "pattern": "rm *" }\n        ]\n      }\n    ]\n  }\n}\n`,
    },
    kind: "remove-grant",
    preferred: true,
    // The comment just above the grant is the grant's own: it goes with it.
    after: `{\n  "team": {\n    "agents": [\n      {\n        "name": "scout",\n        "grants": [\n          { "tool": "read", "pattern": "*" }\n        ]\n      }\n    ]\n  }\n}\n`,
  },
  {
    name: "an allow rule that a deny rule always overrides is removed",
    code: "SC207",
    texts: {
      config: `{\n  ${TOOLS},\n  "permission": {\n    "rules": [\n      { "permission": "bash", "pattern": "git *", "action": "allow" }, // old\n      { "permission": "bash", "pattern": "*", "action": "deny" }\n    ]\n  }\n}\n`,
    },
    kind: "remove-rule",
    preferred: true,
    // The comment after the rule on its line is the rule's own: it goes with it.
    after: `{\n  ${TOOLS},\n  "permission": {\n    "rules": [\n      { "permission": "bash", "pattern": "*", "action": "deny" }\n    ]\n  }\n}\n`,
  },
  {
    name: "a skill pattern with capitals is lowercased",
    code: "SC112",
    texts: { config: `{ "agents": { "list": [{ "id": "a", "skills": ["Legal.*"] }] } }` },
    kind: "lowercase",
    preferred: true,
    after: `{ "agents": { "list": [{ "id": "a", "skills": ["legal.*"] }] } }`,
  },
  {
    name: "a skill name with capitals is lowercased",
    code: "SC301",
    texts: { scenarios: `{ "skills": [{ "skill": "Legal.Contract" }] }` },
    kind: "lowercase",
    preferred: true,
    after: `{ "skills": [{ "skill": "legal.contract" }] }`,
  },
  {
    name: "a skill name with surrounding spaces is trimmed",
    code: "SC301",
    texts: { scenarios: `{ "skills": [{ "skill": " legal " }] }` },
    kind: "trim",
    preferred: true,
    after: `{ "skills": [{ "skill": "legal" }] }`,
  },
  {
    name: "a session's failed expectation expects the agent it resolves to",
    code: "SC303",
    texts: {
      config: `{ "agents": { "list": [{ "id": "main", "default": true }, { "id": "legal" }] } }`,
      scenarios: `{ "sessions": [{ "key": "agent:main:x", "expect": "legal" }] }`,
    },
    kind: "expect-actual",
    preferred: true,
    after: `{ "sessions": [{ "key": "agent:main:x", "expect": "main" }] }`,
  },
  {
    name: "a skill's failed expectation expects the verdict it gets",
    code: "SC303",
    texts: {
      config: `{ "agents": { "list": [{ "id": "a", "skills": ["git"] }] } }`,
      scenarios: `{ "skills": [{ "agent": "a", "skill": "legal", "expect": true }] }`,
    },
    kind: "expect-actual",
    preferred: true,
    after: `{ "skills": [{ "agent": "a", "skill": "legal", "expect": false }] }`,
  },
  {
    name: "a call's failed expectation expects the verdict it gets",
    code: "SC231",
    texts: {
      config: `{ ${TOOLS}, "permission": { "rules": [{ "permission": "bash", "pattern": "*", "action": "deny" }] } }`,
      scenarios: `{ "calls": [{ "tool": "bash", "pattern": "ls", "expect": "run" }] }`,
    },
    kind: "expect-actual",
    preferred: true,
    after: `{ "calls": [{ "tool": "bash", "pattern": "ls", "expect": "refused" }] }`,
  },
  {
    name: "a subagent's failed expectation expects the tools it ends up with",
    code: "SC303",
    texts: {
      config: `{ ${TOOLS}, "models": [{ "provider": "a", "id": "m" }], "agents": { "defaults": { "model": "a/m" } } }`,
      scenarios: `{ "team": { "agents": [{ "name": "scout", "tools": ["read"], "expect": { "tools": ["read", "bash"] } }] } }`,
    },
    kind: "expect-actual",
    preferred: true,
    after: `{ "team": { "agents": [{ "name": "scout", "tools": ["read"], "expect": { "tools": ["read"] } }] } }`,
  },
];

/** The one diagnostic of `code` the texts have, the fixes offered for it, and the one of `kind`. */
function offered(row: Row): { texts: Texts; diagnostic: Diagnostic; fixes: Fix[]; chosen: Fix | undefined } {
  const texts = { config: "{}", scenarios: "{}", ...row.texts };
  const found = diagnosticsOf(texts).filter((d) => d.code === row.code);
  expect(found, `one ${row.code}`).toHaveLength(1);
  const diagnostic = found[0]!;
  const fixes = quickFixes(diagnostic, texts);
  return { texts, diagnostic, fixes, chosen: fixes.find((f) => f.what.kind === row.kind) };
}

describe("quick fixes", () => {
  it.each(ROWS)("$name ($code)", (row) => {
    const { texts, diagnostic, fixes, chosen } = offered(row);
    expect(chosen, fixes.map((f) => f.title).join("; ")).toBeDefined();
    expect(chosen!.preferred).toBe(row.preferred);
    expect(fixes.filter((f) => f.preferred).length).toBeLessThanOrEqual(1);
    expect(chosen!.title).not.toBe("");
    const after = apply(texts, chosen!.edits);
    const doc: DocumentId = diagnostic.doc;
    expect(chosen!.edits.every((e) => e.doc === doc)).toBe(true);
    expect(after[doc]).toBe(row.after);
    const before = diagnosticsOf(texts).map(key);
    const now = diagnosticsOf(after).map(key);
    expect(now).not.toContain(key(diagnostic));
    expect(now.sort()).toEqual(before.filter((k) => k !== key(diagnostic)).sort());
  });

  it("offers every fix of a diagnostic with a title rendered from its kind", () => {
    const { fixes } = offered(ROWS.find((r) => r.kind === "move-star")!);
    expect(fixes.map((f) => [f.what.kind, f.title])).toEqual([
      ["move-star", 'Move the * to the end: "legalcontract*"'],
      ["remove-star", 'Remove the * inside: "legalcontract"'],
    ]);
  });

  it("offers the catalog's models closest first, the closest preferred", () => {
    const config = `{ "models": [{ "provider": "o", "id": "gpt-4" }, { "provider": "o", "id": "gpt-5" }, { "provider": "o", "id": "gpt-50" }], "agents": { "list": [{ "id": "a", "model": "o/gpt-5o" }] } }`;
    const d = diagnosticsOf({ config, scenarios: "{}" }).find((x) => x.code === "SC120")!;
    expect(d.data).toEqual({ kind: "unknown-model", ref: "o/gpt-5o", nearest: ["o/gpt-5", "o/gpt-50", "o/gpt-4"] });
    const fixes = quickFixes(d, { config, scenarios: "{}" });
    expect(fixes.map((f) => [f.what, f.preferred])).toEqual([
      [{ kind: "replace-model", from: "o/gpt-5o", to: "o/gpt-5" }, true],
      [{ kind: "replace-model", from: "o/gpt-5o", to: "o/gpt-50" }, false],
      [{ kind: "replace-model", from: "o/gpt-5o", to: "o/gpt-4" }, false],
    ]);
  });

  it("offers no fix on a text with a syntax error, and none for a diagnostic without a remedy", () => {
    const row = ROWS[0]!;
    const { diagnostic, texts } = offered(row);
    expect(quickFixes(diagnostic, { ...texts, config: `${texts.config}\n,` })).toEqual([]);
    const noRemedy = diagnosticsOf({ config: `{ "agents": { "list": [{ "id": 3 }] } }`, scenarios: "{}" });
    expect(noRemedy.length).toBeGreaterThan(0);
    const fixer = createFixer({ config: `{ "agents": { "list": [{ "id": 3 }] } }`, scenarios: "{}" });
    expect(noRemedy.flatMap((d) => fixer.fixesFor(d))).toEqual([]);
  });
});
