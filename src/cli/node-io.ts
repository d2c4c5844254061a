/**
 * Reading an input file on Node with a size cap: a bounded read loop on a file descriptor, so an endless or huge
 * stream (`/dev/zero`, a FIFO fed forever) is refused once it passes the cap instead of being read without end.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { DOCUMENT_LIMITS } from "../core";
import { STDIN, type CliIo } from "./io";
import { readErrorOf } from "./read-error";

/**
 * The most bytes read from one input (16 MiB): twice the parser's limit of DOCUMENT_LIMITS.maxChars UTF-16 code
 * units, so a text the parser takes is refused here only when most of it is 3-byte characters; past that, the
 * parser's own limit (a diagnostic) applies.
 */
export const MAX_INPUT_BYTES = 2 * DOCUMENT_LIMITS.maxChars;

/** Bytes read at a time. */
const CHUNK = 1 << 20;

/** A pipe or terminal that gives no byte for this long is given up on. */
export const STALL_MS = 30_000;
/** The wait between two reads of a pipe that has nothing yet. */
const POLL_MS = 10;

/** Sleeps the thread (the command line is synchronous and has nothing else to do). */
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

type ReadResult = ReturnType<CliIo["readFile"]>;

/**
 * The text of the file at `path` (UTF-8, a leading byte-order mark dropped), or why it cannot be read. `-` is
 * standard input, read with the same cap.
 */
export function readBounded(path: string, limitBytes = MAX_INPUT_BYTES): ReadResult {
  if (path === STDIN) return readStdin(limitBytes);
  let fd: number | undefined;
  try {
    // Non-blocking, so a FIFO nothing writes to is seen as such instead of blocking the open for ever.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return { ok: false, error: { kind: "folder" } };
    if (stat.isFile() && stat.size > limitBytes) return { ok: false, error: { kind: "too-large", limitBytes } };
    return readAll(fd, limitBytes, stat.isFIFO());
  } catch (e) {
    return { ok: false, error: readErrorOf((e as NodeJS.ErrnoException).code, limitBytes) };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Standard input (a pipe, a socket, a file or a terminal), read to its end with the cap; an empty input is "". */
function readStdin(limitBytes: number): ReadResult {
  try {
    const stat = fstatSync(0);
    if (stat.isFile() && stat.size > limitBytes) return { ok: false, error: { kind: "too-large", limitBytes } };
    return readAll(0, limitBytes, false);
  } catch (e) {
    return { ok: false, error: readErrorOf((e as NodeJS.ErrnoException).code, limitBytes) };
  }
}

/**
 * Everything `fd` gives until its end, refused past `limitBytes`. `emptyIsNoWriter`: a named pipe that ends before
 * its first byte had nothing writing to it.
 */
function readAll(fd: number, limitBytes: number, emptyIsNoWriter: boolean): ReadResult {
  const chunks: Buffer[] = [];
  let size = 0;
  let idle = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, limitBytes + 1 - size));
    const n = readSome(fd, chunk);
    if (n === "later") {
      if (idle >= STALL_MS) return { ok: false, error: { kind: "stalled", seconds: STALL_MS / 1000 } };
      sleep(POLL_MS);
      idle += POLL_MS;
      continue;
    }
    idle = 0;
    if (n === 0 && size === 0 && emptyIsNoWriter) return { ok: false, error: { kind: "no-writer" } };
    if (n === 0) break;
    size += n;
    if (size > limitBytes) return { ok: false, error: { kind: "too-large", limitBytes } };
    chunks.push(chunk.subarray(0, n));
  }
  const text = Buffer.concat(chunks, size).toString("utf8");
  // A leading byte-order mark is not part of the text, as editors (and the page) read it.
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

/** Bytes read into `into`, 0 at the end, or "later" when a pipe or terminal has nothing yet. */
function readSome(fd: number, into: Buffer): number | "later" {
  try {
    return readSync(fd, into, 0, into.length, null);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EAGAIN") return "later";
    throw e;
  }
}
