/** A fake platform for the command line: files from a table, environment variables, printed lines collected. */
import type { CliIo } from "../../src/cli/io";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";

export function fakeIo(files: Record<string, string>, env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  /** Every path read, in order (standard input is "-"). */
  const read: string[] = [];
  const io: CliIo = {
    readFile: (path) => {
      read.push(path);
      return Object.hasOwn(files, path) ? { ok: true, text: files[path]! } : { ok: false, error: { kind: "missing" } };
    },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    getenv: (name) => env[name],
    openclaw: OPENCLAW_SCHEMAS,
  };
  return { io, out, err, read };
}
