/**
 * The answers and the decision diff: a table of pairs that differ in one thing, each listing exactly the answers it
 * changes (and comments or order alone nothing), and properties: a text against itself lists nothing, and A -> B
 * lists the keys B -> A lists.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Answer, answersOf, diffAnswers } from "../../src/core/index";
import { testLimits } from "../limits";
import { analyze } from "../analyze";

const CONFIG = readFileSync("public/examples/starter.config.jsonc", "utf8");
const SCENARIOS = readFileSync("public/examples/starter.scenarios.json", "utf8");

const answers = (config: string, scenarios = SCENARIOS): readonly Answer[] =>
  answersOf(analyze(config, scenarios, testLimits()));

/** Replaces exactly one occurrence (the table's edits must say where they apply). */
function once(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`not exactly once: ${from}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

const BASE = answers(CONFIG);
const changed = (config: string, scenarios = SCENARIOS) =>
  diffAnswers(BASE, answers(config, scenarios)).map((c) => `${c.change} ${c.key}`);

describe("the answers", () => {
  it("each has a unique key built from domain names", () => {
    const keys = BASE.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        "default agent",
        "agent reviewer workspace",
        "session agent:reviewer:pr-42 agent",
        "skill review.security for reviewer allowed",
        "call explorer bash git status --short verdict",
        "subagent explorer tool choice",
      ]),
    );
  });
});

/** One-thing edits of the starter: [name, config, scenarios, the changes the diff lists]. */
const EDITS: readonly (readonly [string, () => readonly [string, string], readonly string[]])[] = [
  [
    "comments and order only",
    () => [
      once(
        once(CONFIG, "// The default agent: sessions that name no agent go here.", "// edited"),
        '{ "id": "assistant", "name": "Assistant", "default": true }',
        '{ "default": true, "name": "Assistant", "id": "assistant" }',
      ),
      once(
        SCENARIOS,
        '"env": { "HOME": "/home/ada", "cwd": "/home/ada/src/app" }',
        '"env": { "cwd": "/home/ada/src/app", "HOME": "/home/ada" }',
      ),
    ],
    [],
  ],
  [
    "the default agent moved",
    () => [
      once(
        once(CONFIG, '"name": "Assistant", "default": true', '"name": "Assistant"'),
        '"name": "Docs writer",',
        '"name": "Docs writer", "default": true,',
      ),
      SCENARIOS,
    ],
    [
      "changed default agent",
      "changed agent assistant workspace",
      "changed agent writer workspace",
      "changed session discord:dm:ada agent",
      "changed session discord:dm:ada model",
      "changed session discord:dm:ada fallbacks",
      "changed session discord:dm:ada expectation",
      "added diagnostic SC303 scenarios:sessions[discord:dm:ada].expect",
    ],
  ],
  [
    "a rule added",
    () => [
      once(
        CONFIG,
        '{ "permission": "bash", "pattern": "rm -rf *", "action": "deny" },',
        '{ "permission": "bash", "pattern": "rm -rf *", "action": "deny" },\n{ "permission": "bash", "pattern": "npm install", "action": "allow" },',
      ),
      SCENARIOS,
    ],
    [
      "changed call explorer bash npm install verdict",
      "changed call explorer bash npm install expectation",
      "added diagnostic SC231 scenarios:calls[explorer bash npm install].expect",
    ],
  ],
  [
    "a grant removed",
    () => [CONFIG, once(SCENARIOS, '"grants": [{ "tool": "edit", "pattern": "src/*" }],', "")],
    [
      "changed call fixer edit src/app.ts verdict",
      "changed call fixer edit src/app.ts expectation",
      "changed call fixer write src/new-page.ts verdict",
      "changed call fixer write src/new-page.ts expectation",
      "added diagnostic SC231 scenarios:calls[fixer edit src/app.ts].expect",
      "added diagnostic SC231 scenarios:calls[fixer write src/new-page.ts].expect",
    ],
  ],
  [
    "a fallback list emptied",
    () => [once(CONFIG, '"fallbacks": ["openai/gpt-5"]', '"fallbacks": []'), SCENARIOS],
    [
      "changed agent assistant fallbacks",
      "changed agent reviewer fallbacks",
      "changed session agent:reviewer:pr-42 fallbacks",
      "changed session discord:dm:ada fallbacks",
    ],
  ],
  [
    "an id renamed",
    () => [once(CONFIG, '"id": "writer"', '"id": "author"'), SCENARIOS],
    [
      ...["workspace", "agentDir", "model", "fallbacks", "skills"].map((f) => `added agent author ${f}`),
      ...["workspace", "agentDir", "model", "fallbacks", "skills"].map((f) => `removed agent writer ${f}`),
    ],
  ],
  [
    "a mode tightened",
    () => [CONFIG, once(SCENARIOS, '"mode": "default",', '"mode": "plan",')],
    [
      "changed subagent fixer mode",
      "changed call fixer edit src/app.ts verdict",
      "changed call fixer edit src/app.ts expectation",
      "changed call fixer write src/new-page.ts verdict",
      "changed call fixer write src/new-page.ts expectation",
      "added diagnostic SC231 scenarios:calls[fixer edit src/app.ts].expect",
      "added diagnostic SC231 scenarios:calls[fixer write src/new-page.ts].expect",
    ],
  ],
  [
    "a models entry removed",
    () => [once(CONFIG, '{ "provider": "anthropic", "id": "claude-haiku", "reasoning": false },', ""), SCENARIOS],
    [
      "changed subagent explorer tool choice",
      "changed call explorer bash git status --short verdict",
      "changed call explorer bash git status --short expectation",
      "changed call explorer bash npm install verdict",
      "changed call explorer bash npm install expectation",
      "added diagnostic SC232 scenarios:team.agents[explorer].model",
      "added diagnostic SC231 scenarios:calls[explorer bash git status --short].expect",
      "added diagnostic SC231 scenarios:calls[explorer bash npm install].expect",
      "removed diagnostic SC237 scenarios:team.agents[explorer]",
    ],
  ],
];

describe("the decision diff", () => {
  it.each(EDITS)("%s lists exactly the answers it changes", (_name, make, expected) => {
    const [config, scenarios] = make();
    expect(changed(config, scenarios)).toEqual(expected);
  });

  it("shows both values, and both reasons, of a flipped verdict", () => {
    const [config] = EDITS[2]![1]();
    const [change] = diffAnswers(BASE, answers(config));
    expect(change).toMatchObject({
      change: "changed",
      before: { value: "person", reason: { kind: "mode-default" } },
      after: {
        value: "run",
        reason: { kind: "rule", action: "allow", permission: "bash", pattern: "npm install" },
        from: { doc: "config", path: ["permission", "rules", 4] },
      },
    });
  });

  it("a text against itself lists nothing, and A -> B lists the keys B -> A lists", () => {
    const texts = EDITS.map(([, make]) => make());
    const all = texts.map(([c, s]) => answers(c, s));
    fc.assert(
      fc.property(fc.nat(all.length - 1), fc.nat(all.length - 1), (i, j) => {
        expect(diffAnswers(all[i]!, all[i]!)).toEqual([]);
        const there = diffAnswers(all[i]!, all[j]!);
        const back = diffAnswers(all[j]!, all[i]!);
        const flip = { added: "removed", removed: "added", changed: "changed" } as const;
        expect(new Map(back.map((c) => [c.key, c.change]))).toEqual(new Map(there.map((c) => [c.key, flip[c.change]])));
      }),
    );
  });
});
