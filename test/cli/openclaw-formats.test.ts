/**
 * check --profile openclaw-* in the CI formats: each reason OpenClaw would reject the config for, each warning and
 * each lint, at its file:line:col with its code (github annotations, a SARIF result, a JUnit failure), and a config
 * read from standard input named by --stdin-filename.
 */
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

const HOME = "/h";
const AT = `${HOME}/.openclaw/openclaw.json`;
/** Rejected by 2026.9 for a key outside agents (line 2) and a wrong type (line 3). */
const CONFIG = [
  "{",
  '  "$comment": "mine",',
  '  "gateway": { "port": "x" },',
  '  "agents": { "entries": { "ops": {} } }',
  "}",
].join("\n");

function check(argv: readonly string[], stdin?: string) {
  const { io, out, err } = fakeIo(stdin === undefined ? { [AT]: CONFIG } : { "-": stdin });
  const withMachine: CliIo = { ...io, machine: () => ({ home: HOME, cwd: HOME, vars: {} }) };
  const code = run(["check", ...argv], withMachine);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("check --profile openclaw-2026.9 in the CI formats", () => {
  it("github: an annotation per reason at its line and column, with its code", () => {
    const { code, out } = check([AT, "--profile", "openclaw-2026.9", "--format", "github"]);
    expect(code).toBe(1);
    const lines = out.split("\n");
    expect(
      lines.some((l) => /^::error file=\/h\/\.openclaw\/openclaw\.json,line=3,col=\d+,.*title=OC016::/.test(l)),
    ).toBe(true);
    expect(
      lines.some((l) =>
        /^::error file=[^,]+,line=2,col=3,.*title=OC003::The config does not accept "\$comment"/.test(l),
      ),
    ).toBe(true);
  });

  it("sarif: a result per reason with its rule and region", () => {
    const { code, out } = check([AT, "--profile", "openclaw-2026.9", "--format", "sarif"]);
    expect(code).toBe(1);
    const log = JSON.parse(out) as {
      runs: { results: { ruleId: string; locations: { physicalLocation: { region: { startLine: number } } }[] }[] }[];
    };
    const results = log.runs[0]!.results;
    expect(results.map((r) => r.ruleId)).toEqual(expect.arrayContaining(["OC003", "OC016"]));
    const type = results.find((r) => r.ruleId === "OC016")!;
    expect(type.locations[0]!.physicalLocation.region.startLine).toBe(3);
  });

  it("junit: the config's diagnostics test case fails, naming each reason", () => {
    const { code, out } = check([AT, "--profile", "openclaw-2026.9", "--format", "junit"]);
    expect(code).toBe(1);
    expect(out).toContain("<failure");
    expect(out).toMatch(/OC016/);
  });

  it("a config read from standard input is named by --stdin-filename in every finding", () => {
    const { out } = check(
      ["-", "--profile", "openclaw-2026.9", "--format", "github", "--stdin-filename", "oc.json"],
      CONFIG,
    );
    expect(out).toMatch(/^::error file=oc\.json,line=3,/m);
    expect(out).not.toMatch(/file=-/);
  });

  it("an accepted config prints no error and exits 0", () => {
    const { code, out } = check(["-", "--profile", "openclaw-2026.9", "--format", "github"], '{ "agents": {} }');
    expect(code).toBe(0);
    expect(out).not.toMatch(/^::error/m);
  });
});

describe("--stdin-filename in SophiaClaw's check", () => {
  it("names the config read from - in every finding", () => {
    const { io, out } = fakeIo({ "-": '{ "agents": { "list": [{ "id": "a", "default": true, "model": 5 }] } }' });
    const code = run(["check", "-", "--format", "github", "--stdin-filename", "sophiaclaw.json"], io);
    expect(code).toBe(0);
    expect(out.join("\n")).toMatch(/^::warning file=sophiaclaw\.json,line=1,col=\d+,.*title=SC125::/m);
    expect(out.join("\n")).not.toMatch(/file=-/);
  });
});
