import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locatedValue, matchWildcard } from "../../src/core/index";
import { lintPermission, patternCovers } from "../../src/core/testing";
import { patternArb, textArb } from "./arbitraries";

const lint = (permission: unknown, tools?: unknown) =>
  lintPermission(locatedValue({ permission, ...(tools !== undefined && { tools }) }));
const r = (permission: string, pattern: string, action: string) => ({ permission, pattern, action });

describe("patternCovers", () => {
  it.each([
    ["*", "anything *", true],
    ["**", "a?b", true],
    ["git *", "git *", true],
    ["git *", "git push *", true],
    ["git *", "git push", true],
    ["git *", "git", false], // true in fact (the " *" convention), but not claimed
    ["git *", "gi*", false],
    ["git push *", "git *", false],
    ["rm *", "rm", false],
    ["a?*", "abc", false],
    ["src/*", "src/a/*", true],
  ])("%j covers %j: %s", (general, specific, expected) => expect(patternCovers(general, specific)).toBe(expected));

  it("is sound: when it claims cover, every text the specific pattern matches the general one matches", () => {
    fc.assert(
      fc.property(patternArb, patternArb, fc.array(textArb, { minLength: 1, maxLength: 10 }), (g, s, texts) => {
        if (!patternCovers(g, s)) return;
        for (const t of texts) if (matchWildcard(s, t)) expect(matchWildcard(g, t)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("lintPermission", () => {
  it.each([
    ["a deny *", [r("bash", "git *", "allow"), r("bash", "*", "deny")], "deny", 'permission.rules[1] (bash "*")'],
    [
      "an identical ask",
      [r("bash", "npm *", "ask"), r("bash", "npm *", "allow")],
      "ask",
      'permission.rules[0] (bash "npm *")',
    ],
    [
      "a wider deny prefix",
      [r("bash", "git push --force", "allow"), r("bash", "git push *", "deny")],
      "deny",
      "permission.rules[1]",
    ],
    ["a deny of every permission", [r("bash", "ls", "allow"), r("*", "*", "deny")], "deny", "permission.rules[1]"],
  ])("reports an allow rule that %s always overrides", (_, rules, by, label) => {
    const ds = lint({ rules }).filter((d) => d.code === "SC207");
    expect(ds).toHaveLength(1);
    expect(ds[0]!.severity).toBe("warning");
    expect(ds[0]!.message).toContain(`the ${by} rule at ${label}`);
  });

  it.each([
    ["a narrower deny", [r("bash", "git *", "allow"), r("bash", "git push *", "deny")]],
    ["a deny of another permission", [r("bash", "*", "allow"), r("edit", "*", "deny")]],
    ["a deny pattern with a wildcard in its lead", [r("bash", "git push", "allow"), r("bash", "g?t *", "deny")]],
    ["another allow", [r("bash", "x", "allow"), r("bash", "*", "allow")]],
  ])("stays silent about %s", (_, rules) => {
    expect(lint({ rules }).filter((d) => d.code === "SC207")).toEqual([]);
  });

  it("names the deny rather than the ask when both override", () => {
    const ds = lint({ rules: [r("bash", "x", "allow"), r("bash", "*", "ask"), r("bash", "*", "deny")] }).filter(
      (d) => d.code === "SC207",
    );
    expect(ds[0]!.message).toContain("the deny rule at permission.rules[2]");
  });

  it("reports a rule whose permission matches no tool of the catalog", () => {
    const tools = [
      { name: "bash", class: "execute" },
      { name: "write", class: "edit", permission: "edit" },
    ];
    const ds = lint({ rules: [r("bahs", "*", "deny"), r("edit", "*", "ask"), r("ba*", "*", "ask")] }, tools).filter(
      (d) => d.code === "SC208",
    );
    expect(ds.map((d) => d.path)).toEqual([["permission", "rules", 0, "permission"]]);
    expect(ds[0]!.message).toContain('"bahs" matches no tool name or permission key');
  });

  it("does not check permissions without a tools catalog", () => {
    expect(lint({ rules: [r("anything", "*", "deny")] }).filter((d) => d.code === "SC208")).toEqual([]);
  });

  it("reports an unknown action and an unknown main mode as errors", () => {
    const ds = lint({ mode: "strict", rules: [r("bash", "*", "forbid")] });
    expect(ds.map((d) => [d.code, d.severity])).toEqual(
      expect.arrayContaining([
        ["SC209", "error"],
        ["SC206", "error"],
      ]),
    );
  });

  it("includes the modes table's errors", () => {
    expect(lint({ modes: { plan: { edit: { default: "allow", ceiling: "allow" } } } })[0]).toMatchObject({
      code: "SC201",
    });
  });

  it("lints 5,000 rules to the end, none at fault (its speed: npm run bench -- hostile)", () => {
    const rules = Array.from({ length: 5000 }, (_, i) => r("bash", `cmd${i} *`, i % 2 ? "allow" : "deny"));
    expect(lint({ rules })).toEqual([]);
  });
});
