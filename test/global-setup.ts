/**
 * Once per `vitest run`, before any test file: the command line is built (dist-node/cli.js, when it is older than
 * the engine's or the command line's sources), so that the files that run it as a child process never build it
 * themselves, and never while another file is running it.
 */
import { ensureCli } from "./corpus/cli";

export default function setup(): void {
  ensureCli();
}
