import { describe, expect, it } from "vitest";
import { escapeMarkdown } from "../../src/app/editor/markdown";
import { markersFor, markersStand, type PlacedMarker } from "../../src/app/editor/markers";
import { parseIndex } from "../../src/app/gallery/examples";
import { wantsWorker, WORKER_THRESHOLD } from "../../src/app/analysis/stale";
import { FIXTURE } from "./fixture";

describe("markers", () => {
  it("keeps one document's diagnostics with their codes", () => {
    expect(markersFor(FIXTURE.diagnostics, "config", 100)).toEqual([
      { start: 12, end: 15, code: "SC101", severity: "warning", message: "Fix it." },
    ]);
  });
  it.each([
    [{ offset: 5, length: 0 }, 10, [5, 6]],
    [{ offset: 50, length: 3 }, 10, [10, 10]],
    [{ offset: -2, length: 3 }, 10, [0, 3]],
  ])("span %j in a text of %i covers %j", (span, length, [start, end]) => {
    const d = { ...FIXTURE.diagnostics[0]!, span };
    expect(markersFor([d], "config", length)[0]).toMatchObject({ start, end });
  });
});

describe("markers given before, still standing", () => {
  // Three lines of text; a marker on line 3 ("ccc").
  const before = "aaa\nbbb\nccc\n";
  const marker = (line: number, message = "m"): PlacedMarker => ({
    startLineNumber: line,
    startColumn: 1,
    endLineNumber: line,
    endColumn: 4,
    code: "OC210",
    severity: 4,
    message,
    source: "Scope Studio",
  });
  const lineOf = (text: string) => (offset: number) => text.slice(0, offset).split("\n").length;
  it.each([
    ["the same text", before, [marker(3)], true],
    ["a character typed on a line above", "aXaa\nbbb\nccc\n", [marker(3)], true],
    ["a character typed on a line below", "aaa\nbbb\nccc\nX", [marker(3)], true],
    ["typed on the marker's line", "aaa\nbbb\ncXcc\n", [marker(3)], false],
    ["a line end typed above", "a\naa\nbbb\nccc\n", [marker(3)], false],
    ["a line end taken above", "aaabbb\nccc\n", [marker(3)], false],
    ["another message", "aXaa\nbbb\nccc\n", [marker(3, "n")], false],
    ["one marker more", "aXaa\nbbb\nccc\n", [marker(3), marker(2)], false],
    ["none", "aXaa\nbbb\nccc\n", [], false],
  ] as const)("%s: %s", (_, after, placed, stands) => {
    expect(markersStand({ text: before, markers: [marker(3)] }, after, placed, lineOf(after))).toBe(stands);
  });
  it.each([
    ["none before or after, whatever the edit", "a\n\nb", true],
    ["none before or after, the same text", before, true],
  ] as const)("%s", (_, after, stands) => {
    expect(markersStand({ text: before, markers: [] }, after, [], lineOf(after))).toBe(stands);
  });
});

describe("escapeMarkdown", () => {
  it.each([
    ["[link](http://x)", "\\[link\\]\\(http://x\\)"],
    ["<img src=x>", "\\<img src=x\\>"],
    ["plain", "plain"],
    ["**bold** `code`", "\\*\\*bold\\*\\* \\`code\\`"],
  ])("%j -> %j", (input, output) => {
    expect(escapeMarkdown(input)).toBe(output);
  });
});

describe("examples index", () => {
  it("keeps valid entries and drops the rest", () => {
    expect(
      parseIndex([
        { slug: "starter", title: "Starter", description: "d" },
        { slug: "../etc/passwd", title: "x" },
        { slug: "no-title" },
        { title: "no slug" },
        { slug: "fleet", title: "Fleet", description: "d", profile: "openclaw-2026.9" },
        { slug: "odd", title: "Odd", description: "d", profile: "openclaw-2099" },
        "junk",
      ]),
    ).toEqual([
      { slug: "starter", title: "Starter", description: "d", profile: "sophiaclaw" },
      { slug: "no-title", title: "no-title", description: "", profile: "sophiaclaw" },
      { slug: "fleet", title: "Fleet", description: "d", profile: "openclaw-2026.9" },
      // A profile the page does not know is shown as the default one.
      { slug: "odd", title: "Odd", description: "d", profile: "sophiaclaw" },
    ]);
  });
  it("is empty for anything but a list", () => {
    expect(parseIndex({ slug: "x" })).toEqual([]);
  });
});

describe("worker threshold", () => {
  it.each([
    [WORKER_THRESHOLD, false],
    [WORKER_THRESHOLD + 1, true],
  ])("%i characters together -> worker %s", (n, yes) => {
    expect(wantsWorker({ config: "x".repeat(n - 1), scenarios: "y" })).toBe(yes);
  });
});
