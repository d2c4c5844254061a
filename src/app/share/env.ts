/**
 * What sharing takes from the browser, passed in so tests can fake it: where the page is (its fragment), a way to
 * drop the fragment once a link is open, the clipboard (absent in some contexts), and storage for the kept draft.
 */
import type { KeyValueStorage, Platform } from "../platform";

export interface ShareLocation {
  readonly href: string;
  readonly hash: string;
}

export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

export interface ShareEnv {
  readonly location: ShareLocation;
  readonly storage: KeyValueStorage;
  readonly clock: () => number;
  /** Removes the fragment from the address bar, so a reload does not open the same link over later edits. */
  readonly clearFragment: () => void;
  /** Calls `listener` when the fragment changes while the page is open (a link pasted into the address bar). */
  readonly onFragmentChange: (listener: () => void) => () => void;
  /** undefined where the page may not use the clipboard (an insecure origin, an old browser). */
  readonly clipboard: ClipboardLike | undefined;
}

/** The browser's share environment, on top of the page's platform. */
export function browserShareEnv(platform: Platform): ShareEnv {
  return {
    location: platform.location,
    storage: platform.storage,
    clock: platform.clock,
    clearFragment() {
      const url = new URL(window.location.href);
      url.hash = "";
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
    },
    onFragmentChange(listener) {
      window.addEventListener("hashchange", listener);
      return () => window.removeEventListener("hashchange", listener);
    },
    clipboard: typeof navigator !== "undefined" && navigator.clipboard ? navigator.clipboard : undefined,
  };
}
