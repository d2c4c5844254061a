/**
 * `scope-studio resolve CONFIG --profile openclaw-* --agent ID --json`: the agent as `agents list --json` prints it
 * and what it runs on as `models status --agent ID --json` prints it, field by field against the recordings of both
 * releases (each case run on its recorded machine); an agent OpenClaw does not list is an error (exit 1).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io";
import { run } from "../../src/cli/run";
import { maskScratchHashes, recordedInputs, withPlaces } from "../openclaw/recorded";
import { fakeIo } from "./fakeIo";
import { MODEL_FIELDS } from "../openclaw/agent-corpus";

const FIELDS = MODEL_FIELDS;

interface Recorded {
  name: string;
  agentsList: { json: { id: string }[] | null };
  modelsStatus: Record<string, { json: Record<string, unknown> }>;
}

describe.each([
  ["2026.9.6", "openclaw-2026.9"],
  ["2026.7.35", "openclaw-2026.7"],
] as const)("resolve --agent --json, as OpenClaw %s answers", (version, profile) => {
  const fixture = JSON.parse(readFileSync(`test/fixtures/openclaw/models-${version}.json`, "utf8")) as {
    cases: Recorded[];
  };
  const byName = new Map(fixture.cases.map((c) => [c.name, c]));
  it.each(recordedInputs(`models-${version}`).map((c) => [c.name, c] as const))("%s", (name, c) => {
    const recorded = byName.get(name)!;
    const file = c.env.configAt!;
    if (!Array.isArray(recorded.agentsList.json)) {
      // The release refused the config: so does resolve (exit 1, the reasons on stderr).
      const { io } = fakeIo({ [file]: c.text });
      const machine: CliIo = { ...io, machine: () => ({ home: c.env.home, cwd: c.env.cwd, vars: c.env.vars }) };
      expect(run(["resolve", file, "--profile", profile, "--json"], machine)).toBe(1);
      return;
    }
    for (const listed of recorded.agentsList.json) {
      const { io, out, err } = fakeIo({ [file]: c.text });
      const machine: CliIo = { ...io, machine: () => ({ home: c.env.home, cwd: c.env.cwd, vars: c.env.vars }) };
      expect(
        run(["resolve", file, "--profile", profile, "--agent", listed.id, "--json"], machine),
        err.join("\n"),
      ).toBe(0);
      const printed = JSON.parse(out.join("\n")) as { agent: unknown; models: Record<string, unknown> };
      expect(printed.agent).toEqual(JSON.parse(JSON.stringify(listed).replaceAll("<HOME>", c.env.home)));
      const theirs = recorded.modelsStatus[listed.id]!.json;
      for (const field of FIELDS)
        expect([listed.id, field, printed.models[field]]).toEqual([listed.id, field, theirs[field]]);
    }
  });
});

it("an agent OpenClaw does not list is an error, said on stderr (exit 1)", () => {
  const file = "/home/ada/.openclaw/openclaw.json";
  const { io, err } = fakeIo({ [file]: JSON.stringify({ agents: { entries: { main: {} } } }) });
  const machine: CliIo = { ...io, machine: () => ({ home: "/home/ada", cwd: "/home/ada", vars: {} }) };
  expect(run(["resolve", file, "--profile", "openclaw-2026.9", "--agent", "nobody", "--json"], machine)).toBe(1);
  expect(err.at(-1)).toBe('OpenClaw lists no agent "nobody".');
});

describe("resolve --agent --json's skills, as OpenClaw 2026.9.6 answers skills check", () => {
  const fixture = JSON.parse(readFileSync("test/fixtures/openclaw/skills-2026.9.6.json", "utf8")) as {
    cases: { name: string; skillsCheck: Record<string, { json: Record<string, unknown> }> }[];
  };
  const byName = new Map(fixture.cases.map((c) => [c.name, c.skillsCheck]));
  it.each(recordedInputs("skills-2026.9.6").map((c) => [c.name, c] as const))("%s", (name, c) => {
    const file = c.env.configAt!;
    for (const [id, theirs] of Object.entries(byName.get(name)!)) {
      const { io, out } = fakeIo({ [file]: c.text });
      const machine: CliIo = { ...io, machine: () => ({ home: c.env.home, cwd: c.env.cwd, vars: c.env.vars }) };
      expect(run(["resolve", file, "--profile", "openclaw-2026.9", "--agent", id, "--json"], machine)).toBe(0);
      const printed = JSON.parse(out.join("\n")) as { skills: Record<string, unknown> };
      expect([id, printed.skills["agentSkillFilter"]]).toEqual([id, theirs.json["agentSkillFilter"]]);
      expect([id, printed.skills["agentFiltered"]]).toEqual([id, theirs.json["agentFiltered"]]);
    }
  });
});

describe.each([
  ["2026.9.6", "openclaw-2026.9"],
  ["2026.7.35", "openclaw-2026.7"],
] as const)("resolve --agent --json's sandbox, as OpenClaw %s answers sandbox explain", (version, profile) => {
  const fixture = JSON.parse(readFileSync(`test/fixtures/openclaw/sandbox-${version}.json`, "utf8")) as {
    cases: { name: string; sandboxExplain: Record<string, { json: { sandbox: Record<string, unknown> } }> }[];
  };
  const byName = new Map(fixture.cases.map((c) => [c.name, c.sandboxExplain]));
  it.each(recordedInputs(`sandbox-${version}`).map((c) => [c.name, c] as const))("%s", (name, c) => {
    const file = c.env.configAt!;
    for (const [id, theirs] of Object.entries(byName.get(name)!)) {
      const { io, out } = fakeIo({ [file]: c.text });
      const machine: CliIo = { ...io, machine: () => ({ home: c.env.home, cwd: c.env.cwd, vars: c.env.vars }) };
      expect(run(["resolve", file, "--profile", profile, "--agent", id, "--json"], machine)).toBe(0);
      const printed = JSON.parse(out.join("\n")) as {
        agent: { workspace: string };
        sandbox: { sandbox: Record<string, unknown> };
      };
      // Paths as the fake machine has them; 2026.9's hashes of a scratch workspace as a mark (recorded.ts).
      const text = (v: unknown) => maskScratchHashes(JSON.stringify(v), printed.agent.workspace);
      const recorded = withPlaces(theirs.json.sandbox);
      expect(Object.keys(printed.sandbox.sandbox)).toEqual(Object.keys(recorded));
      for (const [field, value] of Object.entries(printed.sandbox.sandbox))
        expect([id, field, text(value)]).toEqual([id, field, text(recorded[field])]);
    }
  });
});
