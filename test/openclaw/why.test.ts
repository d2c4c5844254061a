// "Why not?" for a scenarios call in an OpenClaw profile (core/openclaw/why.ts): the changes that let it run, each
// checked by reading the changed texts again, narrowest first, with what else they change; an edit changes the least
// text (the rest of both documents byte for byte the same).
import { describe, expect, it } from "vitest";
import {
  applyTextEdits,
  OpenClawAnalyzer,
  openclawWhy,
  openclawWhyChangeText,
  parseDocument,
  type OpenClawWhy,
} from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";

const CONFIG = `{
  // The team's tools: coding, no background processes.
  "tools": { "profile": "coding", "deny": ["process", "write"] },
  "agents": {
    "ownership": "explicit",
    "defaults": { "systemAgent": { "agentId": "main" } },
    "entries": {
      "main": {},
      "legal": { "tools": { "allow": ["read", "exec", "browser"] } }, // reads and runs, nothing else
    },
  },
}
`;

function why(
  calls: readonly object[],
  approvals?: object,
): { found: OpenClawWhy; texts: { config: string; scenarios: string } } {
  const scenarios = JSON.stringify({ env: { HOME: "/home/ada" }, calls, ...(approvals && { approvals }) }, null, 2);
  const texts = { config: CONFIG, scenarios };
  const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
  return {
    found: openclawWhy(analyzer, "openclaw-2026.9", texts, parseDocument(scenarios, "scenarios").value, { index: 0 }),
    texts,
  };
}

const applied = (
  texts: { config: string; scenarios: string },
  edits: readonly { doc: string; offset: number; length: number; text: string }[],
) => ({
  config: applyTextEdits(
    texts.config,
    edits.filter((e) => e.doc === "config"),
  ),
  scenarios: applyTextEdits(
    texts.scenarios,
    edits.filter((e) => e.doc === "scenarios"),
  ),
});

describe("why not, for an OpenClaw call (2026.9)", () => {
  it("a tool a deny list refuses: the entry removed, the comments and the rest kept", () => {
    const { found, texts } = why([{ agent: "main", tool: "process" }]);
    expect(found.now?.verdict).toBe("refused");
    expect(found.suggestions.map((s) => openclawWhyChangeText(s.change))).toEqual(['Remove "process" from tools.deny']);
    const after = applied(texts, found.suggestions[0]!.edits);
    expect(after.config).toBe(CONFIG.replace('"deny": ["process", "write"]', '"deny": ["write"]'));
  });

  it("a tool the profile leaves out: added to an alsoAllow list beside it, the agent's own first (it changes less)", () => {
    const { found, texts } = why([{ agent: "main", tool: "browser" }]);
    expect(found.suggestions.map((s) => openclawWhyChangeText(s.change))).toEqual([
      'Add "browser" to agents.entries.main.tools.alsoAllow',
      'Add "browser" to tools.alsoAllow',
    ]);
    expect(applied(texts, found.suggestions[0]!.edits).config).toBe(
      CONFIG.replace('"main": {}', '"main": { "tools": { "alsoAllow": ["browser"] } }'),
    );
    expect(applied(texts, found.suggestions[1]!.edits).config).toBe(
      CONFIG.replace('"deny": ["process", "write"] }', '"deny": ["process", "write"], "alsoAllow": ["browser"] }'),
    );
    // The config's list reaches legal too: its own allow list named browser, which the profile refused until now.
    const changed = (i: number) =>
      found.suggestions[i]!.alsoChanges.map((c) => (c.kind === "agent-changed" ? `${c.id} ${c.field}` : c.kind));
    expect(changed(0)).toEqual(["main tools.main.refused"]);
    expect(changed(1)).toEqual(["main tools.main.refused", "legal tools.main.refused"]);
  });

  it("a tool outside the agent's own allow list: added to it", () => {
    const { found, texts } = why([{ agent: "legal", tool: "web_fetch" }]);
    expect(found.suggestions.map((s) => openclawWhyChangeText(s.change))).toEqual([
      'Add "web_fetch" to agents.entries.legal.tools.allow',
    ]);
    expect(applied(texts, found.suggestions[0]!.edits).config).toBe(
      CONFIG.replace('["read", "exec", "browser"]', '["read", "exec", "browser", "web_fetch"]'),
    );
  });

  it("an exec call the host's approvals refuse: loosened in the approvals (the config alone would not do)", () => {
    const { found, texts } = why([{ agent: "legal", tool: "exec", pattern: "git status" }], {
      version: 1,
      agents: { legal: { security: "deny" } },
    });
    expect(found.now?.exec?.by).toBe("host");
    expect(found.suggestions.map((s) => openclawWhyChangeText(s.change))).toEqual([
      "Set the host's approvals' agents.legal.security to \"full\"",
    ]);
    const after = applied(texts, found.suggestions[0]!.edits);
    expect(after.config).toBe(CONFIG);
    expect(after.scenarios).toBe(texts.scenarios.replace('"security": "deny"', '"security": "full"'));
    expect(found.tried).toBeGreaterThan(1);
  });

  it("an exec command the allowlist misses: the entry that lets it run, any arguments or exactly these, in the approvals", () => {
    const { found, texts } = why([{ agent: "legal", tool: "exec", command: "git status" }], {
      version: 1,
      defaults: { security: "allowlist" },
      agents: { legal: { allowlist: ["/usr/bin/ls"] } },
    });
    expect(found.now?.exec?.call?.denial).toBe("exec denied: allowlist miss");
    const texts_ = found.suggestions.map((s) => openclawWhyChangeText(s.change));
    expect(texts_).toContain('Allowlist "git" for agent "legal" in the host\'s approvals (any arguments)');
    expect(texts_).toContain(
      'Allowlist "git" for agent "legal" with exactly these arguments (argPattern "^status$") in the host\'s approvals',
    );
    const exact = found.suggestions.find((s) => s.change.kind === "allowlist-add" && s.change.argPattern)!;
    const after = applied(texts, exact.edits);
    expect(after.config).toBe(CONFIG);
    const read = JSON.parse(after.scenarios) as { approvals: { agents: { legal: { allowlist: unknown[] } } } };
    expect(read.approvals.agents.legal.allowlist).toEqual(["/usr/bin/ls", { pattern: "git", argPattern: "^status$" }]);
  });

  it("with no approvals in the scenarios, the entry comes in a new approvals document", () => {
    const { found, texts } = why([{ agent: "legal", tool: "exec", command: "make -j4" }]);
    expect(found.now?.verdict).toBe("run");
    const strict = CONFIG.replace(
      '"allow": ["read", "exec", "browser"]',
      '"allow": ["read", "exec", "browser"], "exec": { "security": "allowlist" }',
    );
    const scenarios = JSON.stringify({ calls: [{ agent: "legal", tool: "exec", command: "make -j4" }] }, null, 2);
    const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
    const w = openclawWhy(analyzer, "openclaw-2026.9", { config: strict, scenarios }, JSON.parse(scenarios), {
      index: 0,
    });
    expect(w.now?.verdict).toBe("refused");
    const first = w.suggestions.find((s) => s.change.kind === "allowlist-add" && !s.change.argPattern)!;
    const after = applyTextEdits(scenarios, first.edits);
    expect(JSON.parse(after)).toEqual({
      calls: [{ agent: "legal", tool: "exec", command: "make -j4" }],
      approvals: { version: 1, agents: { legal: { allowlist: ["make"] } } },
    });
    expect(texts.config).toBe(CONFIG);
  });

  it("nothing to offer for a call that runs, or one the release cannot let through (a sub-agent's gateway)", () => {
    expect(why([{ agent: "main", tool: "read" }]).found.suggestions).toEqual([]);
    const sub = why([{ agent: "main", tool: "gateway", session: "subagent" }]).found;
    expect([sub.now?.verdict, sub.suggestions.length, sub.tried]).toEqual(["refused", 0, 1]);
  });
});
