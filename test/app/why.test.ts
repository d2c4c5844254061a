import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
/** The "why not?" panel's view, and writing a suggestion into the documents only while they are the texts searched. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../src/app/platform";
import { applyEditsTo } from "../../src/app/state/applyEdits";
import { createDocumentStore } from "../../src/app/state/documents";
import { whyVM } from "../../src/app/view-model/why";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { suggestChanges } from "../../src/core/index";
import { analyze } from "../analyze";
import { testAnalyzer, testLimits } from "../limits";

const texts = {
  config: readFileSync("public/examples/starter.config.jsonc", "utf8"),
  scenarios: readFileSync("public/examples/starter.scenarios.json", "utf8"),
};
const found = () => whyVM(suggestChanges(testAnalyzer(), texts, { kind: "call", index: 1 }, testLimits()), texts);
const storeWith = (docs: typeof texts) => {
  const store = createDocumentStore({ storage: memoryStorage(), clock: () => 1 });
  store.replace(docs);
  return store;
};

describe("the why view", () => {
  it("names the goal, each change, its lines before and after, and what else it changes", () => {
    const vm = found();
    expect(vm.goal).toBe("To make it run");
    expect(vm.none).toBeUndefined();
    const first = vm.suggestions[0]!;
    expect(first.title).toBe('Approve bash "npm install" always, given in plan mode');
    expect(first.previews[0]).toMatchObject({ doc: "scenarios", line: 34 });
    expect(first.previews[0]!.after.join("\n")).toContain('"approvals": [{ "permission": "bash"');
    const wide = vm.suggestions.find((s) => s.title.includes('"npm *"'))!;
    expect(wide.alsoRuns).toBe(1);
    expect(wide.also[0]).toBe("lead bash npm publish verdict: person → run");
  });
});

describe("applying a suggestion", () => {
  it("writes its edits while the documents are the texts searched, and the call runs", () => {
    const store = storeWith(texts);
    const vm = found();
    expect(applyEditsTo(store, vm.texts, vm.suggestions[0]!.edits)).toBe(true);
    const docs = store.get().docs!;
    expect(docs.config).toBe(texts.config);
    expect(analyze(docs.config, docs.scenarios, testLimits()).simulation.calls[1]!.verdict.answer).toBe("run");
  });

  it("writes nothing once a document it touches changed", () => {
    const edited = { ...texts, scenarios: texts.scenarios.replace('"npm install"', '"npm ci"') };
    const store = storeWith(edited);
    const vm = found();
    expect(applyEditsTo(store, vm.texts, vm.suggestions[0]!.edits)).toBe(false);
    expect(store.get().docs).toEqual(edited);
  });
});

describe("the studio's why", () => {
  it("starts from the keystroke's analysis of the same texts, and answers as a search from nothing does", () => {
    const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    studio.update(texts, testLimits());
    const fromKeystroke = studio.why(texts, { kind: "call", index: 1 }, testLimits());
    const fromNothing = found();
    expect(fromKeystroke.suggestions.map((s) => s.edits)).toEqual(fromNothing.suggestions.map((s) => s.edits));
    expect(fromKeystroke.suggestions.map((s) => s.also)).toEqual(fromNothing.suggestions.map((s) => s.also));
  });
});
