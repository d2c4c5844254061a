/** The share room of the page: links in the address's fragment, the kept draft, the Share menu and banner. */
export { browserShareEnv } from "./env";
export type { ShareEnv, ShareLocation, ClipboardLike } from "./env";
export { fragmentOf, readLink, shareUrl, stateOf, makeLink, stateBytes } from "./fragment";
export type { MadeLink } from "./fragment";
export { keptDraftKey, keepDraft, loadKeptDraft, forgetKeptDraft } from "./draft";
export type { KeptDraft, KeepResult } from "./draft";
export { openSharedLink, bringBackDraft, NOTHING_OPENED } from "./open";
export type { Opening } from "./open";
export { scanSecrets, redacted, decisionsOf, findingsOf, lineOf } from "./content";
export type { SecretScan, SecretVM } from "./content";
export { ShareMenu } from "./ShareMenu";
export { ShareBanner } from "./ShareBanner";
export { useShareLink } from "./useShareLink";
export type { ShareSetup, ShareLinkState } from "./useShareLink";
