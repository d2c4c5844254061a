import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
/**
 * The editor's hints beside agents and calls: the panels' words (agent cards' workspace and model, calls' verdicts),
 * each on its entry's line in the current text, none for an analysis the panels do not trust or for a heavy text,
 * and a wait while the analysis is behind the text.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { DocumentId } from "../../src/core/index";
import type { Analysed, PanelsState } from "../../src/app/analysis/session";
import { Studio, type StudioViews } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { Packer, Unpacker } from "../../src/app/analysis/transport";
import type { Documents } from "../../src/app/state/documents";
import {
  EditorHints,
  HINTS_MAX_TEXT,
  hintEntries,
  hintsOn,
  MAX_HINTS,
  placeHints,
  type Hint,
} from "../../src/app/editor/hints";
import { LARGE_TEXT } from "../../src/app/editor/heavy";
import { HINTS_KEY, HintsSetting } from "../../src/app/editor/hintsSetting";
import { blockedStorage, memoryStorage } from "../../src/app/platform";
import { testAnalyzer, testLimits } from "../limits";

const STARTER: Documents = {
  config: readFileSync("public/examples/starter.config.jsonc", "utf8"),
  scenarios: readFileSync("public/examples/starter.scenarios.json", "utf8"),
};

/** The views as the page gets them from the worker (packed and unpacked), after analysing each texts in turn. */
function viewsAfter(...texts: Documents[]): StudioViews {
  const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
  let views: StudioViews | undefined;
  for (const t of texts) views = studio.update(t, testLimits());
  return new Unpacker().unpack(new Packer().pack(views!));
}

/** The page's way to find a path's span: an analyzer's, which reads each text once. */
const spanAt = () => {
  const analyzer = testAnalyzer();
  return analyzer.spanAtPath.bind(analyzer);
};

const place = (views: StudioViews, doc: DocumentId, text: string): readonly Hint[] => {
  const spanOf = spanAt();
  return placeHints(hintEntries(views, doc), text, (path) => spanOf(doc, text, path));
};

/** 1-based line of the first line holding `needle`. */
const lineOf = (text: string, needle: string): number => text.slice(0, text.indexOf(needle)).split(/\r\n|\r|\n/).length;

describe("the hints' words are the panels' answers", () => {
  const views = viewsAfter(STARTER);
  const agents = views.panels.agents?.ok ? views.panels.agents.vm.agents : [];
  const calls = views.panels.delegation?.ok ? views.panels.delegation.vm.calls : [];

  it.each(agents.map((a) => [a.id, a] as const))("agent %s: its card's workspace and model", (_id, card) => {
    const hint = place(views, "config", STARTER.config)[agents.indexOf(card)]!;
    expect(hint.kind).toBe("agent");
    expect(hint.label).toBe(`→ ${card.answers["data-workspace"]} · ${card.answers["data-model"]}`);
  });

  it("the reviewer's hint is on its entry's first line, with its own workspace and model", () => {
    const hints = place(views, "config", STARTER.config);
    const reviewer = hints[1]!;
    expect(reviewer.lineNumber).toBe(lineOf(STARTER.config, `"id": "reviewer"`) - 1);
    expect(reviewer.label).toBe("→ /home/ada/src/app · anthropic/claude-opus");
  });

  it("every call's verdict, in the panel's words, at the end of the call's line", () => {
    const hints = place(views, "scenarios", STARTER.scenarios);
    expect(hints.map((h) => h.label)).toEqual(calls.map((c) => `→ ${c.verdict}`));
    expect(new Set(hints.map((h) => h.label))).toEqual(new Set(["→ runs", "→ asks the person", "→ refused"]));
    const lines = STARTER.scenarios.split("\n");
    const first = lineOf(STARTER.scenarios, `"pattern": "git status --short"`);
    expect(hints[0]).toMatchObject({ lineNumber: first, column: lines[first - 1]!.length + 1 });
  });
});

const CONFIG = (layout: string) => `{ "agents": { "list": [${layout}] } }`;

describe("placing a hint beside its entry", () => {
  it.each([
    {
      name: "one entry per line: the end of its line",
      text: CONFIG(`\n  { "id": "a" },\n  { "id": "b" }\n`),
      at: [
        [2, 17],
        [3, 16],
      ],
    },
    {
      name: "an entry over several lines: the end of its first line",
      text: CONFIG(`\n  {\n    "id": "a"\n  }\n`),
      at: [[2, 4]],
    },
    {
      name: "several entries on one line: right after each",
      text: CONFIG(`{ "id": "a" }, { "id": "b" }`),
      at: [
        [1, 37],
        [1, 52],
      ],
    },
    {
      name: "CR LF line endings: the same lines and columns",
      text: CONFIG(`\r\n  { "id": "a" },\r\n  { "id": "b" }\r\n`),
      at: [
        [2, 17],
        [3, 16],
      ],
    },
    {
      name: "lone CR line endings: the same lines and columns",
      text: CONFIG(`\r  { "id": "a" },\r  { "id": "b" }\r`),
      at: [
        [2, 17],
        [3, 16],
      ],
    },
  ])("$name", ({ text, at }) => {
    const views = viewsAfter({ config: text, scenarios: "{}" });
    expect(place(views, "config", text).map((h) => [h.lineNumber, h.column])).toEqual(at);
  });
});

const hint = (lineNumber: number): Hint => ({ kind: "call", label: `→ ${lineNumber}`, lineNumber, column: 1 });

describe("only the lines asked for, a few hundred at most", () => {
  const placed = [1, 3, 3, 5, 8, 13].map(hint);
  it.each([
    { lines: { first: 1, last: 100 }, max: 10, want: [1, 3, 3, 5, 8, 13] },
    { lines: { first: 3, last: 5 }, max: 10, want: [3, 3, 5] },
    { lines: { first: 4, last: 7 }, max: 10, want: [5] },
    { lines: { first: 14, last: 20 }, max: 10, want: [] },
    { lines: { first: 2, last: 100 }, max: 2, want: [3, 3] },
  ])("lines $lines.first-$lines.last, at most $max", ({ lines, max, want }) => {
    expect(hintsOn(placed, lines, max).map((h) => h.lineNumber)).toEqual(want);
  });

  it(`a thousand calls on screen give at most ${MAX_HINTS} hints`, () => {
    const call = `{ "agent": "lead", "tool": "read", "pattern": "x" }`;
    const docs = { config: STARTER.config, scenarios: `{ "calls": [\n${Array(1000).fill(call).join(",\n")}\n] }` };
    const shown: Analysed = { views: viewsAfter(docs), texts: docs };
    const all = { first: 1, last: 2000 };
    const answer = new EditorHints(spanAt()).answer({ shown, state: "current" }, "scenarios", docs, all);
    expect(answer.kind === "hints" && answer.hints.length).toBe(MAX_HINTS);
    const later = new EditorHints(spanAt()).answer({ shown, state: "current" }, "scenarios", docs, {
      first: 901,
      last: 2000,
    });
    expect(later.kind === "hints" && later.hints.map((h) => h.lineNumber)).toEqual(
      Array.from({ length: 101 }, (_, i) => 901 + i),
    );
  });
});

describe("when the hints are drawn", () => {
  const good = viewsAfter(STARTER);
  const broken = { ...STARTER, config: STARTER.config.replace(`"id": "reviewer",`, `"id": "reviewer"`) };
  const staleViews = viewsAfter(STARTER, broken);
  const edited = { ...STARTER, scenarios: STARTER.scenarios.replace(`"npm install"`, `"npm ci"`) };
  const long = {
    config: STARTER.config + " ".repeat(HINTS_MAX_TEXT),
    scenarios: STARTER.scenarios + " ".repeat(HINTS_MAX_TEXT),
  };
  const heavy = {
    config: STARTER.config + " ".repeat(LARGE_TEXT),
    scenarios: STARTER.scenarios + " ".repeat(LARGE_TEXT),
  };
  const all = { first: 1, last: 10_000 };
  const cases: {
    name: string;
    shown: Analysed | undefined;
    state: PanelsState;
    now: Documents;
    want: "hints" | "none" | "wait";
  }[] = [
    {
      name: "the analysis of the texts shown, trusted",
      shown: { views: good, texts: STARTER },
      state: "current",
      now: STARTER,
      want: "hints",
    },
    { name: "no analysis yet", shown: undefined, state: "current", now: STARTER, want: "none" },
    {
      name: "the panels marked stale (a fault, a pause, a cut-off)",
      shown: { views: good, texts: STARTER },
      state: "stale",
      now: STARTER,
      want: "none",
    },
    {
      name: "the last good result kept while the config does not parse",
      shown: { views: staleViews, texts: broken },
      state: "current",
      now: broken,
      want: "none",
    },
    {
      name: "the analysis behind the text: wait for the next",
      shown: { views: good, texts: STARTER },
      state: "busy",
      now: edited,
      want: "wait",
    },
    {
      name: "a faulted analysis behind the text",
      shown: { views: good, texts: STARTER },
      state: "stale",
      now: edited,
      want: "none",
    },
    {
      name: "a text past the hints' limit",
      shown: { views: good, texts: long },
      state: "current",
      now: long,
      want: "none",
    },
    { name: "a heavy text", shown: { views: good, texts: heavy }, state: "current", now: heavy, want: "none" },
  ];
  it.each(cases)("$name: $want", ({ shown, state, now, want }) => {
    const hints = new EditorHints(spanAt());
    for (const doc of ["config", "scenarios"] as const) {
      const answer = hints.answer({ shown, state }, doc, now, all);
      const got = answer.kind === "wait" ? "wait" : answer.hints.length > 0 ? "hints" : "none";
      expect(got).toBe(want);
    }
  });

  it("a new analysis of the same entries places its own words", () => {
    const hints = new EditorHints(spanAt());
    const first = hints.answer({ shown: { views: good, texts: STARTER }, state: "current" }, "scenarios", STARTER, all);
    const next = viewsAfter(edited);
    const second = hints.answer({ shown: { views: next, texts: edited }, state: "current" }, "scenarios", edited, all);
    const label = (a: typeof first) => (a.kind === "hints" ? a.hints[1]?.label : undefined);
    expect([label(first), label(second)]).toEqual(["→ asks the person", "→ asks the person"]);
    const refused = { ...STARTER, scenarios: STARTER.scenarios.replace(`"npm install"`, `"rm -rf /"`) };
    const third = hints.answer(
      { shown: { views: viewsAfter(refused), texts: refused }, state: "current" },
      "scenarios",
      refused,
      all,
    );
    expect(label(third)).toBe("→ refused");
  });
});

describe("the hints' toggle", () => {
  it.each([
    { name: "nothing stored: off", stored: undefined, want: false },
    { name: "turned on before: on", stored: "on", want: true },
    { name: "anything else stored: off", stored: "off", want: false },
  ])("$name", ({ stored, want }) => {
    const storage = memoryStorage();
    if (stored) storage.setItem(HINTS_KEY, stored);
    expect(new HintsSetting(storage).get()).toBe(want);
  });

  it("remembers the choice in the storage passed in, and tells its listeners", () => {
    const storage = memoryStorage();
    const setting = new HintsSetting(storage);
    const heard: boolean[] = [];
    setting.subscribe(() => heard.push(setting.get()));
    setting.set(true);
    expect(new HintsSetting(storage).get()).toBe(true);
    setting.set(false);
    expect(new HintsSetting(storage).get()).toBe(false);
    expect(heard).toEqual([true, false]);
  });

  it("storage the browser refuses: off, and the choice holds for the page", () => {
    const setting = new HintsSetting(blockedStorage());
    expect(setting.get()).toBe(false);
    setting.set(true);
    expect(setting.get()).toBe(true);
  });
});
