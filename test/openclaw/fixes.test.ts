// The quick fixes of OpenClaw's findings: a model the release knows is shut down, replaced with the one its reason
// names; a template's placeholder or a Windows user folder in a path, written from the home folder. Each applied to
// the text, and the finding gone from the text it makes (in both releases); none where no change is obvious.
import { describe, expect, it } from "vitest";
import {
  applyTextEdits,
  createFixer,
  openclawAgentModels,
  openclawAgentSkills,
  openclawDiagnostics,
  type Diagnostic,
  type OpenClawEnvironment,
  type OpenClawProfileId,
} from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";

const MACHINE: OpenClawEnvironment = { home: "/h", cwd: "/w", vars: {}, configAt: "/h/.openclaw/openclaw.json" };
const V7 = "openclaw-2026.7";
const V9 = "openclaw-2026.9";

/** A config with one agent whose fields are `agent`, in the release's roster. */
const config = (profile: OpenClawProfileId, agent: object, defaults: object = {}) =>
  JSON.stringify(
    profile === V7
      ? { agents: { defaults, list: [{ id: "a", ...agent }] } }
      : { agents: { defaults, entries: { a: agent } } },
    null,
    2,
  );

const diagnostics = (profile: OpenClawProfileId, text: string) =>
  openclawDiagnostics(profile, text, MACHINE, OPENCLAW_SCHEMAS).diagnostics;

function fixed(profile: OpenClawProfileId, text: string, code: string) {
  const found = diagnostics(profile, text).filter((d: Diagnostic) => d.code === code);
  expect(found).toHaveLength(1);
  const fixes = createFixer({ config: text, scenarios: "" }).fixesFor(found[0]!);
  return { fixes, after: fixes[0] ? applyTextEdits(text, fixes[0].edits) : undefined };
}

describe.each([V7, V9] as const)("quick fixes of OpenClaw's findings in %s", (profile) => {
  it("a retired model: the one its reason names instead, and the release accepts the config", () => {
    const text = config(profile, { model: "google/gemini-1.5-flash" });
    const { fixes, after } = fixed(profile, text, "OC030");
    expect(fixes.map((f) => f.title)).toEqual(['Change to "google/gemini-2.5-flash" (the model OpenClaw says to use)']);
    expect(after).toBe(text.replace("google/gemini-1.5-flash", "google/gemini-2.5-flash"));
    expect(diagnostics(profile, after!).filter((d) => d.severity === "error")).toEqual([]);
  });

  it("a retired fallback in the defaults: the same, at its place in the list", () => {
    const text = config(profile, {}, { model: { primary: "openai/gpt-5.1", fallbacks: ["google/gemini-1.5-pro"] } });
    const { after } = fixed(profile, text, "OC030");
    expect(after).toBe(text.replace('"google/gemini-1.5-pro"', '"google/gemini-3.1-pro-preview"'));
    expect(diagnostics(profile, after!).map((d) => d.code)).not.toContain("OC030");
  });

  it.each([
    ["__HOME__/.openclaw/ws", "~/.openclaw/ws"],
    ["$HOME/ws", "~/ws"],
    ["{{home}}/ws", "~/ws"],
    ["/home/<username>/agents/a", "~/agents/a"],
    ["/Users/YOUR_USERNAME/ws", "~/ws"],
  ])("a placeholder for the home folder: %s becomes %s", (written, to) => {
    const text = config(profile, { workspace: written });
    const { fixes, after } = fixed(profile, text, "OC207");
    expect(fixes.map((f) => f.title)).toEqual([`Write it from the home folder: "${to}"`]);
    expect(after).toBe(text.replace(JSON.stringify(written), JSON.stringify(to)));
    expect(diagnostics(profile, after!).map((d) => d.code)).not.toContain("OC207");
  });

  it("a Windows user folder becomes the same folder under ~", () => {
    const text = config(profile, { workspace: "C:\\Users\\ada\\.openclaw\\ws" });
    const { after } = fixed(profile, text, "OC208");
    expect(after).toBe(text.replace('"C:\\\\Users\\\\ada\\\\.openclaw\\\\ws"', '"~/.openclaw/ws"'));
    expect(diagnostics(profile, after!).map((d) => d.code)).not.toContain("OC208");
  });

  it.each([
    ["a placeholder for a project's name", { workspace: "/srv/<project>/ws" }, "OC207"],
    ["a Windows path outside Users", { workspace: "D:\\work\\ws" }, "OC208"],
  ])("no fix where no folder is obvious: %s", (_name, agent, code) => {
    expect(fixed(profile, config(profile, agent), code).fixes).toEqual([]);
  });
});

describe.each([V7, V9] as const)("an agent's own model without the defaults' fallbacks in %s (OC210)", (profile) => {
  const defaults = { model: { primary: "anthropic/claude-sonnet-4-5", fallbacks: ["openai/gpt-5.1"] } };

  it.each([
    ["a string", "openai/gpt-5.1-mini"],
    ["an object with only a primary", { primary: "openai/gpt-5.1-mini" }],
  ])("%s: the fix writes the defaults' fallbacks in, and the agent keeps them", (_name, model) => {
    const text = config(profile, { model }, defaults);
    const { fixes, after } = fixed(profile, text, "OC210");
    expect(fixes.map((f) => f.title)).toEqual(['Keep the defaults\' fallbacks: "openai/gpt-5.1"']);
    expect(diagnostics(profile, after!).map((d) => d.code)).not.toContain("OC210");
    const [agent] = openclawAgentModels(profile, after!, MACHINE, OPENCLAW_SCHEMAS);
    expect(agent).toMatchObject({ defaultModel: "openai/gpt-5.1-mini", fallbacks: ["openai/gpt-5.1"] });
  });

  it("no lint where the agent lists its own fallbacks, or where the defaults have none", () => {
    const own = config(profile, { model: { primary: "openai/gpt-5.1-mini", fallbacks: [] } }, defaults);
    const none = config(profile, { model: "openai/gpt-5.1-mini" }, { model: "anthropic/claude-sonnet-4-5" });
    for (const text of [own, none]) expect(diagnostics(profile, text).map((d) => d.code)).not.toContain("OC210");
  });
});

describe.each([V7, V9] as const)("a skills filter's name no shipped skill has, in %s (OC211)", (profile) => {
  it("in other case: the fix writes the shipped skill's name, and the agent may use it", () => {
    const text = config(profile, { skills: ["GitHub", "weather"] });
    const { fixes, after } = fixed(profile, text, "OC211");
    expect(fixes.map((f) => f.title)).toEqual(['Change to "github" (the skill OpenClaw ships)']);
    expect(diagnostics(profile, after!).map((d) => d.code)).not.toContain("OC211");
    const [agent] = openclawAgentSkills(profile, after!, MACHINE, OPENCLAW_SCHEMAS);
    expect(agent!.passes).toEqual(["github", "weather"]);
  });

  it("a pattern or an unknown name: said, no fix; a name every release ships: nothing", () => {
    const text = config(profile, { skills: ["git*", "no-such-skill", "weather"] });
    const found = diagnostics(profile, text).filter((d) => d.code === "OC211");
    expect(found.map((d) => d.path.at(-1))).toEqual([0, 1]);
    expect(found[0]!.message).toContain("a filter takes names, not patterns");
    for (const d of found) expect(createFixer({ config: text, scenarios: "" }).fixesFor(d)).toEqual([]);
  });
});

describe.each([V7, V9] as const)("an allowed tool refused anyway, in %s (OC212)", (profile) => {
  const roster = (agent: object) => (profile === V7 ? { list: [{ id: "a", ...agent }] } : { entries: { a: agent } });
  const overridden = (text: string) =>
    diagnostics(profile, text)
      .filter((d) => d.code === "OC212")
      .map((d) => d.path);

  it("a deny entry: removed, and the tool is allowed after (the comment beside it kept)", () => {
    const text = `{\n  "tools": {\n    "allow": ["read", "exec"],\n    // no shell\n    "deny": ["exec", "write"]\n  },\n  "agents": ${JSON.stringify(roster({}))}\n}\n`;
    const { fixes, after } = fixed(profile, text, "OC212");
    expect(diagnostics(profile, text).find((d) => d.code === "OC212")?.message).toBe(
      '"exec" is allowed here, but tools.allow\'s deny list refuses it (tools.deny): a deny wins, so agent "a" cannot use it.',
    );
    expect(fixes.map((f) => f.title)).toEqual(['Remove "exec" from tools.deny']);
    expect(after).toBe(text.replace('"deny": ["exec", "write"]', '"deny": ["write"]'));
    expect(overridden(after!)).toEqual([]);
    expect(diagnostics(profile, after!).filter((d) => d.severity === "error")).toEqual([]);
  });

  it("the tool profile: the tool added to the alsoAllow list the profile reads", () => {
    const text = JSON.stringify(
      { tools: { profile: "minimal" }, agents: roster({ tools: { allow: ["read", "exec"] } }) },
      null,
      2,
    );
    const found = diagnostics(profile, text).filter((d) => d.code === "OC212");
    expect(found.map((d) => d.message)).toEqual([
      `"read" is allowed here, but tools.profile (minimal) leaves it out first (tools.profile), and a later list cannot give it back: agent "a" cannot use it. Add it to alsoAllow beside the profile.`,
      `"exec" is allowed here, but tools.profile (minimal) leaves it out first (tools.profile), and a later list cannot give it back: agent "a" cannot use it. Add it to alsoAllow beside the profile.`,
    ]);
    const fixes = createFixer({ config: text, scenarios: "" }).fixesFor(found[1]!);
    expect(fixes.map((f) => f.title)).toEqual(['Add "exec" to tools.alsoAllow']);
    const after = applyTextEdits(text, fixes[0]!.edits);
    // On a line of its own, as the properties beside it are.
    expect(after).toBe(text.replace('"profile": "minimal"', '"profile": "minimal",\n    "alsoAllow": ["exec"]'));
    const left = diagnostics(profile, after).filter((d) => d.code === "OC212");
    expect(left.map((d) => d.message.slice(0, 6))).toEqual(['"read"']);
  });

  it("a sandbox that denies what the config allows: the tool added to the sandbox's alsoAllow", () => {
    const text = JSON.stringify(
      { tools: { allow: ["read", "browser"] }, agents: { ...roster({}), defaults: { sandbox: { mode: "all" } } } },
      null,
      2,
    );
    const found = diagnostics(profile, text).filter((d) => d.code === "OC212");
    expect(found.map((d) => [d.path, d.message])).toEqual([
      [
        ["tools", "allow", 1],
        '"browser" is allowed here, but sandbox tools.allow\'s deny list refuses it: a deny wins, so agent "a" cannot use it.',
      ],
    ]);
    const fixes = createFixer({ config: text, scenarios: "" }).fixesFor(found[0]!);
    expect(fixes.map((f) => f.title)).toEqual(['Add "browser" to tools.sandbox.tools.alsoAllow']);
    const after = applyTextEdits(text, fixes[0]!.edits);
    expect(after).toBe(
      text.replace(
        /("allow": \[\n\s+"read",\n\s+"browser"\n\s+\])/,
        '$1,\n    "sandbox": { "tools": { "alsoAllow": ["browser"] } }',
      ),
    );
    expect(overridden(after)).toEqual([]);
  });

  it("a sandbox that allows what the config denies: the deny entry removed, in its sandboxed sessions", () => {
    const text = JSON.stringify(
      {
        tools: { deny: ["exec"], sandbox: { tools: { allow: ["read", "exec"] } } },
        agents: { ...roster({}), defaults: { sandbox: { mode: "non-main" } } },
      },
      null,
      2,
    );
    const found = diagnostics(profile, text).filter((d) => d.code === "OC212");
    expect(found.map((d) => [d.path, d.message])).toEqual([
      [
        ["tools", "sandbox", "tools", "allow", 1],
        '"exec" is allowed here, but tools.allow\'s deny list refuses it (tools.deny): a deny wins, so agent "a" cannot use it in its sandboxed sessions.',
      ],
    ]);
    const fixes = createFixer({ config: text, scenarios: "" }).fixesFor(found[0]!);
    expect(fixes.map((f) => f.title)).toEqual(['Remove "exec" from tools.deny']);
    expect(overridden(applyTextEdits(text, fixes[0]!.edits))).toEqual([]);
  });

  it("no finding where the allow is not overridden, nor for a name that is not a core tool", () => {
    const text = JSON.stringify({ tools: { allow: ["read", "query_db", "group:fs"] }, agents: roster({}) });
    expect(overridden(text)).toEqual([]);
  });
});
