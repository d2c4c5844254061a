/** The share room's public face: link codec, dictionaries, where a link fits, secret scan, Markdown block. */
export { encodeState, decodeState, MAX_STATE_BYTES, MAX_LINK_CHARS, SHARE_VERSION } from "./codec";
export type { DecodeResult, EncodeOptions } from "./codec";
export type { SharedState } from "./schema";
export { SHARE_ERROR_CODES, SECRET_CODE } from "./errors";
export type { ShareError, ShareErrorKind } from "./errors";
export { DICTIONARY_IDS, dictionaryById } from "./dictionaries";
export { linkFits, DESTINATIONS } from "./meter";
export type { Destination, DestinationId, LinkFit } from "./meter";
export { findSecrets, redactSecrets, SECRET_SCAN_LIMIT } from "./secrets";
export type { FoundSecret, SecretKind } from "./secrets";
export { toMarkdown, fenceFor, inertMarkdown } from "./markdown";
export type { MarkdownInput, MarkdownExpectation, MarkdownProblem } from "./markdown";
export { MAX_MARKDOWN_FAILED, MAX_MARKDOWN_PROBLEMS } from "./markdown";
export { shareTexts } from "./texts";
