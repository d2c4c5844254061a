/**
 * Hostile cases through the built command line, as files on disk: a sample of every family (at least 100 cases,
 * the giants included), and the faults only a file system has (a folder, a missing file, /dev/zero, a FIFO, a
 * symlink loop). Judged: exit code 0, 1 or 2; no stack trace; output within a byte bound; no raw terminal control
 * character in the text output; no raw error code; no hang (a run killed after HANG_MS).
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeState } from "../../src/core/index";
import { CLI, pool } from "../corpus/cli";
import { ROOT } from "../corpus/documents";
import { FAMILIES, hostileCorpus, sample, type Documents, type HostileCase } from "./corpus";

/**
 * A run still going after this long is killed and judged a hang: a guard against a command that never ends, as a
 * test's timeout is, never a bound on speed (npm run bench -- hostile measures that).
 */
const HANG_MS = 120_000;
/** stdout and stderr together, per run. */
const MAX_OUTPUT_BYTES = 1024 * 1024;
/** Bytes a terminal acts on: C0 controls but newline and tab, and DEL. ESC is among them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const STACK = /^\s+at \S.*(:\d+:\d+\)?|native)$/m;
const RAW_ERROR_CODE = /\b(E[A-Z]{3,}|ERR_[A-Z_]+)\b/;

interface Run {
  readonly args: readonly string[];
  readonly status: number | null;
  readonly signal: string | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly bytes: number;
  readonly overflow: boolean;
}

function runCli(args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: ROOT, encoding: "utf8", timeout: HANG_MS, killSignal: "SIGKILL", maxBuffer: 4 * MAX_OUTPUT_BYTES },
      (error, stdout, stderr) => {
        const e = error as (NodeJS.ErrnoException & { signal?: string }) | null;
        resolve({
          args,
          status: e ? (typeof e.code === "number" ? e.code : null) : 0,
          signal: e?.signal ?? null,
          stdout,
          stderr,
          bytes: Buffer.byteLength(stdout) + Buffer.byteLength(stderr),
          overflow: e?.code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER",
        });
      },
    );
  });
}

/** The verdicts every run gets. */
function judge(run: Run): void {
  const shown = (s: string) => JSON.stringify(s.slice(0, 300));
  expect(run.signal, `killed: still running after ${HANG_MS} ms`).toBeNull();
  expect([0, 1, 2], `exit code; stderr ${shown(run.stderr)}`).toContain(run.status);
  expect(run.stderr, "no stack trace").not.toMatch(STACK);
  expect(run.overflow || run.bytes > MAX_OUTPUT_BYTES, `output of ${run.bytes} bytes`).toBe(false);
  const control = CONTROL.exec(run.stdout + run.stderr);
  expect(control && { at: control.index, char: control[0].charCodeAt(0) }, "no raw control character").toBeNull();
}

let dir = "";
const corpus = hostileCorpus();
/** Every family's sample; link cases that open bring their documents. */
const picked = sample(corpus, 20).filter(
  (c, i, all) => !c.big || all.slice(0, i).filter((b) => b.big && b.family === c.family).length < 3,
);
const runs = new Map<string, Run[]>();
const faultRuns = new Map<string, Run>();

function documentsOf(c: HostileCase): Documents | undefined {
  if (c.kind === "document") return c.make();
  const decoded = decodeState(c.make());
  return decoded.ok ? decoded.state : undefined;
}

/** The commands each case runs: check in text and JSON; resolve and link for the families they speak to. */
function commandsFor(c: HostileCase, config: string, scenarios: string): string[][] {
  const both = [config, "--scenarios", scenarios];
  if (c.big) return [["check", ...both]];
  const out = [
    ["check", ...both],
    ["check", ...both, "--json"],
  ];
  if (c.family === "ids" || c.family === "proto" || c.family === "syntax") out.push(["resolve", ...both]);
  if (c.family === "size" || c.family === "links" || c.family === "ids") out.push(["link", ...both]);
  return out;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "hostile-cli-"));
  await pool(
    picked.map((c, i) => [c, i] as const),
    2,
    async ([c, i]) => {
      const docs = documentsOf(c);
      if (!docs) return;
      const folder = join(dir, `case-${i}`);
      mkdirSync(folder);
      const config = join(folder, "sophiaclaw.json");
      const scenarios = join(folder, "scenarios.json");
      writeFileSync(config, docs.config);
      writeFileSync(scenarios, docs.scenarios);
      const list: Run[] = [];
      for (const args of commandsFor(c, config, scenarios)) {
        const run = await runCli(args);
        list.push(run);
        // A case that hangs one command hangs the others the same way: judged once, not waited for again.
        if (run.signal) break;
      }
      runs.set(c.name, list);
      rmSync(folder, { recursive: true, force: true });
    },
  );
  mkdirSync(join(dir, "folder"));
  execFileSync("mkfifo", [join(dir, "fifo")]);
  symlinkSync(join(dir, "loop-b"), join(dir, "loop-a"));
  symlinkSync(join(dir, "loop-a"), join(dir, "loop-b"));
  writeFileSync(join(dir, "ok.json"), "{}");
  writeFileSync(join(dir, "huge.json"), Buffer.alloc(20 * 1024 * 1024, 0x20));
  await pool(FAULTS, 2, async ([name, args]) => {
    faultRuns.set(name, await runCli(args(dir)));
  });
}, 900_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  const rows = FAMILIES.map((family) => {
    const all = picked.filter((c) => c.family === family).flatMap((c) => runs.get(c.name) ?? []);
    return `  ${family.padEnd(8)} ${String(all.length).padStart(4)} runs`;
  });
  console.log(
    `hostile corpus through the command line: ${runs.size} cases, ${[...runs.values()].flat().length} runs, ` +
      `${faultRuns.size} faults\n${rows.join("\n")}`,
  );
});

/** Each fault, its command, and whether it is a usage or input error (exit 2). */
const FAULTS: readonly [string, (dir: string) => string[], boolean][] = [
  ["a folder as the config", (d) => ["check", join(d, "folder")], true],
  ["a folder as the scenarios", (d) => ["check", join(d, "ok.json"), "--scenarios", join(d, "folder")], true],
  ["a missing file", (d) => ["check", join(d, "missing.json")], true],
  ["/dev/zero as the config", () => ["check", "/dev/zero"], true],
  ["/dev/zero as the scenarios", (d) => ["resolve", join(d, "ok.json"), "--scenarios", "/dev/zero"], true],
  ["/dev/null as the config", () => ["check", "/dev/null"], false],
  ["a FIFO with no writer", (d) => ["check", join(d, "fifo")], true],
  ["a symlink loop", (d) => ["check", join(d, "loop-a")], true],
  ["a 20 MB file", (d) => ["check", join(d, "huge.json")], true],
  ["a link of a 20 MB file", (d) => ["link", join(d, "huge.json")], true],
  ["link --json", (d) => ["link", join(d, "ok.json"), "--json"], true],
  ["a missing file named with ESC and CR", (d) => ["check", join(d, "\u001b[31mred\rEVIL.json")], true],
  ["an agent option with ESC", (d) => ["resolve", join(d, "ok.json"), "--agent", "\u001b[2J\u0007x"], false],
  ["an env option with ESC and CR", (d) => ["resolve", join(d, "ok.json"), "--env", "\u001b]0;t\u0007=\r"], false],
  ["an unknown option with ESC", () => ["check", "--\u001b[31m"], true],
  ["an unknown command with ESC", () => ["\u001b[31mcheck"], true],
];

describe("hostile cases through the command line", () => {
  it("samples at least 100 cases from every family", () => {
    expect(runs.size).toBeGreaterThanOrEqual(100);
    expect(new Set(picked.filter((c) => runs.has(c.name)).map((c) => c.family))).toEqual(new Set(FAMILIES));
  });

  it.each(picked.map((c) => [`${c.family}: ${c.name}`, c] as const))("%s", (_name, c) => {
    const list = runs.get(c.name);
    if (c.kind === "link" && c.due !== "ok") {
      expect(list).toBeUndefined();
      return;
    }
    expect(list?.length).toBeGreaterThan(0);
    for (const run of list ?? []) judge(run);
    const check = list?.[0];
    if (c.kind === "document" && c.due === "error") expect(check?.status, "check finds the error").toBe(1);
    if (c.kind === "document" && typeof c.due === "object") {
      const codes = [...c.due.codes, "SC304"];
      expect(
        codes.some((code) => check?.stdout.includes(` ${code} `)),
        `one of ${codes.join(" ")} in the output`,
      ).toBe(true);
    }
  });

  it.each(FAULTS.map(([name, , usage]) => [name, usage]))("fault: %s", (name, usage) => {
    const run = faultRuns.get(name)!;
    judge(run);
    if (usage) expect(run.status, "a usage or input error").toBe(2);
    expect(run.stderr, "no raw error code").not.toMatch(RAW_ERROR_CODE);
  });
});
