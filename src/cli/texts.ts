/** Every sentence the command line prints that is not a diagnostic. */
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
      Print a share link that opens both documents in the studio.`;

export const texts = {
  noCommand: "No command given. Run scope-studio --help for the commands.",
  unknownCommand: (c: string) => `Unknown command "${c}". The commands are check, resolve and link.`,
  needsConfig: (c: string) => `scope-studio ${c} needs the config file: scope-studio ${c} <config>.`,
  tooMany: (c: string) => `scope-studio ${c} takes one config file; got more.`,
  badEnv: (e: string) => `--env takes NAME=VALUE; got "${e}".`,
  unreadable: (file: string, why: string) => `Cannot read ${file}: ${why}`,
};
