/** Two-way linking: the entry a cursor is in, from the JSON path at the cursor. */
import { describe, expect, it } from "vitest";
import { entryAt, entryOf } from "../../src/app/editor/selection";

describe("the entry the cursor is in", () => {
  it.each([
    { doc: "config", path: ["agents", "list", 3, "workspace"], entry: ["agents", "list", 3] },
    { doc: "config", path: ["agents", "list", 3], entry: ["agents", "list", 3] },
    { doc: "config", path: ["agents", "defaults", "model"], entry: undefined },
    { doc: "config", path: ["agents", "entries", "ops", "workspace"], entry: ["agents", "entries", "ops"] },
    { doc: "config", path: ["agents", "entries", "ops"], entry: ["agents", "entries", "ops"] },
    { doc: "config", path: ["agents", "entries"], entry: undefined },
    { doc: "config", path: ["permission", "rules", 0], entry: undefined },
    { doc: "scenarios", path: ["calls", 7, "pattern"], entry: ["calls", 7] },
    { doc: "scenarios", path: ["sessions", 0, "key"], entry: ["sessions", 0] },
    { doc: "scenarios", path: ["skills", 2], entry: ["skills", 2] },
    { doc: "scenarios", path: ["team", "agents", 1, "grants", 0, "tool"], entry: ["team", "agents", 1] },
    { doc: "scenarios", path: ["team", "mode"], entry: undefined },
  ] as const)("$doc $path → $entry", ({ doc, path, entry }) => {
    expect(entryOf(doc, path)).toEqual(entry);
  });

  it("reads the path at an offset of the text", () => {
    const text = '{ "calls": [ { "agent": "a" }, { "agent": "b", "tool": "bash" } ] }';
    expect(entryAt("scenarios", text, text.indexOf('"bash"'))).toEqual(["calls", 1]);
    expect(entryAt("scenarios", text, 1)).toBeUndefined();
  });
});
