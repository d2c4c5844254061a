/**
 * Share links: the whole state (both texts, the tab, the panel, the profile) in the URL fragment, so sharing needs no server
 * and the texts never leave the visitor's machine unless they send the link. Format:
 * `v1.<dictionary id>.<base64url of deflate-raw of the framed state>` (the page adds the "#").
 */
import { Inflate, deflateSync, type FlateError } from "fflate";
import { fromBase64url, toBase64url } from "./bytes";
import { DICTIONARY_IDS, dictionaryById } from "./dictionaries";
import { errors, type ShareError } from "./errors";
import { frameState, unframeState } from "./frame";
import type { SharedState } from "./schema";

export const SHARE_VERSION = "1";

/** The most a link may unpack to (5 MiB): a link of a few kilobytes that inflates to gigabytes is refused early. */
export const MAX_STATE_BYTES = 5 * 1024 * 1024;

/** The longest fragment read at all; no honest link comes near it. */
export const MAX_LINK_CHARS = 8 * 1024 * 1024;

/** Compressed bytes fed to the inflater at a time: deflate expands at most ~1032x, so each step stays small. */
const INFLATE_CHUNK = 1024;

export interface EncodeOptions {
  /** Use this dictionary id instead of the one that gives the shortest link (for comparisons and tests). */
  readonly dictionary?: string;
}

/**
 * The link fragment of a state (without "#"). Tries every dictionary and keeps the shortest link. A state over
 * MAX_STATE_BYTES gives a link that decodeState refuses: the page checks the size before offering the link.
 * Throws only for a forced dictionary id this build does not have (a caller's bug).
 */
export function encodeState(state: SharedState, opts: EncodeOptions = {}): string {
  const framed = frameState(state);
  const level = framed.length > 256 * 1024 ? 6 : 9;
  const ids = opts.dictionary !== undefined ? [opts.dictionary] : DICTIONARY_IDS;
  let best: string | undefined;
  for (const id of ids) {
    const dict = dictionaryById(id);
    if (!dict) throw new Error(`encodeState: unknown dictionary id "${id}"`);
    const packed = deflateSync(framed, dict.bytes ? { level, dictionary: dict.bytes } : { level });
    const link = `v${SHARE_VERSION}.${id}.${toBase64url(packed)}`;
    if (best === undefined || link.length < best.length) best = link;
  }
  return best!;
}

export type DecodeResult = { ok: true; state: SharedState } | { ok: false; error: ShareError };

/** The state of a link fragment (with or without "#"), or why it cannot be opened. Never throws. */
export function decodeState(fragment: string): DecodeResult {
  if (fragment.length > MAX_LINK_CHARS) return { ok: false, error: errors.tooLarge(MAX_STATE_BYTES) };
  const text = fragment.trim().replace(/^#/, "");
  const first = text.indexOf(".");
  const second = first < 0 ? -1 : text.indexOf(".", first + 1);
  const version = text.slice(1, first);
  if (!text.startsWith("v") || second < 0 || !/^\d{1,6}$/.test(version))
    return { ok: false, error: errors.malformed() };
  if (version !== SHARE_VERSION) return { ok: false, error: errors.version(version) };
  const id = text.slice(first + 1, second);
  const dict = dictionaryById(id);
  if (!dict) return { ok: false, error: errors.dictionary(id) };
  const packed = fromBase64url(text.slice(second + 1));
  if (!packed) return { ok: false, error: errors.notBase64url() };
  const inflated = inflateCapped(packed, dict.bytes, MAX_STATE_BYTES);
  if (!inflated.ok) return inflated;
  return unframeState(inflated.bytes);
}

type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; error: ShareError };

class TooLarge extends Error {}

/** Inflates in small steps and stops as soon as the output passes `cap`: a zip bomb never allocates past it. */
export function inflateCapped(packed: Uint8Array, dictionary: Uint8Array | undefined, cap: number): Inflated {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const onData = (data: Uint8Array) => {
    size += data.length;
    if (size > cap) throw new TooLarge();
    chunks.push(data);
  };
  const inflater = dictionary ? new Inflate({ dictionary }, onData) : new Inflate(onData);
  try {
    if (packed.length === 0) inflater.push(packed, true);
    for (let i = 0; i < packed.length; i += INFLATE_CHUNK) {
      inflater.push(packed.subarray(i, i + INFLATE_CHUNK), i + INFLATE_CHUNK >= packed.length);
    }
  } catch (e) {
    if (e instanceof TooLarge) return { ok: false, error: errors.tooLarge(cap) };
    // fflate's code 0 is "unexpected EOF": the data stops before the last block ends.
    return { ok: false, error: (e as FlateError).code === 0 ? errors.truncated() : errors.corrupted() };
  }
  const bytes = new Uint8Array(size);
  let o = 0;
  for (const c of chunks) {
    bytes.set(c, o);
    o += c.length;
  }
  return { ok: true, bytes };
}
