/** bin/scope-studio: Node's platform handed to the platform-free command line. */
import { homedir } from "node:os";
import { loadOpenClawSchemas } from "../core";
import { readBounded } from "./node-io";
import { run } from "./run";
import type { CliIo } from "./io";

const io: CliIo = {
  readFile: (path) => readBounded(path),
  out: (line) => process.stdout.write(line + "\n"),
  err: (line) => process.stderr.write(`scope-studio: ${line}\n`),
  getenv: (name) => process.env[name],
  machine: () => ({
    home: process.env.HOME ?? homedir(),
    cwd: process.cwd(),
    vars: Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined)),
  }),
  openclaw: await loadOpenClawSchemas(),
};

// A closed pipe (`scope-studio resolve ... | head`) ends the output quietly, as other command-line tools do.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = run(process.argv.slice(2), io);
