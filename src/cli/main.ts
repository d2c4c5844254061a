/** bin/scope-studio: Node's platform handed to the platform-free command line. */
import { readFileSync } from "node:fs";
import { run } from "./run";
import type { CliIo } from "./io";

/** Larger inputs are refused before reading, as the page refuses them. */
const MAX_BYTES = 16 * 1024 * 1024;

const io: CliIo = {
  readFile(path) {
    try {
      const bytes = readFileSync(path);
      if (bytes.length > MAX_BYTES) return { ok: false, error: `larger than ${MAX_BYTES / 1024 / 1024} MB` };
      const text = bytes.toString("utf8");
      // A leading byte-order mark is not part of the text, as editors (and the page) read it.
      return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return {
        ok: false,
        error: code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : String(code ?? e),
      };
    }
  },
  out: (line) => process.stdout.write(line + "\n"),
  err: (line) => process.stderr.write(`scope-studio: ${line}\n`),
};

// A closed pipe (`scope-studio resolve ... | head`) ends the output quietly, as other command-line tools do.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = run(process.argv.slice(2), io);
