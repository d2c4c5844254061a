import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { describe, expect, it, vi } from "vitest";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { LostTrack, Packer, Unpacker } from "../../src/app/analysis/transport";
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
