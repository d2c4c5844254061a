/**
 * The editor's quick fixes: each of our markers at the cursor is matched to the diagnostic it was drawn from, its
 * fixes come with their edits as model ranges, other sources' markers are left alone, and nothing is offered while
 * the markers belong to an older text.
 */
import { describe, expect, it } from "vitest";
import { MARKER_SOURCE, QuickFixes, type MarkerLike, type Texts } from "../../src/app/editor/codeActions";
import type { Range } from "../../src/app/editor/sync";
import type { Diagnostic, DocumentId } from "../../src/core/index";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

const CONFIG = '{\n  "agents": { "defaults": { "worksapce": "~/w" } }\n}\n';
const TEXTS: Texts = { config: CONFIG, scenarios: "{}" };

/** Ranges on one line per text line, as Monaco counts them (1-based). */
function rangeIn(text: string, offset: number, length: number): Range {
  const at = (o: number) => {
    const before = text.slice(0, o).split("\n");
    return { line: before.length, column: before.at(-1)!.length + 1 };
  };
  const s = at(offset);
  const e = at(offset + length);
  return { startLineNumber: s.line, startColumn: s.column, endLineNumber: e.line, endColumn: e.column };
}

function setup(now: Texts = TEXTS) {
  const diagnostics: readonly Diagnostic[] = analyze(TEXTS.config, TEXTS.scenarios, testLimits()).diagnostics;
  const fixes = new QuickFixes({
    shown: () => ({ diagnostics, texts: TEXTS }),
    text: (doc: DocumentId) => now[doc] ?? "",
    range: (doc, offset, length) => rangeIn(now[doc] ?? "", offset, length),
  });
  const typo = diagnostics.find((d) => d.code === "SC010")!;
  const marker: MarkerLike = {
    ...rangeIn(CONFIG, typo.span.offset, typo.span.length),
    code: "SC010",
    source: MARKER_SOURCE,
  };
  return { fixes, marker };
}

describe("the editor's quick fixes", () => {
  it("offers the core's fixes for our marker, with the edits as ranges of the model", () => {
    const { fixes, marker } = setup();
    const actions = fixes.actions("config", [marker]);
    expect(actions.map((a) => [a.fix.title, a.fix.preferred, a.marker])).toEqual([
      ['Change "worksapce" to "workspace"', true, marker],
      ['Remove the unknown field "worksapce"', false, marker],
    ]);
    expect(actions[0]!.edits).toEqual([
      {
        doc: "config",
        range: { startLineNumber: 2, startColumn: 29, endLineNumber: 2, endColumn: 40 },
        text: '"workspace"',
      },
    ]);
  });

  it("leaves other sources' markers, and markers of another range, alone", () => {
    const { fixes, marker } = setup();
    expect(fixes.actions("config", [{ ...marker, source: "json" }])).toEqual([]);
    expect(fixes.actions("config", [{ ...marker, startColumn: marker.startColumn + 1 }])).toEqual([]);
    expect(fixes.actions("scenarios", [marker])).toEqual([]);
  });

  it("offers nothing while the text is newer than the analysis", () => {
    const { fixes, marker } = setup({ ...TEXTS, config: CONFIG.replace("~/w", "~/v") });
    expect(fixes.actions("config", [marker])).toEqual([]);
  });
});
