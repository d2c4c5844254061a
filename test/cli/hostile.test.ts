/**
 * The command line against hostile input: control characters in what it prints, unreadable and endless inputs,
 * links the page would refuse, and options a command does not take.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeState, MAX_STATE_BYTES } from "../../src/core/index";
import type { CliIo } from "../../src/cli/io";
import { MAX_INPUT_BYTES, readBounded } from "../../src/cli/node-io";
import { readErrorOf, type ReadError } from "../../src/cli/read-error";
import { run } from "../../src/cli/run";
import { texts } from "../../src/cli/texts";
import { jsonLines, visible } from "../../src/cli/visible";
import { CLI } from "../corpus/cli";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";

function fakeIo(files: Record<string, string | ReadError>) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    readFile: (path) => {
      if (!Object.hasOwn(files, path)) return { ok: false, error: { kind: "missing" } };
      const f = files[path]!;
      return typeof f === "string" ? { ok: true, text: f } : { ok: false, error: f };
    },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    openclaw: OPENCLAW_SCHEMAS,
  };
  return { io, out, err };
}

/** Every character a terminal acts on instead of showing, one per row. */
const UNSAFE = [
  ["ESC", "\x1b"],
  ["CR", "\r"],
  ["LF", "\n"],
  ["NUL", "\x00"],
  ["BEL", "\x07"],
  ["DEL", "\x7f"],
  ["C1 CSI", "\x9b"],
  ["LINE SEPARATOR", "\u2028"],
  ["PARAGRAPH SEPARATOR", "\u2029"],
  ["RIGHT-TO-LEFT OVERRIDE", "\u202e"],
  ["LEFT-TO-RIGHT EMBEDDING", "\u202a"],
  ["FIRST STRONG ISOLATE", "\u2068"],
  ["POP DIRECTIONAL ISOLATE", "\u2069"],
] as const;

/** Any character from the table above, raw. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const RAW_UNSAFE = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const idConfig = (id: string) =>
  JSON.stringify({
    agents: {
      list: [
        { id, default: true },
        { id, default: true },
      ],
    },
  });

describe("terminal control characters are printed visibly", () => {
  it.each([
    ["ESC", "a\x1b[31mred", "a\\x1b[31mred"],
    ["CR", "over\rwrite", "over\\x0dwrite"],
    ["NUL", "nul\x00", "nul\\x00"],
    ["C1", "\x9b2J", "\\x9b2J"],
    ["bidi override", "\u202etxt.exe", "\\u202etxt.exe"],
    ["isolate", "\u2066x\u2069", "\\u2066x\\u2069"],
    ["line separator", "a\u2028b", "a\\u2028b"],
    ["tab and plain text stay", "a\tb é ✓", "a\tb é ✓"],
  ])("visible(%s)", (_name, raw, shown) => {
    expect(visible(raw)).toBe(shown);
  });

  it.each(UNSAFE)("%s in an agent id never reaches the terminal from check, resolve or a file name", (_n, c) => {
    const file = `c${c}.json`;
    const { io, out, err } = fakeIo({ [file]: idConfig(`ag${c}ent`) });
    run(["check", file], io);
    run(["resolve", file, "--session", `s${c}`], io);
    run(["check", `missing${c}.json`], io);
    const printed = [...out, ...err];
    expect(printed.length).toBeGreaterThan(3);
    for (const line of printed) expect(line).not.toMatch(RAW_UNSAFE);
    expect(printed.join("\n")).toContain(visible(c));
  });

  it.each(UNSAFE)("%s in --json output is a JSON escape that parses back to the same text", (_n, c) => {
    const { io, out } = fakeIo({ "c.json": idConfig(`ag${c}ent`) });
    run(["resolve", "c.json", "--json"], io);
    for (const line of out) expect(line).not.toMatch(RAW_UNSAFE);
    const json = JSON.parse(out.join("\n"));
    expect(json.agents.map((a: { id: string }) => a.id)).toContain(`ag${c}ent`.toLowerCase());
  });

  it("jsonLines leaves nothing raw and parses back", () => {
    const value = { s: UNSAFE.map(([, c]) => c).join("|") };
    const lines = jsonLines(value);
    for (const line of lines) expect(line).not.toMatch(RAW_UNSAFE);
    expect(JSON.parse(lines.join("\n"))).toEqual(value);
  });
});

describe("unreadable input is named in a sentence, never a raw error code", () => {
  it.each([
    ["ENOENT", "missing"],
    ["ENOTDIR", "missing"],
    ["EISDIR", "folder"],
    ["EACCES", "denied"],
    ["EPERM", "denied"],
    ["ELOOP", "loop"],
    ["ENAMETOOLONG", "name-too-long"],
    ["ENXIO", "not-a-file"],
    ["ERR_FS_FILE_TOO_LARGE", "too-large"],
    ["EIO", "failed"],
    [undefined, "failed"],
  ])("%s is read as %s", (code, kind) => {
    expect(readErrorOf(code, 100).kind).toBe(kind);
  });

  it.each<ReadError>([
    { kind: "missing" },
    { kind: "folder" },
    { kind: "denied" },
    { kind: "loop" },
    { kind: "name-too-long" },
    { kind: "not-a-file" },
    { kind: "no-writer" },
    { kind: "stalled", seconds: 30 },
    { kind: "too-large", limitBytes: MAX_INPUT_BYTES },
    { kind: "failed" },
  ])("$kind: exit 2 with a sentence naming the file", (error) => {
    const { io, err } = fakeIo({ "in.json": error });
    expect(run(["check", "in.json"], io)).toBe(2);
    expect(err).toEqual([texts.unreadable("in.json", error)]);
    expect(err[0]).toMatch(/^Cannot read in\.json: [a-z].+\.$/);
    expect(err[0]).not.toMatch(/\b(E[A-Z]{3,}|ERR_[A-Z_]+)\b/);
  });
});

describe("reading real files with a size cap", () => {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "scope-cli-"));
    writeFileSync(join(dir, "ok.json"), "\ufeff{}");
    writeFileSync(join(dir, "big.json"), "x".repeat(2048));
    mkdirSync(join(dir, "folder"));
    symlinkSync(join(dir, "loop"), join(dir, "loop"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ["a regular file (its byte-order mark dropped)", "ok.json", { ok: true, text: "{}" }],
    ["a file over the cap", "big.json", { ok: false, error: { kind: "too-large", limitBytes: 1024 } }],
    ["a folder", "folder", { ok: false, error: { kind: "folder" } }],
    ["a symbolic-link loop", "loop", { ok: false, error: { kind: "loop" } }],
    ["a missing file", "nope.json", { ok: false, error: { kind: "missing" } }],
  ])("%s", (_name, file, expected) => {
    expect(readBounded(join(dir, file), 1024)).toEqual(expected);
  });

  it("an endless stream (/dev/zero) is refused once it passes the cap, not read forever", () => {
    // Read forever, it would never answer: the test's own timeout is the hang guard.
    expect(readBounded("/dev/zero")).toEqual({ ok: false, error: { kind: "too-large", limitBytes: MAX_INPUT_BYTES } });
  });
});

describe("link", () => {
  it("prints a link the page's decoder opens", () => {
    const { io, out } = fakeIo({ "c.json": idConfig("a"), "s.json": "{}" });
    expect(run(["link", "c.json", "--scenarios", "s.json", "--base", "https://x.example/"], io)).toBe(0);
    const decoded = decodeState(out[0]!.split("#")[1]!);
    expect(decoded.ok && decoded.state.config).toBe(idConfig("a"));
  });

  it("refuses documents over the page's unpack limit with exit 1 and prints no link", () => {
    const big = `{ "x": "${"a".repeat(MAX_STATE_BYTES)}" }`;
    const { io, out, err } = fakeIo({ "c.json": big });
    expect(run(["link", "c.json"], io)).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual([texts.noLink({ kind: "too-large", bytes: big.length, limitBytes: MAX_STATE_BYTES })]);
  });

  it("refuses documents just over the limit together, though each alone fits", () => {
    const half = "b".repeat(MAX_STATE_BYTES / 2 + 1);
    const { io, out } = fakeIo({ "c.json": half, "s.json": half });
    expect(run(["link", "c.json", "--scenarios", "s.json"], io)).toBe(1);
    expect(out).toEqual([]);
  });
});

describe("options a command does not take are usage errors", () => {
  it.each([
    [["check", "c.json", "--base", "https://x/"], "base", "check"],
    [["check", "c.json", "--session", "main"], "session", "check"],
    [["link", "c.json", "--json"], "json", "link"],
    [["link", "c.json", "--session", "main"], "session", "link"],
    [["link", "c.json", "--agent", "a"], "agent", "link"],
    [["resolve", "c.json", "--base", "https://x/"], "base", "resolve"],
  ])("%j exits 2", (argv, option, command) => {
    const { io, out, err } = fakeIo({ "c.json": "{}" });
    expect(run(argv, io)).toBe(2);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain(`--${option} does not apply to scope-studio ${command}`);
  });
});

describe("the built command line", () => {
  const cli = (args: string[]) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [CLI, ...args], { encoding: "utf8", timeout: 20_000 }, (error, stdout, stderr) => {
        resolve({ status: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr });
      });
    });

  it("refuses /dev/zero with exit 2 and a sentence, in bounded time", async () => {
    const r = await cli(["check", "/dev/zero"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `scope-studio: ${texts.unreadable("/dev/zero", { kind: "too-large", limitBytes: MAX_INPUT_BYTES })}\n`,
    );
  });

  it("refuses a FIFO nothing writes to with exit 2, instead of waiting for ever", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scope-fifo-"));
    try {
      execFileSync("mkfifo", [join(dir, "fifo")]);
      const r = await cli(["check", join(dir, "fifo")]);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`scope-studio: ${texts.unreadable(join(dir, "fifo"), { kind: "no-writer" })}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads a document piped in through /dev/stdin", () => {
    // Through a shell's pipe (Node gives a child a socket, which is no file to open).
    const doc = '{ "agents": { "list": [{ "id": "a", "default": true }] } }';
    const stdout = execFileSync(
      "sh",
      ["-c", `printf '%s' '${doc}' | "$0" "$1" check /dev/stdin`, process.execPath, CLI],
      {
        encoding: "utf8",
      },
    );
    expect(stdout).toBe("0 errors, 0 warnings; 0 of 0 expectations met\n");
  });

  it("names a folder in a sentence, not EISDIR", async () => {
    const r = await cli(["check", "/tmp"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`scope-studio: ${texts.unreadable("/tmp", { kind: "folder" })}\n`);
  });

  it("prints an ESC in a file name visibly", async () => {
    const r = await cli(["check", "/nonexistent/\x1b[2Jx.json"]);
    expect(r.stderr).not.toContain("\x1b");
    expect(r.stderr).toContain("\\x1b[2Jx.json");
  });
});
