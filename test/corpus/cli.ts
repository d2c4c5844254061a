/**
 * The built command line (dist-node/cli.js), run as a user runs it: a child process, files on disk, JSON on
 * stdout. Rebuilt first when it is missing or older than the engine's or the command line's sources.
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT, type DocumentPair } from "./documents";

export const CLI = join(ROOT, "dist-node", "cli.js");

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds dist-node/ unless cli.js is newer than every file of src/core/ and src/cli/. Called once per run, by the
 * global setup (test/global-setup.ts): test files only run what it built.
 */
export function ensureCli(): void {
  const sources = Math.max(newestSource(join(ROOT, "src", "core")), newestSource(join(ROOT, "src", "cli")));
  if (existsSync(CLI) && statSync(CLI).mtimeMs > sources) return;
  execFileSync("npx", ["vite", "build", "--config", "vite.node.config.ts", "--logLevel", "error"], {
    cwd: ROOT,
    stdio: "inherit",
  });
}

export interface CliRun {
  readonly status: number | null;
  readonly json: unknown;
  readonly stderr: string;
}

/** Runs `scope-studio <args> --json` and parses what it prints. */
export function runCli(args: readonly string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args, "--json"], { cwd: ROOT, encoding: "utf8" }, (error, stdout, stderr) => {
      let json: unknown;
      try {
        json = JSON.parse(stdout);
      } catch {
        json = { unparsable: stdout };
      }
      const status = error ? (typeof error.code === "number" ? error.code : null) : 0;
      resolve({ status, json, stderr });
    });
  });
}

/** Maps `fn` over `items`, at most `limit` at a time (each call here is a Node process). */
export async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The first session of the scenarios, as the `resolve` options that ask the same question. */
export function sessionArgs(scenarios: unknown): string[] {
  const first = firstSession(scenarios);
  const args: string[] = [];
  if (typeof first?.key === "string") args.push("--session", first.key);
  if (typeof first?.agent === "string") args.push("--agent", first.agent);
  return args;
}

function firstSession(scenarios: unknown): { key?: unknown; agent?: unknown } | undefined {
  if (typeof scenarios !== "object" || scenarios === null || !Object.hasOwn(scenarios, "sessions")) return undefined;
  const sessions = (scenarios as { sessions: unknown }).sessions;
  if (!Array.isArray(sessions)) return undefined;
  const first: unknown = sessions[0];
  return typeof first === "object" && first !== null && !Array.isArray(first) ? first : undefined;
}

/** `check` and `resolve` of one pair, from files on disk. `scenariosValue` is the parsed scenarios document. */
export async function cliAnswers(
  pair: Pick<DocumentPair, "configFile" | "scenariosFile">,
  scenariosValue: unknown,
): Promise<{ check: CliRun; resolve: CliRun }> {
  const withScenarios = pair.scenariosFile ? ["--scenarios", pair.scenariosFile] : [];
  const [check, resolve] = await Promise.all([
    runCli(["check", pair.configFile, ...withScenarios]),
    runCli(["resolve", pair.configFile, ...withScenarios, ...sessionArgs(scenariosValue)]),
  ]);
  return { check, resolve };
}
