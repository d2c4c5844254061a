import { describe, expect, it } from "vitest";
import { escapeMarkdown } from "../../src/app/editor/markdown";
import { markersFor } from "../../src/app/editor/markers";
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
