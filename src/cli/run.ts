/** The command line's entry, platform-free: words in, lines out through `io`, an exit code back. */
import { createAnalyzer, SOPHIACLAW_PROFILE } from "../core";
import { parseArgs, type ParsedArgs } from "./args";
import { check } from "./check";
import { resolve, usage } from "./commands";
import { envOption } from "./env-option";
import { link } from "./link";
import { diff } from "./diff";
import { diffCommand } from "./openclaw-diff";
import { isLinkArgument, linkDiff } from "./diff-link";
import { why } from "./why";
import { routeCommand } from "./route";
import { whyCommand } from "./openclaw-why";
import { openclaw, profileOf } from "./openclaw";
import { EXIT, type CliIo, type ExitCode } from "./io";
import { USAGE, texts } from "./texts";
import { VERSION } from "./version";
import { visible } from "./visible";

const COMMANDS = { check, resolve, diff, why, link } as const;
/** The commands: those above, and route (OpenClaw's alone). */
type CommandName = keyof typeof COMMANDS | "route";

/** The options each command takes: any other is a usage error, never silently ignored. */
const OPTIONS: Readonly<Record<CommandName, readonly string[]>> = {
  check: [
    "scenarios",
    "json",
    "format",
    "max-warnings",
    "coverage",
    "min-coverage",
    "profile",
    "env",
    "stdin-filename",
    "approvals",
  ],
  resolve: ["scenarios", "session", "agent", "env", "json", "profile", "approvals", "message"],
  diff: ["scenarios", "old-scenarios", "json", "profile", "env", "approvals"],
  why: ["scenarios", "call", "skill", "session", "agent", "json", "profile", "env"],
  link: ["scenarios", "base", "profile", "env", "baseline", "old-scenarios"],
  route: ["channel", "account", "peer", "parent-peer", "guild", "team", "roles", "json", "profile", "env", "scenarios"],
};

/**
 * `io` with every printed line's terminal-unsafe characters written out visibly (see visible.ts), and each file read
 * once (detecting the profile reads the config before the command does; standard input can be read only once).
 */
const visibleIo = (io: CliIo): CliIo => {
  const read = new Map<string, ReturnType<CliIo["readFile"]>>();
  return {
    readFile: (path) => {
      if (!read.has(path)) read.set(path, io.readFile(path));
      return read.get(path)!;
    },
    ...(io.getenv && { getenv: (name: string) => io.getenv!(name) }),
    ...(io.machine && { machine: () => io.machine!() }),
    out: (line) => io.out(visible(line)),
    err: (line) => io.err(visible(line)),
    openclaw: io.openclaw,
  };
};

export function run(argv: readonly string[], rawIo: CliIo): ExitCode {
  const io = visibleIo(rawIo);
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    io.err(parsed.error);
    return EXIT.usage;
  }
  const { command } = parsed.args;
  if (parsed.args.flags.has("help") || command === "help") {
    for (const line of USAGE.split("\n")) io.out(line);
    return EXIT.ok;
  }
  if (parsed.args.flags.has("version") && command === undefined) {
    io.out(VERSION);
    return EXIT.ok;
  }
  if (command === undefined) {
    io.err(texts.noCommand);
    return EXIT.usage;
  }
  if (!Object.hasOwn(OPTIONS, command)) {
    io.err(texts.unknownCommand(command));
    return EXIT.usage;
  }
  const name = command as CommandName;
  const allowed = OPTIONS[name];
  const given = [...parsed.args.options.keys(), ...parsed.args.flags];
  const stray = given.find((o) => !allowed.includes(o));
  if (stray !== undefined) {
    io.err(texts.optionNotFor(stray, name, allowed));
    return EXIT.usage;
  }
  // `diff <link>`: a proposal link's baseline against its proposed documents (diff-link.ts).
  if (name === "diff" && parsed.args.positional.length === 1 && isLinkArgument(parsed.args.positional[0]!)) {
    const read = linkDiff(parsed.args, io);
    if (!read.ok) return read.code;
    return runParsed(name, read.args, read.io);
  }
  return runParsed(name, parsed.args, io);
}

function runParsed(name: CommandName, args: ParsedArgs, io: CliIo): ExitCode {
  const parsed = { args };
  const profile = profileOf(parsed.args, io);
  if (profile === undefined) return EXIT.usage;
  // The host's exec approvals are OpenClaw's: SophiaClaw has none.
  if (profile === "sophiaclaw" && parsed.args.options.has("approvals"))
    return usage(io, texts.approvalsNotFor(name)).code;
  // Messages are OpenClaw's: SophiaClaw routes sessions (resolve --session).
  if (profile === "sophiaclaw" && parsed.args.options.has("message")) return usage(io, texts.routeOnlyOpenClaw).code;
  // route answers in an OpenClaw profile only.
  if (name === "route")
    return profile === "sophiaclaw" ? usage(io, texts.routeOnlyOpenClaw).code : routeCommand(parsed.args, io, profile);
  // check and resolve answer here in an OpenClaw profile; in SophiaClaw's, below.
  if (profile !== "sophiaclaw" && (name === "check" || name === "resolve"))
    return openclaw(name, profile, parsed.args, io);
  const said = envOption(parsed.args);
  if (!said.ok) return usage(io, texts.badEnv(said.pair)).code;
  // diff answers in the profile named; link carries the profile named (none: the page detects it) and the machine.
  if (name === "link")
    return link(parsed.args, io, parsed.args.options.has("profile") ? profile : undefined, said.vars);
  // One analyzer per run, in SophiaClaw's profile on the machine said: it remembers nothing from another run.
  const analyzer = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: { env: said.vars } });
  if (name === "diff") return diffCommand(parsed.args, io, profile, analyzer);
  if (name === "why") return whyCommand(parsed.args, io, profile, analyzer);
  return COMMANDS[name](parsed.args, io, analyzer);
}
