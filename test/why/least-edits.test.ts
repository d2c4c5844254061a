// Every edit the studio writes changes the least text (core/edit): over the built-in commented examples, each "why
// not?" and "what would stop it?" suggestion of every call, skill and session, and every quick fix of every finding,
// applied to the text. Two properties: every comment survives unless it is the own comment of an entry the edit
// removes (on the lines just above it, or after it on its line); and each replacement rewrites one place only: an
// insertion, a removal, or one value (never a run of entries it does not change, as reprinting a list would).
import { readFileSync } from "node:fs";
import { createScanner } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { applyTextEdits, createFixer, suggestChanges, type DocumentEdit, type WhyTarget } from "../../src/core/index";
import { treeOf } from "../../src/core/testing";
import { analyze } from "../analyze";
import { testAnalyzer, testLimits } from "../limits";

const EXAMPLES = ["starter", "legal-research", "plan-mode", "broken"] as const;
const read = (name: string, ext: string) => readFileSync(`public/examples/${name}.${ext}`, "utf8");

/** The comments of a text, each with the line it is on. */
function comments(text: string): { text: string; line: number }[] {
  const scanner = createScanner(text, false);
  const out: { text: string; line: number }[] = [];
  for (let kind = scanner.scan(); kind !== 17; kind = scanner.scan())
    if (kind === 12 || kind === 13) out.push({ text: scanner.getTokenValue(), line: scanner.getTokenStartLine() });
  return out;
}

const lines = (text: string) => text.split("\n");

/** The lines of `before` a replacement removes whole. */
function removedLines(before: string, edits: readonly DocumentEdit[]): Set<number> {
  const gone = new Set<number>();
  for (const e of edits) {
    if (e.text.trim() !== "" && !/^[\s,]*$/.test(e.text)) continue;
    const first = before.slice(0, e.offset).split("\n").length - 1;
    const last = before.slice(0, e.offset + e.length).split("\n").length - 1;
    for (let l = first; l <= last; l++) gone.add(l);
  }
  return gone;
}

/** One place: nothing replaced (an insertion), everything removed, or one JSON value (or a part of one line). */
function onePlace(before: string, e: DocumentEdit): boolean {
  const old = before.slice(e.offset, e.offset + e.length);
  if (old === "" || /^[\s,]*$/.test(e.text) || !old.includes("\n")) return true;
  return treeOf(old) !== undefined;
}

interface Written {
  readonly what: string;
  readonly texts: { config: string; scenarios: string };
  readonly edits: readonly DocumentEdit[];
}

function checkWritten({ what, texts, edits }: Written) {
  for (const doc of ["config", "scenarios"] as const) {
    const mine = edits.filter((e) => e.doc === doc);
    if (mine.length === 0) continue;
    const before = texts[doc];
    const after = applyTextEdits(before, mine);
    for (const e of mine) expect([what, doc, e, onePlace(before, e)]).toEqual([what, doc, e, true]);
    const gone = removedLines(before, mine);
    const kept = new Map<string, number>();
    for (const c of comments(after)) kept.set(c.text, (kept.get(c.text) ?? 0) + 1);
    for (const c of comments(before)) {
      const n = kept.get(c.text) ?? 0;
      if (n > 0) kept.set(c.text, n - 1);
      // A comment that is gone must be on a line removed whole, with an entry of its own removed beside it.
      else expect([what, doc, c.text, gone.has(c.line)]).toEqual([what, doc, c.text, true]);
    }
    // Every line no edit touches is still there, in order.
    const touched = new Set<number>();
    for (const e of mine) {
      const first = before.slice(0, e.offset).split("\n").length - 1;
      const last = before.slice(0, e.offset + e.length).split("\n").length - 1;
      for (let l = first; l <= last; l++) touched.add(l);
    }
    const untouched = lines(before).filter((_, i) => !touched.has(i));
    let at = 0;
    const afterLines = lines(after);
    for (const l of untouched) {
      while (at < afterLines.length && afterLines[at] !== l) at++;
      expect([what, doc, l, at < afterLines.length]).toEqual([what, doc, l, true]);
      at++;
    }
  }
}

describe.each(EXAMPLES)("edits written into the commented example %s", (name) => {
  const texts = { config: read(name, "config.jsonc"), scenarios: read(name, "scenarios.json") };
  const analysis = analyze(texts.config, texts.scenarios, testLimits());

  it("every suggestion of every call, skill and session changes the least text", () => {
    const targets: WhyTarget[] = [
      ...analysis.simulation.calls.map((_, index): WhyTarget => ({ kind: "call", index })),
      ...analysis.skills.map((s): WhyTarget => ({ kind: "skill", index: s.index })),
      ...analysis.sessions.flatMap((s) =>
        (analysis.agents ?? [])
          .map((a) => a.id)
          .filter((id) => id !== s.sessionAgentId)
          .slice(0, 2)
          .map((agent): WhyTarget => ({ kind: "session", index: s.index, agent })),
      ),
    ];
    let written = 0;
    for (const target of targets) {
      const answer = suggestChanges(testAnalyzer(), texts, target, testLimits());
      for (const s of answer.suggestions) {
        checkWritten({ what: `${JSON.stringify(target)} ${JSON.stringify(s.changes)}`, texts, edits: s.edits });
        written++;
      }
    }
    if (name !== "broken") expect(written).toBeGreaterThan(5);
  });

  it("every quick fix of every finding changes the least text", () => {
    const fixer = createFixer(texts);
    let written = 0;
    for (const d of analysis.diagnostics)
      for (const fix of fixer.fixesFor(d)) {
        checkWritten({ what: `${d.code} ${fix.title}`, texts, edits: fix.edits });
        written++;
      }
    if (name === "broken") expect(written).toBeGreaterThan(10);
  });
});
