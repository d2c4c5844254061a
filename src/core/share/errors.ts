/**
 * Why a share link could not be opened, as data: a stable code (SC4xx, safe to match on), a kind and a message
 * for the page's banner that says what happened and what to do.
 */
import { shareTexts as t } from "./texts";

export type ShareErrorKind =
  | "malformed"
  | "version"
  | "dictionary"
  | "not-base64url"
  | "truncated"
  | "corrupted"
  | "too-large"
  | "not-text"
  | "invalid"
  | "unknown-profile";

/** One code per kind; never renumbered. */
export const SHARE_ERROR_CODES: Readonly<Record<ShareErrorKind, string>> = {
  malformed: "SC401",
  version: "SC402",
  dictionary: "SC403",
  "not-base64url": "SC404",
  truncated: "SC405",
  corrupted: "SC406",
  "too-large": "SC407",
  "not-text": "SC408",
  invalid: "SC409",
  "unknown-profile": "SC411",
};

/** The code of a secret found in a text about to be shared (a warning, not an error of a link). */
export const SECRET_CODE = "SC410";

export interface ShareError {
  readonly code: string;
  readonly kind: ShareErrorKind;
  readonly message: string;
}

/** Builds the error of a kind with its banner message. */
export function shareError(kind: ShareErrorKind, message: string): ShareError {
  return { code: SHARE_ERROR_CODES[kind], kind, message };
}

export const errors = {
  malformed: () => shareError("malformed", t.errors.malformed),
  version: (v: string) => shareError("version", t.errors.version(v)),
  dictionary: (id: string) => shareError("dictionary", t.errors.dictionary(id)),
  notBase64url: () => shareError("not-base64url", t.errors.notBase64url),
  truncated: () => shareError("truncated", t.errors.truncated),
  corrupted: () => shareError("corrupted", t.errors.corrupted),
  tooLarge: (limitBytes: number) => shareError("too-large", t.errors.tooLarge(Math.round(limitBytes / 1048576))),
  notText: () => shareError("not-text", t.errors.notText),
  invalid: (detail: string) => shareError("invalid", t.errors.invalid(detail)),
  unknownProfile: (named: unknown, known: readonly string[]) =>
    shareError("unknown-profile", t.errors.unknownProfile(named, known)),
};
