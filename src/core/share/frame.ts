/**
 * The payload inside a link, before compression: a CRC-32 of the rest (4 bytes, big-endian), then WTF-8 text:
 * a one-line JSON header (the config's length and the view state), a newline, the config, the scenarios, then the
 * host's approvals when there are (their length in the header). The
 * texts are kept as written, unescaped, so the dictionary's copies of the examples match them byte for byte.
 */
import { crc32, decodeWtf8, encodeWtf8 } from "./bytes";
import { smallestReplacement } from "../edit";
import { isProfileId, PROFILE_IDS } from "../profiles";
import { errors, type ShareError } from "./errors";
import { readHeader, viewStateFault, type SharedState, type SharedTab } from "./schema";
import { shareTexts as t } from "./texts";

/** The payload bytes of a state. */
export function frameState(state: SharedState): Uint8Array {
  const header: Record<string, unknown> = { c: state.config.length };
  if (state.tab !== undefined) header.t = state.tab;
  if (state.panel !== undefined) header.p = state.panel;
  if (state.profile !== undefined) header.r = state.profile;
  if (state.approvals !== undefined) header.a = state.approvals.length;
  if (state.baseline !== undefined) header.b = baselineEdits(state, state.baseline);
  // JSON.stringify escapes newlines and lone surrogates, so the header is one line of well-formed text.
  return withChecksum(
    encodeWtf8(`${JSON.stringify(header)}\n${state.config}${state.scenarios}${state.approvals ?? ""}`),
  );
}

type Docs = { readonly config: string; readonly scenarios: string; readonly approvals?: string };
const KEYS = [
  ["c", "config"],
  ["s", "scenarios"],
  ["a", "approvals"],
] as const;

/** A proposal's baseline as one edit per document that differs: the proposed text's span, and the baseline's text. */
function baselineEdits(proposed: Docs, baseline: Docs): Record<string, [number, number, string]> {
  const out: Record<string, [number, number, string]> = {};
  for (const [key, doc] of KEYS) {
    const now = proposed[doc] ?? "";
    const was = baseline[doc] ?? "";
    if (now === was) continue;
    const r = smallestReplacement(now, was);
    out[key] = [r.offset, r.length, r.text];
  }
  return out;
}

/** The baseline back from its edits, or undefined when one does not fit its document. */
function baselineOf(
  proposed: Docs,
  edits: Partial<Record<"c" | "s" | "a", readonly [number, number, string]>>,
): Docs | undefined {
  const out: Record<string, string> = {};
  for (const [key, doc] of KEYS) {
    const now = proposed[doc];
    const e = edits[key];
    if (e === undefined) {
      if (now !== undefined) out[doc] = now;
      continue;
    }
    const text = now ?? "";
    const [offset, length, replacement] = e;
    if (offset + length > text.length) return undefined;
    out[doc] = text.slice(0, offset) + replacement + text.slice(offset + length);
  }
  return out as unknown as Docs;
}

/** Prefixes bytes with their CRC-32. */
export function withChecksum(body: Uint8Array): Uint8Array {
  const out = new Uint8Array(body.length + 4);
  new DataView(out.buffer).setUint32(0, crc32(body));
  out.set(body, 4);
  return out;
}

export type Unframed = { ok: true; state: SharedState } | { ok: false; error: ShareError };

/** The state of payload bytes, or why they are not one. */
export function unframeState(bytes: Uint8Array): Unframed {
  if (bytes.length < 4) return { ok: false, error: errors.truncated() };
  const body = bytes.subarray(4);
  const sum = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  if (crc32(body) !== sum) return { ok: false, error: errors.corrupted() };
  const text = decodeWtf8(body);
  if (text === undefined) return { ok: false, error: errors.notText() };
  const newline = text.indexOf("\n");
  if (newline < 0) return { ok: false, error: errors.invalid(t.invalidDetail.noHeader) };
  let raw: unknown;
  try {
    raw = JSON.parse(text.slice(0, newline));
  } catch {
    return { ok: false, error: errors.invalid(t.invalidDetail.header) };
  }
  const header = readHeader(raw);
  if (!header) return { ok: false, error: errors.invalid(t.invalidDetail.header) };
  const docs = text.slice(newline + 1);
  const { c, a, t: tab, p: panel, r: profile, b } = header;
  if (c + (a ?? 0) > docs.length) return { ok: false, error: errors.invalid(t.invalidDetail.lengths) };
  const fault = viewStateFault(tab, panel);
  if (fault) return { ok: false, error: errors.invalid(t.invalidDetail.shape(fault.path, fault.message)) };
  // A profile this build does not have (a newer studio's) is refused, not dropped: the page would answer otherwise.
  if (profile !== undefined && !isProfileId(profile))
    return { ok: false, error: errors.unknownProfile(profile, PROFILE_IDS) };
  const end = docs.length - (a ?? 0);
  const state: SharedState = { config: docs.slice(0, c), scenarios: docs.slice(c, end) };
  if (a !== undefined) state.approvals = docs.slice(end);
  if (tab !== undefined) state.tab = tab as SharedTab;
  if (panel !== undefined) state.panel = panel as string;
  if (profile !== undefined) state.profile = profile;
  if (b !== undefined) {
    const baseline = baselineOf(state, b);
    if (!baseline) return { ok: false, error: errors.invalid(t.invalidDetail.lengths) };
    state.baseline = baseline;
  }
  return { ok: true, state };
}
