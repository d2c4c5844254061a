/**
 * A link is printed only when the page would open it: the same decoder the page runs (decodeState, with its unpack
 * limit) reads the link back first. Documents that are plainly too large are refused before any compression.
 */
import { decodeState, encodeState, MAX_STATE_BYTES, type SharedState } from "../core";

export type LinkRefusal =
  | { readonly kind: "too-large"; readonly bytes: number; readonly limitBytes: number }
  | { readonly kind: "unopenable"; readonly code: string };

export type LinkResult = { ok: true; fragment: string } | { ok: false; refusal: LinkRefusal };

/** The link fragment of `state` (without "#"), or why the page would refuse it. */
export function shareableLink(state: SharedState): LinkResult {
  const encoder = new TextEncoder();
  const bytes = encoder.encode(state.config).length + encoder.encode(state.scenarios).length;
  const tooLarge = { ok: false, refusal: { kind: "too-large", bytes, limitBytes: MAX_STATE_BYTES } } as const;
  if (bytes > MAX_STATE_BYTES) return tooLarge;
  const fragment = encodeState(state);
  const read = decodeState(fragment);
  if (read.ok) return { ok: true, fragment };
  return read.error.kind === "too-large"
    ? tooLarge
    : { ok: false, refusal: { kind: "unopenable", code: read.error.code } };
}
