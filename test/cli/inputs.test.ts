/**
 * The command line's inputs and context: `-` for standard input, --version, the link's base from SCOPE_STUDIO_URL,
 * the default simulated environment said aloud, and `resolve --json` with where each value came from.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";
import { texts } from "../../src/cli/texts";
import { VERSION } from "../../src/cli/version";
import { CLI } from "../corpus/cli";

const CONFIG = '{ "agents": { "list": [{ "id": "a", "default": true }, { "id": "b", "workspace": "/w/b" }] } }';

describe("--version", () => {
  it("prints the package's version and exits 0", () => {
    const { io, out } = fakeIo({});
    expect(run(["--version"], io)).toBe(0);
    const pkg = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8")) as { version: string };
    expect(out).toEqual([pkg.version]);
    expect(VERSION).toBe(pkg.version);
  });
});

describe("link's base", () => {
  it.each([
    [["--base", "https://given.example/"], { SCOPE_STUDIO_URL: "https://env.example/" }, "https://given.example/", []],
    [
      [],
      { SCOPE_STUDIO_URL: "https://env.example/studio/" },
      "https://env.example/studio/",
      [texts.baseFromEnv("https://env.example/studio/")],
    ],
    // The local studio is said on stderr, never silent.
    [[], {}, "http://localhost:5173/", [texts.baseLocal("http://localhost:5173/")]],
    [[], { SCOPE_STUDIO_URL: "  " }, "http://localhost:5173/", [texts.baseLocal("http://localhost:5173/")]],
  ])("%j with %j links to %s", (extra, env, base, said) => {
    const { io, out, err } = fakeIo({ "c.json": CONFIG }, env);
    expect(run(["link", "c.json", ...extra], io)).toBe(0);
    expect(out[0]!.startsWith(`${base}#`)).toBe(true);
    expect(err).toEqual(said);
  });
});

describe("the default simulated environment is said when none was given", () => {
  const noted = texts.defaultEnv({ HOME: "/home/user" });
  it.each([
    ["check without scenarios", ["check", "c.json"], true],
    ["check with scenarios that have no env", ["check", "c.json", "--scenarios", "none.json"], true],
    ["check with scenarios.env", ["check", "c.json", "--scenarios", "env.json"], false],
    ["resolve without an environment", ["resolve", "c.json"], true],
    ["resolve with --env", ["resolve", "c.json", "--env", "HOME=/h"], false],
    ["resolve with scenarios.env", ["resolve", "c.json", "--scenarios", "env.json"], false],
  ])("%s", (_name, argv, said) => {
    const files = { "c.json": CONFIG, "none.json": "{}", "env.json": '{ "env": { "HOME": "/home/ada" } }' };
    const { io, err } = fakeIo(files);
    run(argv, io);
    expect(err).toEqual(said ? [noted] : []);
  });

  it.each([
    [["check", "c.json", "--json"], { HOME: "/home/user" }, false],
    [["resolve", "c.json", "--json"], { HOME: "/home/user" }, false],
    [["resolve", "c.json", "--json", "--env", "HOME=/h", "--env", "X=1"], { HOME: "/h", X: "1" }, true],
  ])("%j carries it in the JSON, and says nothing on stderr", (argv, env, given) => {
    const { io, out, err } = fakeIo({ "c.json": CONFIG });
    run(argv, io);
    expect(err).toEqual([]);
    expect(JSON.parse(out.join("\n"))).toMatchObject({ env, envGiven: given });
  });
});

describe("resolve --json says where each value came from", () => {
  it("names the provenance step, label and path of every value, and the session's deciding step", () => {
    const { io, out } = fakeIo({ "c.json": CONFIG });
    run(["resolve", "c.json", "--json", "--session", "agent:b:x"], io);
    const json = JSON.parse(out.join("\n"));
    expect(json.agents[1].from.workspace).toEqual({
      step: "agent.workspace",
      label: "agents.list[1].workspace",
      doc: "config",
      path: "agents.list[1].workspace",
    });
    expect(Object.keys(json.agents[0].from)).toEqual(["workspace", "agentDir", "model", "fallbacks", "skills"]);
    for (const from of Object.values(json.agents[0].from) as { step: string; label: string }[]) {
      expect(from.step).toBeTruthy();
      expect(from.label).toBeTruthy();
    }
    expect(json.session).toMatchObject({ agentId: "b", from: { step: "session-key" } });
  });
});

describe("- reads standard input", () => {
  it("the config from -", () => {
    const { io, out, read } = fakeIo({ "-": CONFIG });
    expect(run(["check", "-"], io)).toBe(0);
    expect(read).toEqual(["-"]);
    expect(out.at(-1)).toBe("0 errors, 0 warnings; 0 of 0 expectations met");
  });

  it("refuses - for both documents, which would read one stream twice", () => {
    const { io, err, read } = fakeIo({ "-": CONFIG });
    expect(run(["check", "-", "--scenarios", "-"], io)).toBe(2);
    expect(err).toEqual([texts.stdinTwice]);
    expect(read).toEqual([]);
  });

  describe("the built command line", () => {
    const doc = '{ "agents": { "list": [{ "id": "a", "default": true }, { "id": "a" }] } }';

    it.each([
      ["the config piped in", ["check", "-"], "-:1:"],
      ["the scenarios piped in", ["check", "c.json", "--scenarios", "-"], null],
    ])("%s", (_name, argv, prefix) => {
      const cwd = join(__dirname, "..", "..");
      const input = prefix ? doc : '{ "sessions": [{ "key": "main", "expect": "nobody" }] }';
      const args = argv.map((a) => (a === "c.json" ? join(cwd, "public", "examples", "starter.config.jsonc") : a));
      const stdout = (() => {
        try {
          return execFileSync(process.execPath, [CLI, ...args], { input, encoding: "utf8", stdio: "pipe" });
        } catch (e) {
          return (e as { stdout: string }).stdout;
        }
      })();
      if (prefix) expect(stdout.split("\n")[0]).toMatch(/^-:1:\d+ SC105 warning: /);
      else expect(stdout).toMatch(/^-:1:\d+ SC303 error: /m);
    });

    it("an input over the cap on standard input is refused, not read without end", () => {
      const r = (() => {
        try {
          execFileSync("sh", ["-c", `head -c 20000000 /dev/zero | "$0" "$1" check -`, process.execPath, CLI], {
            encoding: "utf8",
            stdio: "pipe",
          });
          return { status: 0, stderr: "" };
        } catch (e) {
          return e as { status: number; stderr: string };
        }
      })();
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^scope-studio: Cannot read -: it is larger than/);
    });
  });
});
