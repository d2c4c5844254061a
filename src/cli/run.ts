/** The command line's entry, platform-free: words in, lines out through `io`, an exit code back. */
import { parseArgs } from "./args";
import { check, link, resolve } from "./commands";
import { EXIT, type CliIo, type ExitCode } from "./io";
import { USAGE, texts } from "./texts";

const COMMANDS = { check, resolve, link } as const;

export function run(argv: readonly string[], io: CliIo): ExitCode {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    io.err(parsed.error);
    return EXIT.usage;
  }
  const { command } = parsed.args;
  if (parsed.args.flags.has("help") || command === "help") {
    io.out(USAGE);
    return EXIT.ok;
  }
  if (command === undefined) {
    io.err(texts.noCommand);
    return EXIT.usage;
  }
  if (!Object.hasOwn(COMMANDS, command)) {
    io.err(texts.unknownCommand(command));
    return EXIT.usage;
  }
  return COMMANDS[command as keyof typeof COMMANDS](parsed.args, io);
}
