/**
 * Links from and to the page's state: the fragment of the address (the part after "#") carries both documents
 * and where the page was: the editor's tab and the open panel (the outline's). Pure: the location is passed in.
 */
import { decodeState, encodeState, MAX_STATE_BYTES, type DecodeResult, type SharedState } from "../../core/index";
import type { DocumentId } from "../../core/index";
import type { Documents } from "../state/documents";
import type { ShareLocation } from "./env";
import { fragmentOf } from "./opening";

export { fragmentOf };

/** What the fragment of an address opens: nothing, or a decoded link (which may be bad). Never throws. */
export function readLink(location: Pick<ShareLocation, "hash">): DecodeResult | undefined {
  const fragment = fragmentOf(location);
  return fragment === undefined ? undefined : decodeState(fragment);
}

/** The address of a link: the page's origin and path (no query, no old fragment), then "#" and the fragment. */
export function shareUrl(href: string, fragment: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}#${fragment}`;
}

/** The state a link carries for these documents (with the profile chosen for them, if one was), tab and open panel. */
export function stateOf(docs: Documents, tab: DocumentId, panel?: string): SharedState {
  return {
    config: docs.config,
    scenarios: docs.scenarios,
    ...(docs.approvals !== undefined && { approvals: docs.approvals }),
    tab,
    ...(panel === undefined ? {} : { panel }),
    ...(docs.profile === undefined ? {} : { profile: docs.profile }),
  };
}

/** Bytes kept free under the cap for the link's header and checksum. */
const HEADER_ROOM = 256;

/** UTF-8 length of the texts: what a link unpacks to, give or take its small header. */
export function stateBytes(docs: Documents): number {
  const encoder = new TextEncoder();
  return (
    encoder.encode(docs.config).length +
    encoder.encode(docs.scenarios).length +
    encoder.encode(docs.approvals ?? "").length
  );
}

export type MadeLink =
  | { readonly ok: true; readonly url: string; readonly fragment: string }
  | { readonly ok: false; readonly bytes: number; readonly limitBytes: number };

/**
 * The link of the documents, or why there is none: a link that would unpack past the cap would never open. With a
 * `baseline`, a proposal: the link carries the documents it changes too (as their edits; `b` in its header).
 */
export function makeLink(
  href: string,
  docs: Documents,
  tab: DocumentId,
  panel?: string,
  baseline?: Documents,
): MadeLink {
  const bytes = stateBytes(docs) + (baseline ? stateBytes(baseline) : 0);
  if (bytes > MAX_STATE_BYTES - HEADER_ROOM) return { ok: false, bytes, limitBytes: MAX_STATE_BYTES };
  const state = stateOf(docs, tab, panel);
  const fragment = encodeState(
    baseline
      ? {
          ...state,
          baseline: {
            config: baseline.config,
            scenarios: baseline.scenarios,
            ...(baseline.approvals !== undefined && { approvals: baseline.approvals }),
          },
        }
      : state,
  );
  return { ok: true, url: shareUrl(href, fragment), fragment };
}
