import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENV,
  formatPath,
  type JsonPath,
  locatedValue,
  resolveAgents,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import { lintScope, type Located, SCOPE_CODE_LIST } from "../../src/core/testing";

const list = (...entries: unknown[]) => ({ agents: { list: entries } });
const models = [
  { provider: "anthropic", id: "claude-sonnet" },
  { provider: "openai", id: "gpt-5" },
];

/** One case per code: the config, the path the diagnostic points at, and the environment when it matters. */
const CASES: [code: string, config: unknown, path: JsonPath, env?: Record<string, string>][] = [
  ["SC101", { agents: null }, ["agents"]],
  ["SC102", { agents: { list: "legal" } }, ["agents", "list"]],
  ["SC103", list({ id: "a" }, 5), ["agents", "list", 1]],
  ["SC104", list({ id: "a" }, { id: 7 }), ["agents", "list", 1, "id"]],
  ["SC104", list({ id: "a" }, { id: "  " }), ["agents", "list", 1, "id"]],
  ["SC105", list({ id: "legal" }, { id: " Legal " }), ["agents", "list", 1, "id"]],
  ["SC106", list({ id: "a", default: true }, { id: "b", default: true }), ["agents", "list", 1, "default"]],
  ["SC107", list({ id: "a" }, { id: "../x" }), ["agents", "list", 1, "id"]],
  ["SC107", list({ id: "a" }, { id: "../../etc" }), ["agents", "list", 1, "id"]],
  ["SC108", list({ id: "a" }, { id: "team/legal" }), ["agents", "list", 1, "id"]],
  ["SC109", list({ id: "a", default: "yes" }), ["agents", "list", 0, "default"]],
  ["SC111", list({ id: "a", skills: ["le*gal"] }), ["agents", "list", 0, "skills", 0]],
  ["SC112", list({ id: "a", skills: ["Legal.*"] }), ["agents", "list", 0, "skills", 0]],
  ["SC113", list({ id: "a", skills: ["", "  "] }), ["agents", "list", 0, "skills"]],
  ["SC114", list({ id: "a", skills: "legal.*" }), ["agents", "list", 0, "skills"]],
  ["SC115", list({ id: "a", skills: ["legal.*", 4] }), ["agents", "list", 0, "skills", 1]],
  ["SC120", { models, ...list({ id: "a", model: "openai/gpt-6" }) }, ["agents", "list", 0, "model"]],
  [
    "SC120",
    { models, ...list({ id: "a", model: { fallbacks: ["x/y"] } }) },
    ["agents", "list", 0, "model", "fallbacks", 0],
  ],
  ["SC121", list({ id: "a", model: "gpt-5" }), ["agents", "list", 0, "model"]],
  [
    "SC122",
    list({ id: "a", model: { primary: "a/b", fallbacks: ["a/b"] } }),
    ["agents", "list", 0, "model", "fallbacks", 0],
  ],
  ["SC123", list({ id: "a", model: { fallbacks: ["a/b", "a/b"] } }), ["agents", "list", 0, "model", "fallbacks", 1]],
  ["SC124", list({ id: "a", model: { fallbacks: "a/b" } }), ["agents", "list", 0, "model", "fallbacks"]],
  ["SC125", list({ id: "a", model: 5 }), ["agents", "list", 0, "model"]],
  ["SC126", list({ id: "a", model: { fallbacks: [5] } }), ["agents", "list", 0, "model", "fallbacks", 0]],
  ["SC127", list({ id: "a", model: { primary: 5 } }), ["agents", "list", 0, "model", "primary"]],
  ["SC130", list({ id: "a", workspace: "$DATA/a" }), ["agents", "list", 0, "workspace"]],
  ["SC131", list({ id: "a", agentDir: "rel/a" }), ["agents", "list", 0, "agentDir"]],
  ["SC131", { agents: { defaults: { workspace: "claw" } } }, ["agents", "defaults", "workspace"]],
  ["SC132", list({ id: "a", workspace: "~ada/w" }), ["agents", "list", 0, "workspace"]],
  ["SC133", list({ id: "a", workspace: 5 }), ["agents", "list", 0, "workspace"]],
  ["SC120", { models, agents: { defaults: { model: "openai/gpt-4" } } }, ["agents", "defaults", "model"]],
];

/** A located value whose spans tell which path they were asked for. */
function tracked(value: unknown): Located & { asked: string[] } {
  const asked: string[] = [];
  return { value, doc: "config", asked, spanOf: (p) => (asked.push(formatPath(p)), { offset: p.length, length: 1 }) };
}

describe("lintScope: one case per code", () => {
  it.each(CASES)("%s at %j", (code, config, path, env) => {
    const found = lintScope(tracked(config), env ?? DEFAULT_ENV, SOPHIACLAW_PROFILE).filter((d) => d.code === code);
    expect(found.map((d) => d.path)).toContainEqual(path);
    const d = found.find((x) => formatPath(x.path) === formatPath(path))!;
    const info = SCOPE_CODE_LIST.find((c) => c.code === code)!;
    expect(d).toMatchObject({ severity: info.severity, doc: "config", span: { offset: path.length, length: 1 } });
    expect(d.message).toMatch(/\.$/);
  });

  it("every code of the table has a case", () => {
    const covered = new Set(CASES.map(([code]) => code));
    expect(SCOPE_CODE_LIST.map((c) => c.code).filter((c) => !covered.has(c))).toEqual([]);
  });

  it("codes are unique and in the SC1xx range", () => {
    const codes = SCOPE_CODE_LIST.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^SC1\d\d$/);
  });
});

describe("lintScope: what is not a problem", () => {
  it.each([
    ["an empty config", {}],
    ["no agents list", { agents: {} }],
    [
      "a tidy config",
      {
        models,
        agents: {
          defaults: {
            workspace: "~/SophiaClaw",
            model: { primary: "anthropic/claude-sonnet", fallbacks: ["openai/gpt-5"] },
          },
          list: [
            { id: "general", default: true },
            { id: "legal", workspace: "/data/legal", model: "openai/gpt-5", skills: ["legal.*"] },
          ],
        },
      },
    ],
    ["a known variable", list({ id: "a", workspace: "$DATA/a" })],
    ["no catalog: any provider/model is fine", list({ id: "a", model: "x/y" })],
    ["an empty skills list (every skill allowed)", list({ id: "a", skills: [] })],
    [
      "a configured folder makes the id's folder irrelevant",
      list({ id: "a" }, { id: "../x", workspace: "/w", agentDir: "/d" }),
    ],
  ])("%s", (_name, config) => {
    expect(lintScope(locatedValue(config), { HOME: "/home/user", DATA: "/data" }, SOPHIACLAW_PROFILE)).toEqual([]);
  });

  it("an unreachable duplicate's folders are not linted", () => {
    const codes = lintScope(
      locatedValue(list({ id: "../x", workspace: "/w", agentDir: "/d" }, { id: "../X" })),
      DEFAULT_ENV,
      SOPHIACLAW_PROFILE,
    ).map((d) => d.code);
    expect(codes).not.toContain("SC107");
  });

  it("the state folder variable is honoured when deciding an escape", () => {
    const config = locatedValue(list({ id: "a" }, { id: "../x" }));
    const d = lintScope(config, { HOME: "/h", SOPHIACLAW_STATE_DIR: "/srv/claw" }, SOPHIACLAW_PROFILE).find(
      (x) => x.code === "SC107",
    );
    expect(d?.message).toMatch(/\/srv\/claw/);
  });
});

describe("several defaults", () => {
  it("warn on the second and later marks, never the first", () => {
    const config = locatedValue(
      list({ id: "a" }, { id: "b", default: true }, { id: "c", default: true }, { id: "d", default: 1 }),
    );
    const marks = lintScope(config, DEFAULT_ENV, SOPHIACLAW_PROFILE).filter((d) => d.code === "SC106");
    expect(marks.map((d) => d.path[2])).toEqual([2, 3]);
  });
});

describe("resolveAgents returns the lints", () => {
  it("as its diagnostics", () => {
    const config = locatedValue(list({ id: "a", default: true }, { id: "b", default: true }));
    expect(resolveAgents(config, DEFAULT_ENV, SOPHIACLAW_PROFILE).diagnostics).toEqual(
      lintScope(config, DEFAULT_ENV, SOPHIACLAW_PROFILE),
    );
    expect(resolveAgents(config, DEFAULT_ENV, SOPHIACLAW_PROFILE).diagnostics.map((d) => d.code)).toEqual(["SC106"]);
  });
});
