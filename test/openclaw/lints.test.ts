// What OpenClaw's own validator does not say, found on the same simulated machine: an agent merged or renamed
// (2026.7), a roster the CLI never reads, a default chosen by list order (2026.7), agents sharing a workspace, a
// `${NAME}` that makes a path relative. Each lint as data, its diagnostic's code, span and sentence; and on the
// recorded corpus, exactly the lints the cases call for (none on the others).
import { describe, expect, it } from "vitest";
import {
  openclawDiagnostics,
  type OpenClawEnvironment,
  openclawLintText,
  type OpenClawProfileId,
} from "../../src/core/index";
import { OPENCLAW_CODES, type OpenClawLint, OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { recordedInputs } from "./recorded";

const MACHINE: OpenClawEnvironment = { home: "/h", cwd: "/w", vars: {}, configAt: "/h/.openclaw/openclaw.json" };
const V7 = "openclaw-2026.7";
const V9 = "openclaw-2026.9";
const list = (...entries: object[]) => JSON.stringify({ agents: { list: entries } });
const entries = (agents: object, more: object = {}) => JSON.stringify({ agents: { ...more, entries: agents } });
const lintsOf = (profile: OpenClawProfileId, text: string, env: Partial<OpenClawEnvironment> = {}) =>
  openclawDiagnostics(profile, text, { ...MACHINE, ...env }, OPENCLAW_SCHEMAS).lints;

describe("2026.7: an agent whose id is read as another (agent-renamed)", () => {
  it.each<[string, string, Partial<OpenClawLint>]>([
    ["a space", list({ id: "My Agent" }), { from: "My Agent", to: "my-agent", collidesWith: null, becomesMain: false }],
    ["a path", list({ id: "../../etc/passwd" }), { from: "../../etc/passwd", to: "etc-passwd", becomesMain: false }],
    ["capitals only", list({ id: "Ops" }), { from: "Ops", to: "ops", collidesWith: null }],
    [
      "nothing Latin: main",
      list({ id: "агент" }),
      { from: "агент", to: "main", collidesWith: null, becomesMain: true },
    ],
    ["an empty id: main", list({ id: "" }), { from: "", to: "main", becomesMain: true }],
    ["onto another entry", list({ id: "a" }, { id: "A" }), { index: 1, from: "A", to: "a", collidesWith: 0 }],
    [
      "onto a later entry, the first of two",
      list({ id: "A" }, { id: "a" }, { id: "a" }),
      { index: 0, collidesWith: 1 },
    ],
    ["onto a listed main", list({ id: "main" }, { id: "代理" }), { to: "main", collidesWith: 0, becomesMain: true }],
  ])("%s", (_name, text, expected) => {
    const renamed = lintsOf(V7, text).filter((l) => l.kind === "agent-renamed");
    expect(renamed).toEqual([expect.objectContaining({ kind: "agent-renamed", ...expected })]);
  });

  it.each([
    ["an id kept as written", list({ id: "ops" }, { id: "legal_2" })],
    ["2026.9, whose keys are never sanitized", entries({ Ops: {} })],
  ])("not for %s", (_name, text) => {
    const profile = text.includes("entries") ? V9 : V7;
    expect(lintsOf(profile, text).filter((l) => l.kind === "agent-renamed")).toEqual([]);
  });
});

describe("2026.7: two entries with one id, the later vanishing into the earlier (agent-merged)", () => {
  it.each<[string, string, OpenClawLint[]]>([
    [
      "equal ids",
      list({ id: "legal" }, { id: "ops" }, { id: "legal" }),
      [{ kind: "agent-merged", path: ["agents", "list", 2], id: "legal", kept: 0, merged: 2 }],
    ],
    [
      "equal after sanitizing (both indexes named)",
      list({ id: "My Agent" }, { id: "my-agent" }),
      [{ kind: "agent-merged", path: ["agents", "list", 1], id: "my-agent", kept: 0, merged: 1 }],
    ],
    [
      "three of one id: each later one",
      list({ id: "a" }, { id: "a" }, { id: "a" }),
      [
        { kind: "agent-merged", path: ["agents", "list", 1], id: "a", kept: 0, merged: 1 },
        { kind: "agent-merged", path: ["agents", "list", 2], id: "a", kept: 0, merged: 2 },
      ],
    ],
    ["distinct ids", list({ id: "a" }, { id: "b", default: true }), []],
  ])("%s", (_name, text, expected) => {
    expect(lintsOf(V7, text).filter((l) => l.kind === "agent-merged")).toEqual(expected);
  });
});

describe("the document is not the file the CLI reads (roster-ignored)", () => {
  const text = list({ id: "My Agent" }, { id: "b" });
  it.each<[string, OpenClawProfileId, Partial<OpenClawEnvironment>, string, string[]]>([
    ["OPENCLAW_STATE_DIR", V9, { vars: { OPENCLAW_STATE_DIR: "/s" } }, "/s/openclaw.json", ["OPENCLAW_STATE_DIR"]],
    ["OPENCLAW_HOME", V7, { vars: { OPENCLAW_HOME: "/oh" } }, "/oh/.openclaw/openclaw.json", ["OPENCLAW_HOME"]],
    [
      "OPENCLAW_CONFIG_PATH",
      V9,
      { vars: { OPENCLAW_CONFIG_PATH: "/c/oc.json" } },
      "/c/oc.json",
      ["OPENCLAW_CONFIG_PATH"],
    ],
    ["a file elsewhere, nothing set", V7, { configAt: "/h/oc.json" }, "/h/.openclaw/openclaw.json", []],
  ])(
    "moved by %s: says where the CLI reads instead, and nothing about the ignored roster",
    (_n, profile, env, at, by) => {
      const { lints, answer, diagnostics } = openclawDiagnostics(
        profile,
        text,
        { ...MACHINE, ...env },
        OPENCLAW_SCHEMAS,
      );
      expect(answer.documentRead).toBe(false);
      const document = env.configAt ?? MACHINE.configAt;
      expect(lints).toEqual([{ kind: "roster-ignored", path: [], document, readFrom: at, movedBy: by }]);
      expect(diagnostics.map((d) => d.code)).toEqual(["OC002", "OC203"]);
    },
  );

  it("not when the document is the file read", () => {
    expect(
      lintsOf(V9, entries({ a: {} }), { vars: { OPENCLAW_STATE_DIR: "/s" }, configAt: "/s/openclaw.json" }),
    ).toEqual([]);
  });
});

describe("2026.7: the default chosen by list order (default-by-order)", () => {
  it.each<[string, string, OpenClawLint[]]>([
    [
      "no marker",
      list({ id: "writer" }, { id: "ops" }),
      [{ kind: "default-by-order", path: ["agents", "list", 0], id: "writer", count: 2 }],
    ],
    [
      "a false marker only",
      list({ id: "a", default: false }, { id: "b" }),
      [{ kind: "default-by-order", path: ["agents", "list", 0], id: "a", count: 2 }],
    ],
    ["a marker on the second", list({ id: "a" }, { id: "b", default: true }), []],
    ["a sole agent", list({ id: "a" }), []],
    ["two entries merged into one agent", list({ id: "a" }, { id: "a" }), []],
  ])("%s", (_name, text, expected) => {
    expect(lintsOf(V7, text).filter((l) => l.kind === "default-by-order")).toEqual(expected);
  });

  it("2026.9 has no order rule: a legacy list without a marker is rejected, not defaulted by order", () => {
    const { answer, lints } = openclawDiagnostics(V9, list({ id: "a" }, { id: "b" }), MACHINE, OPENCLAW_SCHEMAS);
    expect(answer.verdict.valid).toBe(false);
    expect(lints).toEqual([]);
  });
});

describe("agents that work in the same folder (shared-workspace)", () => {
  it.each<[string, OpenClawProfileId, string, OpenClawLint[]]>([
    [
      "two own fields",
      V7,
      list({ id: "a", workspace: "/srv/x" }, { id: "b", workspace: "/srv/x/" }),
      [{ kind: "shared-workspace", path: ["agents", "list", 1, "workspace"], ids: ["a", "b"], folder: "/srv/x" }],
    ],
    [
      "the default's defaults.workspace and another's own field",
      V9,
      entries({ a: { default: true }, b: { workspace: "/d" } }, { defaults: { workspace: "/d" } }),
      [{ kind: "shared-workspace", path: ["agents", "entries", "b", "workspace"], ids: ["a", "b"], folder: "/d" }],
    ],
    [
      "a relative path and the absolute one it resolves to",
      V9,
      entries({ a: { workspace: "ws" }, b: { workspace: "/w/ws" } }, { ownership: "explicit" }),
      [{ kind: "shared-workspace", path: ["agents", "entries", "b", "workspace"], ids: ["a", "b"], folder: "/w/ws" }],
    ],
    ["each its own folder", V9, entries({ a: {}, b: {} }, { ownership: "explicit" }), []],
    [
      "two folders, each shared, in the order their first agent comes; three agents in one",
      V7,
      list(
        { id: "a", workspace: "/one" },
        { id: "b", workspace: "/two" },
        { id: "c", workspace: "/two" },
        { id: "d", workspace: "/one" },
        { id: "e", workspace: "/two" },
      ),
      [
        { kind: "shared-workspace", path: ["agents", "list", 3, "workspace"], ids: ["a", "d"], folder: "/one" },
        { kind: "shared-workspace", path: ["agents", "list", 2, "workspace"], ids: ["b", "c", "e"], folder: "/two" },
      ],
    ],
  ])("%s (%s)", (_name, profile, text, expected) => {
    expect(lintsOf(profile, text).filter((l) => l.kind === "shared-workspace")).toEqual(expected);
  });
});

describe("a ${NAME} at the start of a path that leaves it relative (var-makes-relative)", () => {
  it.each<[string, OpenClawProfileId, string, Record<string, string>, Partial<OpenClawLint>[]]>([
    [
      "not set: stays as written",
      V9,
      entries({ a: { workspace: "${WS}/a" } }),
      {},
      [{ name: "WS", value: null, resolved: "/w/${WS}/a" }],
    ],
    ["set to an empty value", V9, entries({ a: { workspace: "${WS}/a" } }), { WS: "" }, [{ value: null }]],
    [
      "a relative value",
      V7,
      list({ id: "a", agentDir: "${AD}" }),
      { AD: "rel/dir" },
      [{ path: ["agents", "list", 0, "agentDir"], value: "rel/dir", resolved: "/w/rel/dir" }],
    ],
    [
      "in defaults.workspace",
      V9,
      entries({ a: {} }, { defaults: { workspace: "${WS}/fleet" } }),
      { WS: "x" },
      [{ path: ["agents", "defaults", "workspace"], resolved: "/w/x/fleet" }],
    ],
    [
      "a relative value from the config's env.vars",
      V9,
      JSON.stringify({ env: { vars: { WS: "rel" } }, agents: { entries: { a: { workspace: "${WS}" } } } }),
      {},
      [{ value: "rel", resolved: "/w/rel" }],
    ],
    ["an absolute value", V9, entries({ a: { workspace: "${WS}/a" } }), { WS: "/abs" }, []],
    ["a value under ~", V9, entries({ a: { workspace: "${WS}/a" } }), { WS: "~/x" }, []],
    ["~ before the name", V9, entries({ a: { workspace: "~/${WS}/a" } }), {}, []],
    ["the escaped $${NAME}", V9, entries({ a: { workspace: "$${WS}/a" } }), {}, []],
    ["a lower-case name (never substituted)", V9, entries({ a: { workspace: "${ws}/a" } }), {}, []],
  ])("%s", (_name, profile, text, vars, expected) => {
    const found = lintsOf(profile, text, { vars }).filter((l) => l.kind === "var-makes-relative");
    expect(found).toEqual(
      expected.map((e) => expect.objectContaining({ kind: "var-makes-relative", cwd: "/w", ...e })),
    );
  });
});

describe("lints on a config OpenClaw rejects", () => {
  it("keeps those about the text (renamed, ${NAME}) but not those about listed agents (it lists none)", () => {
    const text = list(
      { id: "My Agent", workspace: "${WS}" },
      { id: "b", workspace: "/x" },
      { id: "c", workspace: "/x" },
      { name: "no id" },
    );
    const { answer, lints } = openclawDiagnostics(V7, text, MACHINE, OPENCLAW_SCHEMAS);
    expect(answer.verdict.valid).toBe(false);
    expect(lints.map((l) => l.kind)).toEqual(["agent-renamed", "var-makes-relative"]);
  });

  it("gives none on a text that is not JSON5", () => {
    expect(lintsOf(V7, '{ "agents": { "list": [ { "id": "My Agent" } ')).toEqual([]);
  });
});

describe("each lint as a diagnostic", () => {
  it("has its code, severity, sentence, the lint as data and the span of its path", () => {
    const text = '{\n  "agents": {\n    "list": [\n      { "id": "a" },\n      { "id": "My Agent" }\n    ]\n  }\n}\n';
    const { diagnostics, lints } = openclawDiagnostics(V7, text, MACHINE, OPENCLAW_SCHEMAS);
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ["OC204", "info"],
      ["OC202", "warning"],
    ]);
    const renamed = diagnostics[1]!;
    expect(text.slice(renamed.span.offset, renamed.span.offset + renamed.span.length)).toBe('"My Agent"');
    expect(renamed.data).toEqual({ kind: "openclaw", finding: lints.find((l) => l.kind === "agent-renamed") });
    expect(renamed.message).toBe(openclawLintText(lints.find((l) => l.kind === "agent-renamed")!));
    expect(renamed.message).toBe('OpenClaw 2026.7 reads the id "My Agent" as "my-agent".');
  });

  it("every lint kind has a code of the OC2xx range", () => {
    const kinds = [
      "agent-merged",
      "agent-renamed",
      "roster-ignored",
      "default-by-order",
      "shared-workspace",
      "var-makes-relative",
    ] as const;
    for (const kind of kinds) expect(OPENCLAW_CODES[kind].code).toMatch(/^OC2\d\d$/);
  });
});

/**
 * The recorded corpus, each case with the lints it calls for (by kind); every case not named gives none (no false
 * lint). Among those: `default-marker-second` (a marker chooses), `ws-mixed-explicit-and-default` (each folder its
 * own), `var-missing` (`~/${MISSING}` stays under home), `var-from-env` (an absolute value), `legacy-list-state-dir`
 * (the file read is the one in the state folder).
 */
const CORPUS_LINTS: Readonly<Record<string, readonly string[]>> = {
  "2026.7.35/id-space": ["agent-renamed"],
  "2026.7.35/id-path": ["agent-renamed"],
  "2026.7.35/id-cyrillic": ["agent-renamed"],
  "2026.7.35/id-cjk": ["agent-renamed"],
  "2026.7.35/id-mixed-latin-cyrillic": ["agent-renamed"],
  "2026.7.35/id-65-chars": ["agent-renamed"],
  "2026.7.35/id-70-chars-with-dashes": ["agent-renamed"],
  "2026.7.35/id-uppercase": ["agent-renamed"],
  "2026.7.35/id-dots": ["agent-renamed"],
  "2026.7.35/id-leading-dash": ["agent-renamed"],
  "2026.7.35/id-emoji": ["agent-renamed"],
  "2026.7.35/id-spaces-around": ["agent-renamed"],
  "2026.7.35/id-empty": ["agent-renamed"],
  "2026.7.35/duplicate-ids-merge": ["agent-merged"],
  "2026.7.35/duplicate-after-case": ["agent-renamed", "agent-merged"],
  "2026.7.35/duplicate-after-sanitize-main": ["agent-renamed", "agent-merged"],
  "2026.7.35/duplicate-default-marker-on-second": ["agent-merged"],
  "2026.7.35/default-first-entry": ["default-by-order"],
  "2026.7.35/default-false-on-first": ["default-by-order"],
  "2026.7.35/ws-state-dir-config-only-home": ["roster-ignored"],
  "2026.7.35/ws-openclaw-home-config-only-home": ["roster-ignored"],
  "2026.7.35/ws-explicit-paths": ["default-by-order"],
  "2026.7.35/ws-defaults-relative-fleet": ["default-by-order"],
  "2026.7.35/ws-shared": ["default-by-order", "shared-workspace"],
  "2026.7.35/agentdir-overrides": ["default-by-order"],
  "2026.7.35/agentdir-state-dir": ["default-by-order"],
  "2026.7.35/models": ["default-by-order"],
  "2026.7.35/bindings-with-unknown-id": ["agent-renamed"],
  "2026.7.35/bindings-counts": ["agent-renamed", "default-by-order"],
  "2026.7.35/name-identity-config": ["default-by-order"],
  "2026.7.35/var-missing-absolute": ["var-makes-relative"],
  "2026.7.35/var-empty": ["var-makes-relative"],
  "2026.7.35/var-bare-dollar-home": ["path-placeholder"],
  "2026.9.6/ws-two-agents-same-workspace": ["shared-workspace"],
  "2026.9.6/var-missing-absolute": ["var-makes-relative"],
  "2026.9.6/var-empty": ["var-makes-relative"],
  "2026.9.6/var-bare-dollar-home": ["path-placeholder"],
  "2026.9.6/key-uppercase-sole": ["key-lowercased"],
  "2026.9.6/skills-not-printed": ["skill-unmatched"],
  "2026.9.6/key-uppercase-fleet-marker": ["key-lowercased", "key-lowercased"],
  "2026.9.6/fleet-explicit-systemagent-uppercase": ["key-lowercased"],
  "2026.9.6/bindings-uppercase-key": ["key-lowercased"],
  "2026.9.6/binding-to-main": ["binding-unknown-agent"],
  "2026.9.6/var-makes-path-relative": ["var-makes-relative"],
  "2026.9.6/state-dir-config-only-home": ["roster-ignored"],
  "2026.9.6/openclaw-home-config-only-home": ["roster-ignored"],
  "2026.9.6/openclaw-home-config-in-it": ["roster-ignored"],
  "2026.9.6/profile-env-config-in-profile-dir": ["roster-ignored"],
};

describe.each([
  ["2026.7.35", V7],
  ["2026.9.6", V9],
] as const)("on the corpus recorded from OpenClaw %s", (version, profile) => {
  const cases = recordedInputs(version);
  it.each(cases.map((c) => [c.name, c] as const))("%s gives exactly the lints it calls for", (name, c) => {
    const { lints, answer } = openclawDiagnostics(profile, c.text, c.env, OPENCLAW_SCHEMAS);
    expect(lints.map((l) => l.kind)).toEqual(CORPUS_LINTS[`${version}/${name}`] ?? []);
    // A lint's folder is the one the CLI printed: the relative path and the shared workspace are real.
    for (const lint of lints) {
      if (lint.kind === "var-makes-relative" && lint.path[3] === "workspace")
        expect(answer.agents?.map((a) => a.workspace)).toContain(lint.resolved);
      // The id a capitalised key becomes is the id the CLI listed.
      if (lint.kind === "key-lowercased") expect(answer.agents?.map((a) => a.id)).toContain(lint.id);
      if (lint.kind === "path-placeholder" && lint.path.at(-1) === "workspace")
        expect(answer.agents?.map((a) => a.workspace)).toContain(lint.resolved);
      if (lint.kind === "shared-workspace")
        expect(answer.agents?.filter((a) => a.workspace === lint.folder).map((a) => a.id)).toEqual(lint.ids);
    }
  });

  it("names only recorded cases in the table", () => {
    const names = new Set(cases.map((c) => `${version}/${c.name}`));
    expect(Object.keys(CORPUS_LINTS).filter((k) => k.startsWith(version) && !names.has(k))).toEqual([]);
  });
});

describe("paths written as a template or for Windows (path-placeholder, windows-path), in both releases", () => {
  const at = (lints: readonly OpenClawLint[], kind: string) =>
    lints.filter((l) => l.kind === kind).map((l) => ({ ...l, path: [...l.path] }));
  it.each<[string, string, OpenClawProfileId, Partial<OpenClawLint>]>([
    [
      "__HOME__ in a default workspace",
      entries({ a: {} }, { defaults: { workspace: "__HOME__/.openclaw/workspace" } }),
      V9,
      {
        path: ["agents", "defaults", "workspace"],
        placeholder: "__HOME__",
        resolved: "/w/__HOME__/.openclaw/workspace",
      },
    ],
    [
      "<username> in an agent's workspace (2026.7's list)",
      list({ id: "a", workspace: "/home/<username>/agents/a" }),
      V7,
      { path: ["agents", "list", 0, "workspace"], placeholder: "<username>", resolved: "/home/<username>/agents/a" },
    ],
    [
      "YOUR_USERNAME in an agent folder",
      entries({ a: { agentDir: "/Users/YOUR_USERNAME/.openclaw/agents/a/agent" } }),
      V9,
      { path: ["agents", "entries", "a", "agentDir"], placeholder: "YOUR_USERNAME" },
    ],
    [
      "a bare $HOME, which OpenClaw does not substitute",
      entries({ a: { workspace: "$HOME/ws" } }),
      V9,
      { path: ["agents", "entries", "a", "workspace"], placeholder: "$HOME", resolved: "/w/$HOME/ws" },
    ],
  ])("%s", (_name, text, profile, expected) => {
    expect(at(lintsOf(profile, text), "path-placeholder")).toEqual([expect.objectContaining(expected)]);
  });

  it.each([V7, V9] as const)("a Windows path in %s: read as one relative name", (profile) => {
    const text =
      profile === V7
        ? list({ id: "a", workspace: "C:\\Users\\me\\ws" })
        : entries({ a: { workspace: "C:\\Users\\me\\ws" } });
    const [lint] = at(lintsOf(profile, text), "windows-path");
    expect(lint).toMatchObject({ written: "C:\\Users\\me\\ws", resolved: "/w/C:\\Users\\me\\ws" });
    expect(openclawLintText(lint as OpenClawLint)).toContain("Windows path");
  });

  it("says nothing of ${VAR}, ~ or an ordinary path", () => {
    const text = entries({ a: { workspace: "~/ws" }, b: { workspace: "${ROOT}/b" }, c: { workspace: "/srv/c" } });
    const lints = lintsOf(V9, text, { vars: { ROOT: "/r" } });
    expect(lints.filter((l) => l.kind === "path-placeholder" || l.kind === "windows-path")).toEqual([]);
  });
});
