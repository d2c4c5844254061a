import { describe, expect, it } from "vitest";
import { locatedValue, TOOL_CLASSES } from "../../src/core/index";
import { BUILTIN_MODES, isMonotone, MODE_ORDER, readModes } from "../../src/core/testing";

const cfg = (modes: unknown) => locatedValue({ permission: { modes } });

describe("the built-in modes table", () => {
  it("lists the modes loosest first", () => {
    expect(MODE_ORDER).toEqual(["bypass", "accept-edits", "default", "plan", "readonly"]);
  });

  it.each([
    ["bypass", "edit", "allow", undefined],
    ["accept-edits", "edit", "allow", undefined],
    ["accept-edits", "execute", "ask", undefined],
    ["default", "read", "allow", undefined],
    ["default", "edit", "ask", undefined],
    ["default", "delegate", "allow", undefined],
    ["plan", "edit", "deny", "deny"],
    ["plan", "execute", "ask", undefined],
    ["readonly", "read", "allow", undefined],
    ["readonly", "network", "deny", "deny"],
    ["readonly", "outside", "deny", "deny"],
    ["readonly", "delegate", "allow", undefined],
  ] as const)("%s / %s: default %s, ceiling %s", (mode, cls, def, ceiling) => {
    expect(BUILTIN_MODES[mode][cls].default).toBe(def);
    expect(BUILTIN_MODES[mode][cls].ceiling).toBe(ceiling);
  });

  it("gets stricter along the order in every class", () => {
    expect(isMonotone(BUILTIN_MODES)).toBe(true);
    expect(Object.keys(BUILTIN_MODES.plan)).toEqual([...TOOL_CLASSES]);
  });
});

describe("readModes", () => {
  it("uses the built-in table when the config has none", () => {
    const r = readModes(locatedValue({}));
    expect(r).toMatchObject({ table: BUILTIN_MODES, custom: false, diagnostics: [] });
  });

  it("merges partial overrides over the built-in table, with where each value came from", () => {
    const r = readModes(
      cfg({ plan: { execute: { default: "deny", ceiling: "deny" } }, readonly: { execute: { default: "deny" } } }),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.custom).toBe(true);
    expect(r.table.plan.execute).toMatchObject({ default: "deny", ceiling: "deny" });
    expect(r.table.plan.execute.ceilingFrom?.path).toEqual(["permission", "modes", "plan", "execute", "ceiling"]);
    expect(r.table.plan.edit).toEqual(BUILTIN_MODES.plan.edit);
    expect(isMonotone(r.table)).toBe(true);
  });

  it.each([
    [
      "a default looser than the looser mode's",
      { plan: { edit: { default: "allow", ceiling: "allow" } } },
      ["permission", "modes", "plan", "edit", "default"],
      "SC201",
    ],
    [
      "a ceiling looser than the looser mode's",
      { readonly: { edit: { ceiling: "ask" } } },
      ["permission", "modes", "readonly", "edit", "ceiling"],
      "SC201",
    ],
    [
      "a looser mode made stricter than the next",
      { "accept-edits": { execute: { default: "deny" } } },
      ["permission", "modes", "accept-edits", "execute", "default"],
      "SC201",
    ],
    ["an unknown mode", { strict: { edit: { default: "deny" } } }, ["permission", "modes", "strict"], "SC202"],
    ["an unknown class", { plan: { shell: { default: "deny" } } }, ["permission", "modes", "plan", "shell"], "SC203"],
    [
      "an unknown action",
      { plan: { edit: { default: "never" } } },
      ["permission", "modes", "plan", "edit", "default"],
      "SC204",
    ],
    [
      "an unknown field",
      { plan: { edit: { defualt: "deny" } } },
      ["permission", "modes", "plan", "edit", "defualt"],
      "SC204",
    ],
    ["a class that is not an object", { plan: { edit: "deny" } }, ["permission", "modes", "plan", "edit"], "SC204"],
    ["a table that is not an object", [1, 2], ["permission", "modes"], "SC204"],
  ])("rejects %s, at the offending node, and falls back to the built-in table", (_, modes, path, code) => {
    const r = readModes(cfg(modes));
    expect(r.table).toBe(BUILTIN_MODES);
    expect(r.custom).toBe(false);
    expect(r.diagnostics[0]).toMatchObject({ code, severity: "error", path, doc: "config" });
    expect(r.diagnostics[0]!.message).toContain("built-in modes table is used instead");
  });

  it("names the two modes and the class of a violation", () => {
    const [d] = readModes(cfg({ plan: { edit: { default: "allow", ceiling: "allow" } } })).diagnostics;
    expect(d!.message).toMatch(/edit default of plan mode \(allow\) is looser than that of default mode \(ask\)/);
  });

  it("reads __proto__ as a plain (unknown) mode name", () => {
    const modes = JSON.parse('{"__proto__": {"edit": {"default": "allow"}}}') as unknown;
    const r = readModes(cfg(modes));
    expect(r.diagnostics[0]).toMatchObject({ code: "SC202" });
    expect(r.table).toBe(BUILTIN_MODES);
  });
});
