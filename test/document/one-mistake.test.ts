/**
 * One mistake, one diagnostic: a corpus of typed mistakes in the starter config, each reported at the place it was
 * made, and no span reported twice (the schema says what the engine accepts; the lints only add what resolves but
 * probably not as meant).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatPath } from "../../src/core/index";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

const CONFIG = readFileSync("public/examples/starter.config.jsonc", "utf8");
const SCENARIOS = readFileSync("public/examples/starter.scenarios.json", "utf8");

function once(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`not exactly once: ${from}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** [the mistake, the edit, the path its diagnostic is at]. */
const MISTAKES: readonly (readonly [string, string, string, string])[] = [
  ["a typo'd field", '"workspace": "~/src/app"', '"worksapce": "~/src/app"', "agents.list[1].worksapce"],
  ["a string where a list belongs", '"skills": ["docs.*"]', '"skills": "docs.*"', "agents.list[2].skills"],
  [
    "a second default mark",
    '"name": "Code reviewer",',
    '"name": "Code reviewer", "default": true,',
    "agents.list[1].default",
  ],
  ["a star inside a skill pattern", '"skills": ["docs.*"]', '"skills": ["do*cs"]', "agents.list[2].skills[0]"],
  ["an unknown model", '"model": "anthropic/claude-opus"', '"model": "anthropic/claude-opsu"', "agents.list[1].model"],
  ["a number for a path", '"workspace": "~/src/app"', '"workspace": 42', "agents.list[1].workspace"],
  [
    "an unknown action",
    '"pattern": "npm test *", "action": "allow"',
    '"pattern": "npm test *", "action": "permit"',
    "permission.rules[2].action",
  ],
  [
    "a rule with no permission",
    '{ "permission": "bash", "pattern": "git diff *", "action": "allow" }',
    '{ "pattern": "git diff *", "action": "allow" }',
    "permission.rules[1].permission",
  ],
  [
    "fallbacks as a string",
    '"fallbacks": ["openai/gpt-5"]',
    '"fallbacks": "openai/gpt-5"',
    "agents.defaults.model.fallbacks",
  ],
  [
    "an unknown tool class",
    '{ "name": "bash", "class": "execute" }',
    '{ "name": "bash", "class": "shell" }',
    "tools[3].class",
  ],
  ["a mode typo", '"mode": "default",', '"mode": "defualt",', "permission.mode"],
  [
    "capitals in a skill pattern",
    '"skills": ["review.*", "git"]',
    '"skills": ["Review.*", "git"]',
    "agents.list[1].skills[0]",
  ],
  ["a duplicate agent id", '"id": "writer"', '"id": "reviewer"', "agents.list[2].id"],
];

describe("one mistake, one diagnostic", () => {
  it.each(MISTAKES)("%s is reported where it was made, once", (_name, from, to, at) => {
    const a = analyze(once(CONFIG, from, to), SCENARIOS, testLimits());
    const base = new Set(
      analyze(CONFIG, SCENARIOS, testLimits()).diagnostics.map((d) => `${d.code} ${formatPath(d.path)}`),
    );
    const added = a.diagnostics.filter((d) => d.doc === "config" && !base.has(`${d.code} ${formatPath(d.path)}`));
    expect(added.map((d) => formatPath(d.path))).toContain(at);
    const spans = added.map((d) => `${d.span.offset}:${d.span.length}`);
    expect(new Set(spans).size, "a span reported twice").toBe(spans.length);
  });
});
