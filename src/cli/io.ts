/** What the command line needs from its platform, passed in: Node's in bin/scope-studio, fakes in tests. */
import type { OpenClawSchemas } from "../core";
import type { ReadError } from "./read-error";

export interface CliIo {
  /** The file's text, or why it cannot be read; `-` (STDIN) is standard input. */
  readFile(path: string): { ok: true; text: string } | { ok: false; error: ReadError };
  out(line: string): void;
  err(line: string): void;
  /** An environment variable of the process (SCOPE_STUDIO_URL); absent: none are read. */
  getenv?(name: string): string | undefined;
  /**
   * The machine the command runs on, for the OpenClaw profiles (which answer as OpenClaw would here): HOME, the
   * folder the command runs in, and the environment. Absent: those profiles cannot answer.
   */
  machine?(): CliMachine;
  /** The OpenClaw releases' schemas, which the OpenClaw profiles check whole configs against (main.ts loads them). */
  readonly openclaw: OpenClawSchemas;
}

export interface CliMachine {
  readonly home: string;
  readonly cwd: string;
  readonly vars: Readonly<Record<string, string>>;
}

/** The file name that stands for standard input, as command-line tools read it. */
export const STDIN = "-";

/** Exit codes: 0 all is well, 1 an error diagnostic or a failed expectation, 2 a usage error or unreadable input. */
export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
