/**
 * `--profile openclaw-*` on the command line answers as the real OpenClaw CLI did on the recorded corpus:
 * `resolve --json` prints what `openclaw agents list --json` printed, and `check` exits 1 exactly where
 * `openclaw config validate` rejected the config. The cases are those whose config is the file OpenClaw reads from
 * HOME (no other file, no variable that moves it): the machine is the platform's.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run";
import type { CliIo } from "../../src/cli/io";
import { fakeIo } from "./fakeIo";
import { formatPath, openclawDiagnostics, openclawLintText, type OpenClawProfileId } from "../../src/core/index";
import { OPENCLAW_CODES, OPENCLAW_SCHEMAS } from "../../src/core/testing";

interface Recorded {
  name: string;
  input: { configText?: string; configAt: string | null; env: Record<string, string>; cwd: string; files?: object };
  agentsList: { exitCode: number; json: unknown };
  validate: { json: { valid: boolean; issues?: { path: string }[] } };
}

const HOME = "/scratch/home";
const CWD = "/scratch/cwd";
const expand = (s: string) => s.replaceAll("<HOME>", HOME).replaceAll("<CWD>", CWD).replaceAll("<SCRATCH>", "/scratch");
const MOVES_CONFIG = /^OPENCLAW_(HOME|STATE_DIR|CONFIG_PATH)$/;

function casesOf(file: string): Recorded[] {
  const fixture = JSON.parse(readFileSync(`test/fixtures/openclaw/${file}.json`, "utf8")) as { cases: Recorded[] };
  return fixture.cases.filter(
    (c) =>
      c.input.configText !== undefined &&
      c.input.configAt === "<HOME>/.openclaw/openclaw.json" &&
      c.input.files === undefined &&
      !Object.keys(c.input.env).some((k) => MOVES_CONFIG.test(k)),
  );
}

function cli(c: Recorded, argv: readonly string[]) {
  const at = `${HOME}/.openclaw/openclaw.json`;
  const { io, out, err } = fakeIo({ [at]: expand(c.input.configText!) });
  const vars = Object.fromEntries(Object.entries(c.input.env).map(([k, v]) => [k, expand(v)]));
  const withMachine: CliIo = { ...io, machine: () => ({ home: HOME, cwd: expand(c.input.cwd), vars }) };
  const code = run([...argv, at], withMachine);
  return { code, out: out.join("\n"), err };
}

describe.each([
  ["openclaw-2026.7", "2026.7.35"],
  ["openclaw-2026.9", "2026.9.6"],
])("--profile %s against OpenClaw %s", (profile, version) => {
  const cases = casesOf(version);
  it("has enough cases to speak for the profile", () => {
    expect(cases.length).toBeGreaterThan(25);
  });
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const resolved = cli(c, ["resolve", "--profile", profile, "--json"]);
    const recorded = c.agentsList.exitCode === 0 ? JSON.parse(expand(JSON.stringify(c.agentsList.json))) : [];
    // Each report's `agent` is the agent as `agents list --json` prints it.
    if (c.agentsList.exitCode === 0)
      expect((JSON.parse(resolved.out) as { agent: unknown }[]).map((r) => r.agent)).toEqual(recorded);
    const checked = cli(c, ["check", "--profile", profile]);
    expect(checked.code).toBe(c.validate.json.valid ? 0 : 1);
    // A rejection says why, one line per reason.
    if (!c.validate.json.valid) expect(checked.out).toMatch(/^error /m);
    // The file given is the one OpenClaw reads: no note about it.
    expect(checked.err).toEqual([]);
    // The studio's lints follow, one line each with its code; the exit code stays validate's.
    const lints = openclawDiagnostics(
      profile as OpenClawProfileId,
      expand(c.input.configText!),
      {
        home: HOME,
        cwd: expand(c.input.cwd),
        vars: Object.fromEntries(Object.entries(c.input.env).map(([k, v]) => [k, expand(v)])),
        configAt: `${HOME}/.openclaw/openclaw.json`,
      },
      OPENCLAW_SCHEMAS,
    ).lints;
    const lintLines = checked.out.split("\n").filter((line) => / \(OC2\d\d\)$/.test(line));
    expect(lintLines).toEqual(
      lints.map(
        (l) =>
          `${OPENCLAW_CODES[l.kind].severity} ${formatPath(l.path)}: ${openclawLintText(l)} (${OPENCLAW_CODES[l.kind].code})`,
      ),
    );
    const json = JSON.parse(cli(c, ["check", "--profile", profile, "--json"]).out) as { lints: { kind: string }[] };
    expect(json.lints.map((l) => l.kind)).toEqual(lints.map((l) => l.kind));
  });
});

describe("check --profile prints the lints OpenClaw's validator does not give, as warnings", () => {
  it.each([
    [
      "openclaw-2026.7",
      '{ "agents": { "list": [ { "id": "a" }, { "id": "My Agent" } ] } }',
      0,
      [
        'warning agents.list[1].id: OpenClaw 2026.7 reads the id "My Agent" as "my-agent". (OC202)',
        'info agents.list[0]: No agent is marked "default": true, so the first of the 2, "a", is the default, by list order alone. (OC204)',
      ],
    ],
    [
      "openclaw-2026.9",
      '{ "agents": { "entries": { "a": { "workspace": "${WS}/a" }, "b": {} } } }',
      1,
      [
        `warning agents.entries.a.workspace: \${WS} is not set and stays as written, so agents.entries.a.workspace is relative to the folder the command runs in (${CWD}): ${CWD}/\${WS}/a. (OC206)`,
      ],
    ],
  ])("%s: %s", (profile, text, code, lines) => {
    const at = `${HOME}/.openclaw/openclaw.json`;
    const { io, out } = fakeIo({ [at]: text });
    const withMachine: CliIo = { ...io, machine: () => ({ home: HOME, cwd: CWD, vars: {} }) };
    expect(run(["check", "--profile", profile, at], withMachine)).toBe(code);
    expect(out.filter((line) => /\(OC2\d\d\)$/.test(line))).toEqual(lines);
  });
});

describe("--profile, wrongly used", () => {
  const { io, err } = fakeIo({ "c.json": "{}" });
  it.each([
    [["resolve", "--profile", "openclaw-2027", "c.json"], /Unknown profile "openclaw-2027"/],
    [["link", "--profile", "openclaw-2026.9", "--env", "A", "c.json"], /--env takes NAME=VALUE; got "A"/],
    [
      ["check", "--profile", "openclaw-2026.9", "--format", "xml", "c.json"],
      /text, json, github, sarif or junit; got --format xml/,
    ],
  ])("%j is a usage error", (argv, message) => {
    err.length = 0;
    const withMachine: CliIo = { ...io, machine: () => ({ home: HOME, cwd: CWD, vars: {} }) };
    expect(run(argv, withMachine)).toBe(2);
    expect(err.join("\n")).toMatch(message);
  });

  it("says when the file given is not the one OpenClaw reads on this machine", () => {
    const files = { "elsewhere.json": '{ "agents": { "entries": { "ops": {} } } }' };
    const { io: io2, err: err2, out } = fakeIo(files);
    const withMachine: CliIo = { ...io2, machine: () => ({ home: HOME, cwd: CWD, vars: {} }) };
    expect(run(["resolve", "--profile", "openclaw-2026.9", "--json", "elsewhere.json"], withMachine)).toBe(0);
    expect(err2.join("\n")).toContain(`it reads ${HOME}/.openclaw/openclaw.json`);
    expect(JSON.parse(out.join("\n"))).toMatchObject([{ agent: { id: "ops", isDefault: true } }]);
  });
});

/** Published configs whose reasons' paths differ (the verdict agrees): see KNOWN_GAPS in profiles.test.ts. */
const PATH_GAPS: ReadonlySet<string> = new Set(["2026.9.6/pub-template-gmarv1n"]);

/** A path as the real CLI prints it (`agents.list[0].id`, `<root>`), as the command line's JSON prints it. */
const asPrinted = (cliPath: string) =>
  cliPath === "<root>"
    ? formatPath([])
    : formatPath(
        cliPath
          .replace(/\[(\d+)\]/g, ".$1")
          .split(".")
          .map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
      );

describe.each([
  ["openclaw-2026.7", "2026.7.35"],
  ["openclaw-2026.9", "2026.9.6"],
])("check --profile %s --json on the configs people published, against OpenClaw %s", (profile, version) => {
  const published = casesOf(`published-${version}`);
  it("has the published configs", () => expect(published.length).toBeGreaterThanOrEqual(40));
  it.each(published.map((c) => [c.name, c] as const))("%s: the verdict and every reason's path", (name, c) => {
    const checked = cli(c, ["check", "--profile", profile, "--json"]);
    expect(checked.code).toBe(c.validate.json.valid ? 0 : 1);
    const json = JSON.parse(checked.out) as { valid: boolean; issues: { path: string }[] };
    expect(json.valid).toBe(c.validate.json.valid);
    const paths = json.issues.map((i) => i.path);
    const expected = (c.validate.json.issues ?? []).map((i) => asPrinted(i.path));
    // test/openclaw/profiles.test.ts says why (its KNOWN_GAPS); a gap that starts matching fails here too.
    if (PATH_GAPS.has(`${version}/${name}`)) expect(paths).not.toEqual(expected);
    else expect(paths).toEqual(expected);
  });
});

describe("check without --profile reads a published config as the release it detects, and says which", () => {
  const byVersion = {
    "openclaw-2026.7": new Map(casesOf("published-2026.7.35").map((c) => [c.name, c])),
    "openclaw-2026.9": new Map(casesOf("published-2026.9.6").map((c) => [c.name, c])),
  } as const;
  const names = [...byVersion["openclaw-2026.9"].keys()];
  const detections = names.map((name) => {
    const c = byVersion["openclaw-2026.9"].get(name)!;
    const checked = cli(c, ["check"]);
    const said = /^Reading \S+ as (openclaw-2026\.[79]), detected from /.exec(checked.err.join("\n"));
    return { name, checked, profile: said?.[1] as keyof typeof byVersion | undefined };
  });

  it("detects an OpenClaw release in most of them (the others read as SophiaClaw, silently)", () => {
    expect(detections.filter((d) => d.profile !== undefined).length).toBeGreaterThanOrEqual(names.length * 0.6);
  });

  it.each(detections.filter((d) => d.profile !== undefined).map((d) => [d.name, d] as const))(
    "%s: exits as the release detected did",
    (name, d) => {
      const recorded = byVersion[d.profile!].get(name)!;
      expect(d.checked.code).toBe(recorded.validate.json.valid ? 0 : 1);
    },
  );
});
