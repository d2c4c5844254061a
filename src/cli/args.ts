/** Parsing the command line's words: a command, positional arguments, and options (some repeatable). */

export interface ParsedArgs {
  readonly command: string | undefined;
  readonly positional: readonly string[];
  readonly options: ReadonlyMap<string, readonly string[]>;
  readonly flags: ReadonlySet<string>;
}

export type ArgsResult = { ok: true; args: ParsedArgs } | { ok: false; error: string };

/** Options that take a value; every other `--name` is a flag. */
const VALUED = new Set([
  "scenarios",
  "old-scenarios",
  "session",
  "agent",
  "env",
  "base",
  "format",
  "max-warnings",
  "min-coverage",
  "call",
  "skill",
  "profile",
  "stdin-filename",
  "approvals",
  "message",
  "baseline",
  // route's message
  "channel",
  "account",
  "peer",
  "parent-peer",
  "guild",
  "team",
  "roles",
]);
const FLAGS = new Set(["json", "help", "version", "coverage"]);

export function parseArgs(argv: readonly string[]): ArgsResult {
  const positional: string[] = [];
  const options = new Map<string, string[]>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === "-h") {
      flags.add("help");
      continue;
    }
    if (!word.startsWith("--")) {
      positional.push(word);
      continue;
    }
    const eq = word.indexOf("=");
    const name = word.slice(2, eq < 0 ? undefined : eq);
    if (VALUED.has(name)) {
      const value = eq < 0 ? argv[++i] : word.slice(eq + 1);
      if (value === undefined) return { ok: false, error: `--${name} needs a value.` };
      options.set(name, [...(options.get(name) ?? []), value]);
    } else if (FLAGS.has(name) && eq < 0) flags.add(name);
    else return { ok: false, error: `Unknown option --${name}.` };
  }
  const [command, ...rest] = positional;
  return { ok: true, args: { command, positional: rest, options, flags } };
}

/** The last value of an option, when given. */
export const option = (args: ParsedArgs, name: string): string | undefined => args.options.get(name)?.at(-1);
