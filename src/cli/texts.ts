/** Every sentence the command line prints that is not a diagnostic. */
import type { LinkRefusal } from "./link-check";
import type { ReadError } from "./read-error";

export const USAGE = `Usage: scope-studio <command> [options]

Commands:
  check <config> [--scenarios <file>] [--json]
      Print the config's and the scenarios' diagnostics (file:line:col code message), then run the
      scenarios' expectations. Exit 0 when all is well, 1 on an error or a failed expectation, 2 on a
      usage error or unreadable input.
  resolve <config> [--scenarios <file>] [--session <key>] [--agent <id>] [--env NAME=VALUE]... [--json]
      Print each agent's id, workspace, agent folder, model and fallbacks, skills filter, and the
      session's agent.
  link <config> [--scenarios <file>] [--base <url>]
      Print a share link that opens both documents in the studio. Exit 1 when the documents are too
      large for a link the studio opens.`;

const mb = (bytes: number) => `${Math.round((bytes / 1048576) * 10) / 10} MB`;

/** Why a file could not be read, as the end of "Cannot read <file>: ...". */
const whyUnreadable = (e: ReadError): string => {
  switch (e.kind) {
    case "missing":
      return "there is no such file.";
    case "folder":
      return "it is a folder, not a file.";
    case "denied":
      return "permission denied.";
    case "loop":
      return "it is a symbolic link that leads back to itself.";
    case "name-too-long":
      return "the file name is too long.";
    case "not-a-file":
      return "it is a socket or device, not a file that can be read.";
    case "no-writer":
      return "it is a named pipe that nothing is writing to.";
    case "stalled":
      return `nothing came from it for ${e.seconds} seconds.`;
    case "too-large":
      return `it is larger than ${mb(e.limitBytes)}, more than a document may be.`;
    case "failed":
      return "the system could not read it.";
  }
};

const whyNoLink = (r: LinkRefusal): string => {
  switch (r.kind) {
    case "too-large":
      return `the config and scenarios come to ${mb(r.bytes)}, and the studio opens links of at most ${mb(r.limitBytes)}. Send the files instead.`;
    case "unopenable":
      return `the studio would not open it (${r.code}).`;
  }
};

export const texts = {
  noCommand: "No command given. Run scope-studio --help for the commands.",
  unknownCommand: (c: string) => `Unknown command "${c}". The commands are check, resolve and link.`,
  needsConfig: (c: string) => `scope-studio ${c} needs the config file: scope-studio ${c} <config>.`,
  tooMany: (c: string) => `scope-studio ${c} takes one config file; got more.`,
  badEnv: (e: string) => `--env takes NAME=VALUE; got "${e}".`,
  unreadable: (file: string, why: ReadError) => `Cannot read ${file}: ${whyUnreadable(why)}`,
  optionNotFor: (name: string, command: string, allowed: readonly string[]) =>
    `--${name} does not apply to scope-studio ${command}; its options are ${allowed.map((o) => `--${o}`).join(", ")}.`,
  noLink: (r: LinkRefusal) => `No link printed: ${whyNoLink(r)}`,
};
