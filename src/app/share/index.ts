/** The share room of the page: links in the address's fragment, the kept draft, the Share menu and banner. */
export { browserShareEnv } from "./env";
export type { ShareEnv, ShareLocation, ClipboardLike } from "./env";
export { fragmentOf, readLink, shareUrl, stateOf, makeLink, stateBytes } from "./fragment";
export type { MadeLink } from "./fragment";
export { keptDraftKey, keepDraft, loadKeptDraft, forgetKeptDraft } from "../state/drafts";
export type { KeptDraft, KeepResult } from "../state/drafts";
// Opening a link (./open.ts) and the Share menu (./ShareMenu.tsx) are chunks of their own, imported where needed.
export { bringBackDraft, NOTHING_OPENED } from "./opening";
export type { Opening } from "./opening";
export { scanSecrets, redacted, decisionsOf, findingsOf, lineOf } from "./content";
export type { SecretScan, SecretVM } from "./content";
export { ShareBanner } from "./ShareBanner";
export { useShareLink } from "./useShareLink";
export type { ShareSetup, ShareLinkState } from "./useShareLink";
