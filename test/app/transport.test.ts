import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { describe, expect, it, vi } from "vitest";
import type { Diagnostic, Span } from "../../src/core/index";
import type { ProblemVM } from "../../src/app/view-model/index";
import { Studio, type StudioViews } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { LostTrack, Packer, Unpacker, type PackedViews } from "../../src/app/analysis/transport";
import { testAnalyzer, testLimits } from "../limits";

const config = (firstId: string) =>
  JSON.stringify({ agents: { list: [{ id: firstId, default: true }, { id: "b" }, { id: "c", workspace: "~/c" }] } });

describe("views from the worker to the page", () => {
  it("arrive as they left", () => {
    const views = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(
      { config: config("a"), scenarios: "{}" },
      testLimits(),
    );
    expect(new Unpacker().unpack(new Packer().pack(views))).toEqual(views);
  });

  it("keep the card objects of agents whose card did not change, and only those", () => {
    const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    const packer = new Packer();
    const unpacker = new Unpacker();
    const cardsOf = (v: ReturnType<Studio["update"]>) => (v.panels.agents?.ok ? v.panels.agents.vm.agents : []);
    const before = cardsOf(
      unpacker.unpack(packer.pack(studio.update({ config: config("a"), scenarios: "{}" }, testLimits()))),
    );
    const after = cardsOf(
      unpacker.unpack(packer.pack(studio.update({ config: config("a2"), scenarios: "{}" }, testLimits()))),
    );
    expect(after.map((c) => c.id)).toEqual(["a2", "b", "c"]);
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });

  it("OpenClaw's cards, listed rows and matrix rows: arrive as they left, only those that changed new objects", () => {
    const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    const unpacker = new Unpacker();
    const roster = (first: string) =>
      JSON.stringify({
        agents: {
          ownership: "explicit",
          defaults: { systemAgent: { agentId: "b" } },
          entries: Object.fromEntries([first, "b", "c"].map((id) => [id, { workspace: `~/w/${id}` }])),
        },
      });
    const docs = (first: string) => ({ config: roster(first), scenarios: "{}", profile: "openclaw-2026.9" as const });
    const panelOf = (v: ReturnType<Studio["update"]>) => (v.panels.openclaw?.ok ? v.panels.openclaw.vm : undefined);
    const first = studio.update(docs("a"), testLimits());
    const before = unpacker.unpack(new Packer().pack(first));
    expect(before).toEqual(first);
    const next = studio.update(docs("a2"), testLimits());
    const after = unpacker.unpack(new Packer().pack(next));
    expect(after).toEqual(next);
    const [was, is] = [panelOf(before)!, panelOf(after)!];
    expect(is.agents!.map((c) => c.id)).toEqual(["a2", "b", "c"]);
    expect(is.agents![0]).not.toBe(was.agents![0]);
    expect(is.agents!.slice(1)).toEqual(was.agents!.slice(1));
    is.agents!.slice(1).forEach((card, i) => expect(card).toBe(was.agents![i + 1]));
    expect(is.matrix!.rows[0]).not.toBe(was.matrix!.rows[0]);
    is.matrix!.rows.slice(1).forEach((row, i) => expect(row).toBe(was.matrix!.rows[i + 1]));
    // The rows `agents list --json` prints for them: the same, kept as the cards are.
    expect(is.listed.map((row) => (row as { id: string }).id)).toEqual(["a2", "b", "c"]);
    expect(is.listed[0]).not.toBe(was.listed[0]);
    is.listed.slice(1).forEach((row, i) => expect(row).toBe(was.listed[i + 1]));
  });

  it("write an unchanged card's text once, and two packers keep their own", () => {
    const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    const packer = new Packer();
    packer.pack(studio.update({ config: config("a"), scenarios: "{}" }, testLimits()));
    const next = studio.update({ config: config("a2"), scenarios: "{}" }, testLimits());
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      packer.pack(next);
      const cardsWritten = stringify.mock.calls.filter(([v]) => typeof v === "object" && v !== null && "answers" in v);
      expect(cardsWritten.map(([v]) => (v as { id: string }).id)).toEqual(["a2"]);
      stringify.mockClear();
      new Packer().pack(next);
      const fresh = stringify.mock.calls.filter(([v]) => typeof v === "object" && v !== null && "answers" in v);
      expect(fresh.map(([v]) => (v as { id: string }).id)).toEqual(["a2", "b", "c"]);
    } finally {
      stringify.mockRestore();
    }
  });

  it("send an item the last message carried as its place there: unchanged and moved cards cross as numbers", () => {
    const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    const packer = new Packer();
    const unpacker = new Unpacker();
    const roster = (ids: readonly string[]) =>
      JSON.stringify({
        agents: {
          ownership: "explicit",
          defaults: { systemAgent: { agentId: "b" } },
          entries: Object.fromEntries(ids.map((id) => [id, { workspace: `~/w/${id}` }])),
        },
      });
    const docs = (ids: readonly string[]) => ({
      config: roster(ids),
      scenarios: "{}",
      profile: "openclaw-2026.9" as const,
    });
    const cards = (v: ReturnType<Studio["update"]>) =>
      v.panels.openclaw?.ok ? (v.panels.openclaw.vm.agents ?? []) : [];
    const before = unpacker.unpack(packer.pack(studio.update(docs(["a", "b", "c"]), testLimits())));
    const next = studio.update(docs(["c", "a2", "b"]), testLimits());
    const packed = packer.pack(next);
    // c and b stood at 2 and 1; a2 is new.
    expect(packed.lists.openclawAgents?.map((item) => (typeof item === "number" ? item : "text"))).toEqual([
      2,
      "text",
      1,
    ]);
    const after = unpacker.unpack(packed);
    expect(after).toEqual(next);
    expect(cards(after)[0]).toBe(cards(before)[2]);
    expect(cards(after)[2]).toBe(cards(before)[1]);
  });

  it("lose track when a message was not unpacked, rather than take the wrong items", () => {
    const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    const packer = new Packer();
    const unpacker = new Unpacker();
    unpacker.unpack(packer.pack(studio.update({ config: config("a"), scenarios: "{}" }, testLimits())));
    // A message with a list of one, never unpacked, then one that names its places.
    const one = JSON.stringify({ agents: { list: [{ id: "solo" }] } });
    const alone = studio.update({ config: one, scenarios: "{}" }, testLimits());
    packer.pack(alone);
    const again = packer.pack(studio.update({ config: one + " ", scenarios: "{}" }, testLimits()));
    expect(again.lists.agents).toEqual([0]);
    expect(() => new Unpacker().unpack(again)).toThrow(LostTrack);
  });
});

/** A SophiaClaw config with two diagnostics: a repeated id, then an unknown field in the last entry. */
const SOPHIACLAW = JSON.stringify(
  { agents: { list: [{ id: "a", default: true }, { id: "a" }, { id: "c", workspace: "~/c", colour: 1 }] } },
  null,
  2,
);
/** An OpenClaw config with two diagnostics: an unknown field in each of its two entries. */
const OPENCLAW = JSON.stringify(
  {
    agents: {
      ownership: "explicit",
      defaults: { systemAgent: { agentId: "b" } },
      entries: { a: { workspace: "~/a", colour: 1 }, b: { workspace: "~/b", shade: 2 } },
    },
  },
  null,
  2,
);
const sophiaclaw = (config: string) => ({ config, scenarios: "{}" });
const openclaw = (config: string) => ({ config, scenarios: "{}", profile: "openclaw-2026.9" as const });
const viewsOf = (docs: ReturnType<typeof sophiaclaw>) =>
  new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(docs, testLimits());
/** The text with a space typed at `at`. */
const typed = (text: string, at: number) => `${text.slice(0, at)} ${text.slice(at)}`;
const at = (offset: number, length: number): Span => ({ offset, length });

const problemsOf = (v: StudioViews): readonly ProblemVM[] =>
  v.panels.problems.ok ? v.panels.problems.vm.problems : [];
const problemSpan = (p: ProblemVM) => ("span" in p.target ? p.target.span : undefined);
/** The views with these diagnostics and problems. */
function withLists(v: StudioViews, diagnostics: readonly Diagnostic[], problems: readonly ProblemVM[]): StudioViews {
  const panel = v.panels.problems;
  if (!panel.ok) return { ...v, diagnostics };
  return { ...v, diagnostics, panels: { ...v.panels, problems: { ...panel, vm: { ...panel.vm, problems } } } };
}
/** How the diagnostics and the problems crossed: each item as its place in the last message, or "text". */
function crossed(packed: PackedViews) {
  const shape = (items: readonly (string | number)[] | undefined) =>
    items?.map((item) => (typeof item === "number" ? item : "text"));
  return { diagnostics: shape(packed.lists.diagnostics), problems: shape(packed.lists.problems) };
}

describe("diagnostics and problems from the worker to the page", () => {
  it.each<[string, () => readonly StudioViews[], ReturnType<typeof crossed>]>([
    [
      "SophiaClaw's, a key typed above them all",
      () => [viewsOf(sophiaclaw(SOPHIACLAW)), viewsOf(sophiaclaw(typed(SOPHIACLAW, 0)))],
      { diagnostics: [0, 1], problems: [0, 1] },
    ],
    [
      "OpenClaw's, a key typed above them all",
      () => [viewsOf(openclaw(OPENCLAW)), viewsOf(openclaw(typed(OPENCLAW, 0)))],
      { diagnostics: [0, 1], problems: [0, 1] },
    ],
    [
      "a problem whose target has no span (a path), spans at 0 of length 0, and back",
      () => {
        const v = viewsOf(sophiaclaw(SOPHIACLAW));
        const [d0, d1] = v.diagnostics as [Diagnostic, Diagnostic];
        const [p0, p1] = problemsOf(v) as [ProblemVM, ProblemVM];
        const pathOnly = { ...p0, target: { doc: p0.target.doc, path: d0.path } };
        return [
          v,
          withLists(
            v,
            [{ ...d0, span: at(0, 0) }, d1],
            [pathOnly, { ...p1, target: { doc: "config", span: at(0, 0) } }],
          ),
          v,
        ];
      },
      { diagnostics: [0, 1], problems: ["text", 1] },
    ],
    [
      "diagnostics with equal texts at different spans, the spans turned round",
      () => {
        const v = viewsOf(sophiaclaw(SOPHIACLAW));
        const [d, p] = [v.diagnostics[0]!, problemsOf(v)[0]!];
        const make = (spans: readonly Span[]) =>
          withLists(
            v,
            spans.map((span) => ({ ...d, span })),
            spans.map((span) => ({ ...p, target: { doc: p.target.doc, span } })),
          );
        return [make([at(10, 3), at(20, 4), at(30, 5)]), make([at(30, 5), at(10, 3), at(20, 4)])];
      },
      // Each the same as the one at its place but for its span.
      { diagnostics: [0, 1, 2], problems: [0, 1, 2] },
    ],
    [
      "none, and a problems panel that failed",
      () => {
        const v = viewsOf(sophiaclaw(SOPHIACLAW));
        return [v, { ...v, diagnostics: [], panels: { ...v.panels, problems: { ok: false, error: "a bug" } } }];
      },
      { diagnostics: [], problems: undefined },
    ],
  ])("%s: arrive as they left, their spans apart from their texts", (_name, sequence, last) => {
    const packer = new Packer();
    const unpacker = new Unpacker();
    let packed: PackedViews | undefined;
    for (const views of sequence()) {
      packed = packer.pack(views);
      const after = unpacker.unpack(structuredClone(packed));
      expect(after).toEqual(views);
      // Strictly: a missing span stays missing (not undefined), and {0, 0} stays.
      expect(after.diagnostics).toStrictEqual(views.diagnostics);
      expect(after.panels.problems).toStrictEqual(views.panels.problems);
    }
    expect(crossed(packed!)).toEqual(last);
  });

  it.each([
    ["SophiaClaw", SOPHIACLAW, sophiaclaw],
    ["OpenClaw", OPENCLAW, openclaw],
  ] as const)(
    "%s: a key typed between them keeps the objects above it, and puts the moved span on new ones below",
    (_name, text, docs) => {
      const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
      const packer = new Packer();
      const unpacker = new Unpacker();
      // Before the last entry's brace: the first diagnostic stands above it, the second below.
      const key = text.lastIndexOf("{");
      const before = unpacker.unpack(packer.pack(studio.update(docs(text), testLimits())));
      const next = studio.update(docs(typed(text, key)), testLimits());
      const packed = packer.pack(next);
      const after = unpacker.unpack(packed);
      expect(after).toEqual(next);
      expect(crossed(packed)).toEqual({ diagnostics: [0, 1], problems: [0, 1] });
      expect(JSON.parse(packed.views)).toMatchObject({
        diagnostics: [],
        panels: { problems: { vm: { problems: [] } } },
      });
      expectKeptAbove(before.diagnostics, after.diagnostics, (d) => d.span, key);
      expectKeptAbove(problemsOf(before), problemsOf(after), problemSpan, key);
    },
  );
});

/** The first item above the key, the same object; the second below it, a new one with its span one further. */
function expectKeptAbove<Item extends object>(
  was: readonly Item[],
  is: readonly Item[],
  spanOf: (item: Item) => Span | undefined,
  key: number,
) {
  expect(was.map((item) => spanOf(item)!.offset < key)).toEqual([true, false]);
  expect(is[0]).toBe(was[0]);
  expect(is[1]).not.toBe(was[1]);
  const moved = spanOf(was[1]!)!;
  expect(spanOf(is[1]!)).toEqual(at(moved.offset + 1, moved.length));
}

describe("the worker's side of diagnostics and problems", () => {
  it("writes no text again for items the same as the last message's at their place but for their spans", () => {
    const v = viewsOf(openclaw(OPENCLAW));
    expect(v.diagnostics.length).toBeGreaterThan(1);
    // A key typed above them all: every diagnostic and problem a new object, its span one further.
    const moved = withLists(
      v,
      v.diagnostics.map((d) => ({ ...d, span: at(d.span.offset + 1, d.span.length) })),
      problemsOf(v).map((p) =>
        "span" in p.target
          ? { ...p, target: { ...p.target, span: at(p.target.span.offset + 1, p.target.span.length) } }
          : { ...p },
      ),
    );
    const packer = new Packer();
    const unpacker = new Unpacker();
    unpacker.unpack(packer.pack(v));
    const written = vi.spyOn(JSON, "stringify");
    try {
      const packed = packer.pack(moved);
      // The rest of the views alone.
      expect(written).toHaveBeenCalledTimes(1);
      expect(crossed(packed).diagnostics).toEqual(v.diagnostics.map((_, i) => i));
      expect(unpacker.unpack(packed)).toEqual(moved);
    } finally {
      written.mockRestore();
    }
  });
});
