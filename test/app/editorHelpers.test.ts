import { describe, expect, it } from "vitest";
import { escapeMarkdown } from "../../src/app/editor/markdown";
import { markersFor, movesMarkers, sameMarkers, type PlacedMarker } from "../../src/app/editor/markers";
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

describe("markers given before, moved by an edit or standing", () => {
  const marker = (line: number, to = line, message = "m"): PlacedMarker => ({
    startLineNumber: line,
    startColumn: 1,
    endLineNumber: to,
    endColumn: 4,
    code: "OC210",
    severity: 4,
    message,
    source: "Scope Studio",
  });
  const change = (line: number, text: string, to = line) => ({
    range: { startLineNumber: line, endLineNumber: to },
    text,
  });
  const given = [marker(3), marker(6, 7)];
  it.each([
    ["a character typed on a line above them", change(1, "x"), false],
    ["a character typed on a line between them", change(4, "x"), false],
    ["a character taken out on a line below them", change(9, ""), false],
    ["typed on a marker's line", change(3, "x"), true],
    ["typed on the second line of a marker", change(7, "x"), true],
    ["a line end typed above", change(1, "\n"), true],
    ["a carriage return typed above", change(1, "\r"), true],
    ["a line end taken out above (two lines replaced)", change(1, "", 2), true],
  ] as const)("%s", (_, edit, moves) => {
    expect(movesMarkers(edit, given)).toBe(moves);
  });
  it("none given: nothing to move but a line end", () => {
    expect(movesMarkers(change(3, "x"), [])).toBe(false);
    expect(movesMarkers(change(3, "\n"), [])).toBe(true);
  });
  it.each([
    ["the same", given, true],
    ["another message", [marker(3), marker(6, 7, "n")], false],
    ["one more", [...given, marker(9)], false],
    ["one fewer", [marker(3)], false],
    ["none for none", [], true],
  ] as const)("markers compared: %s", (_, placed, same) => {
    expect(sameMarkers(placed.length === 0 ? [] : given, placed)).toBe(same);
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
