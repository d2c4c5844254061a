import { describe, expect, it } from "vitest";
import type { DocumentId } from "../../src/core/index";
import { applyLineChanges, lineStarts, offsetAt, positionAt } from "../../src/app/editor/lineMap";
import { createDocumentSync, type ModelChange, type Range, type SyncModel } from "../../src/app/editor/sync";
import { createDocumentStore } from "../../src/app/state/documents";
import { memoryStorage } from "../../src/app/platform";

/**
 * A text model that treats line endings as Monaco's does: one line ending per model (CR LF when most line endings
 * hold a CR, else LF), every CR LF, CR and LF of a new text or an inserted one rewritten to it.
 */
function fakeModel(initial: string): SyncModel & { type(at: Range, text: string): void } {
  const breaks = initial.match(/\r\n|\r|\n/g) ?? [];
  const withCr = breaks.filter((b) => b !== "\n").length;
  const eol = breaks.length > 0 && withCr > breaks.length / 2 ? "\r\n" : "\n";
  const normal = (t: string) => t.replace(/\r\n|\r|\n/g, eol);
  let value = normal(initial);
  const listeners: ((e: { changes: ModelChange[] }) => void)[] = [];
  const lines = () => value.split(eol);
  const offsetOf = (p: { lineNumber: number; column: number }) =>
    lines()
      .slice(0, p.lineNumber - 1)
      .reduce((n, l) => n + l.length + eol.length, 0) +
    p.column -
    1;
  const model = {
    getValue: () => value,
    getEOL: () => eol,
    getLineCount: () => lines().length,
    getLineMaxColumn: (n: number) => (lines()[n - 1] ?? "").length + 1,
    pushStackElement: () => undefined,
    getOffsetAt: offsetOf,
    getPositionAt(offset: number) {
      const before = value.slice(0, offset).split(eol);
      return { lineNumber: before.length, column: (before.at(-1) ?? "").length + 1 };
    },
    onDidChangeContent(listener: (e: { changes: ModelChange[] }) => void) {
      listeners.push(listener);
      return { dispose: () => listeners.splice(listeners.indexOf(listener), 1) };
    },
    pushEditOperations(_s: [], ops: { range: Range; text: string }[]) {
      const op = ops[0]!;
      const start = offsetOf({ lineNumber: op.range.startLineNumber, column: op.range.startColumn });
      const end = offsetOf({ lineNumber: op.range.endLineNumber, column: op.range.endColumn });
      const text = normal(op.text);
      value = value.slice(0, start) + text + value.slice(end);
      // As Monaco reports it: the range in lines and columns, and its offset and length in the text before.
      for (const l of [...listeners])
        l({ changes: [{ range: op.range, text, rangeOffset: start, rangeLength: end - start }] });
      return null;
    },
    type(at: Range, text: string) {
      model.pushEditOperations([], [{ range: at, text }]);
    },
  };
  return model;
}

function setUp(config: string, scenarios = "{}") {
  const store = createDocumentStore({ storage: memoryStorage(), clock: () => 1 });
  store.replace({ config, scenarios });
  const models: Record<DocumentId, ReturnType<typeof fakeModel>> = {
    config: fakeModel(config),
    scenarios: fakeModel(scenarios),
    approvals: fakeModel(""),
  };
  const sync = createDocumentSync(models, store);
  return { store, models, sync, doc: () => store.get().docs!.config };
}

const at = (line: number, column: number, endLine = line, endColumn = column): Range => ({
  startLineNumber: line,
  startColumn: column,
  endLineNumber: endLine,
  endColumn,
});

describe("line map: lines and columns agree between a text and Monaco's model of it", () => {
  it.each([
    ["LF", "ab\ncd", [0, 3]],
    ["CR LF", "ab\r\ncd", [0, 4]],
    ["lone CR", "ab\rcd", [0, 3]],
    ["mixed, ending in a line break", "a\rb\r\nc\n", [0, 2, 5, 7]],
  ])("%s: line starts", (_name, text, starts) => {
    expect(lineStarts(text)).toEqual(starts);
  });

  it.each([
    ["start of line 2 after CR LF", "ab\r\ncd", 4, { lineNumber: 2, column: 1 }],
    ["between CR and LF: end of line 1", "ab\r\ncd", 3, { lineNumber: 1, column: 3 }],
    ["after a lone CR", "ab\rcd", 4, { lineNumber: 2, column: 2 }],
    ["past the end: the end", "ab", 9, { lineNumber: 1, column: 3 }],
  ])("%s", (_name, text, offset, position) => {
    expect(positionAt(text, lineStarts(text), offset)).toEqual(position);
    if (offset <= text.length && text[offset - 1] !== "\r")
      expect(offsetAt(text, lineStarts(text), position)).toBe(offset);
  });

  it("a change in lines and columns replaces exactly its range, line endings elsewhere kept", () => {
    expect(applyLineChanges("a\rb\r\nc\nd", [{ range: at(3, 2, 4, 1), text: "X" }])).toBe("a\rb\r\ncXd");
  });
});

describe("editor sync: a keystroke's change known to the store, so a long text crosses as just that", () => {
  const apply = (text: string, c: { offset: number; length: number; text: string }) =>
    text.slice(0, c.offset) + c.text + text.slice(c.offset + c.length);

  it("typed, deleted, replaced across lines: the change Monaco reported makes the text after from the one before", () => {
    const { models, store, doc } = setUp('{\n  "agents": {\n    "list": [{ "id": "main" }]\n  }\n}\n');
    for (const [range, text] of [
      [at(3, 18), "x"],
      [at(3, 18, 3, 19), ""],
      [at(2, 3, 4, 3), '"tools": []'],
      [at(1, 2), "\n"],
    ] as const) {
      const before = doc();
      models.config.type(range, text);
      const change = store.changeBetween(before, doc());
      expect(change, JSON.stringify(range)).toBeDefined();
      expect(apply(before, change!)).toBe(doc());
      // Between any other pair of texts it knows nothing.
      expect(store.changeBetween(doc(), before)).toBeUndefined();
    }
  });

  it("a model that rewrote the document's line endings, or a text set from outside, gives no change", () => {
    const lone = setUp('{\r"a": 1\r}\r');
    const before = lone.doc();
    lone.models.config.type(at(2, 2), "b");
    expect(lone.doc()).not.toBe(before);
    expect(lone.store.changeBetween(before, lone.doc())).toBeUndefined();

    const { store, doc } = setUp('{ "a": 1 }\n');
    const was = doc();
    store.setText("config", '{ "a": 2 }\n');
    expect(store.changeBetween(was, doc())).toBeUndefined();
    // A change that is not one (its lengths do not add up) is not kept.
    store.setText("config", '{ "a": 3 }\n', { offset: 7, length: 1, text: "33" });
    expect(store.changeBetween('{ "a": 2 }\n', doc())).toBeUndefined();
  });
});

describe("editor sync: the document keeps every character the user did not touch", () => {
  it.each([
    ["lone CRs as line ends", '{\r"agents": {\r"list": []\r}\r}\r'],
    ["CR LF and LF mixed", '{\r\n"a": 1\n}\r\n'],
    ["binary junk with CRs", "\u0000\r\u0001\r\r\n\u0002\rx"],
  ])("%s: a keystroke changes one character of the document", (_name, text) => {
    const { models, doc } = setUp(text);
    expect(models.config.getValue()).not.toBe(text); // the model did rewrite its line endings
    models.config.type(at(1, 1), "!");
    expect(doc()).toBe(`!${text}`);
    models.config.type(at(2, 1, 2, 2), "");
    const second = text.search(/\r\n|\r|\n/);
    const lineTwo = second + (text.startsWith("\r\n", second) ? 2 : 1);
    expect(doc()).toBe(`!${text.slice(0, lineTwo)}${text.slice(lineTwo + 1)}`);
  });

  it("a paste keeps its own line endings in the document", () => {
    const { models, sync, doc } = setUp("{}");
    const pasted = '{\r"a":\r1}\r';
    sync.paste("config", pasted);
    expect(doc()).toBe(pasted);
    expect(sync.text("config")).toBe(pasted);
    expect(models.config.getValue()).toBe('{\n"a":\n1}\n');
    sync.expectPaste("config", "\r\r");
    models.config.type(at(1, 2), "\n\n");
    expect(doc()).toBe('{\r\r\r"a":\r1}\r');
  });

  it("an edit made elsewhere reaches the model at the right line, and the document stays the edited text", () => {
    const { store, models, sync } = setUp('{\r"a": 1\r}');
    store.setText("config", '{\r"a": 2\r}');
    expect(models.config.getValue()).toBe('{\r\n"a": 2\r\n}'); // most line endings hold a CR: the model's is CR LF
    expect(sync.text("config")).toBe('{\r"a": 2\r}');
    expect(sync.range("config", 7, 1)).toEqual(at(2, 6, 2, 7));
  });

  it("a document Monaco holds exactly is read from the model, as before", () => {
    const { models, doc, sync } = setUp('{\r\n"a": 1\r\n}');
    models.config.type(at(2, 7), "0");
    expect(doc()).toBe('{\r\n"a": 10\r\n}');
    expect(sync.offset("config", { lineNumber: 3, column: 1 })).toBe(12);
  });
});
