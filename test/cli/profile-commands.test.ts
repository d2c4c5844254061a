/**
 * --profile on every command: `sophiaclaw` named explicitly answers exactly as no profile does (it is the default),
 * and `link --profile` carries the profile in the link, so the page opens the documents in it.
 */
import { describe, expect, it } from "vitest";
import { decodeState, PROFILE_IDS } from "../../src/core/index";
import type { CliIo } from "../../src/cli/io";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

const CONFIG = '{ "agents": { "list": [{ "id": "a", "default": true }, { "id": "b", "workspace": "/w/b" }] } }';
const OTHER = '{ "agents": { "list": [{ "id": "a", "default": true }, { "id": "b", "workspace": "/w/c" }] } }';
const SCENARIOS = '{ "env": { "HOME": "/home/ada" }, "calls": [{ "agent": "a", "tool": "bash", "pattern": "ls" }] }';

function cli(argv: readonly string[]) {
  const { io, out, err } = fakeIo({ "c.json": CONFIG, "o.json": OTHER, "s.json": SCENARIOS });
  const machine: CliIo = { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) };
  return { code: run(argv, machine), out, err };
}

describe("--profile sophiaclaw is the default, accepted by every command", () => {
  it.each([
    [["check", "c.json", "--scenarios", "s.json"]],
    [["check", "c.json", "--json"]],
    [["resolve", "c.json", "--json"]],
    [["diff", "c.json", "o.json", "--scenarios", "s.json"]],
    [["why", "c.json", "--scenarios", "s.json", "--call", "1"]],
    [["link", "c.json"]],
  ])("%j", (argv) => {
    const named = cli([...argv, "--profile", "sophiaclaw"]);
    expect(named.code).not.toBe(2);
    const unnamed = cli(argv);
    if (argv[0] === "link") {
      // The link names the profile only when one is named: the page then opens in it rather than detecting one.
      expect(named.code).toBe(unnamed.code);
      return;
    }
    expect(named).toEqual(unnamed);
  });
});

describe("link --profile", () => {
  const linked = (argv: readonly string[]) => {
    const { code, out } = cli(["link", "c.json", "--scenarios", "s.json", ...argv]);
    expect(code).toBe(0);
    const decoded = decodeState(out[0]!.split("#")[1]!);
    if (!decoded.ok) throw new Error(decoded.error.message);
    return decoded.state;
  };

  it.each(PROFILE_IDS.map((p) => [p]))("%s: the link opens both documents in that profile", (profile) => {
    expect(linked(["--profile", profile])).toEqual({ config: CONFIG, scenarios: SCENARIOS, tab: "config", profile });
  });

  it("without --profile, the link names none (the page detects it)", () => {
    expect(linked([])).toEqual({ config: CONFIG, scenarios: SCENARIOS, tab: "config" });
  });

  it("an unknown profile is a usage error, and no link is printed", () => {
    const { code, out, err } = cli(["link", "c.json", "--profile", "openclaw-2027"]);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err.join("\n")).toMatch(/Unknown profile "openclaw-2027"/);
  });
});
