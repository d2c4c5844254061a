/**
 * What the page takes from the browser, passed in rather than read where it is used: the documents store and
 * autosave get a fake in tests, the real thing in the page.
 */

/** The part of Web Storage that autosave needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Runs a function later; the handle cancels it. */
export interface Timer {
  set(run: () => void, ms: number): number;
  clear(handle: number): void;
}

/** A message channel between the page's tabs (BroadcastChannel in the page, a pair of fakes in tests). */
export interface TabChannel {
  post(message: unknown): void;
  listen(listener: (message: unknown) => void): () => void;
  close(): void;
}

export interface Platform {
  /**
   * localStorage. When the browser refuses it (blocked by policy or private mode), a storage whose every call
   * throws a SecurityError, so whoever saves learns that nothing is kept instead of being told it was.
   */
  readonly storage: KeyValueStorage;
  /** sessionStorage (one per tab, kept across a reload of the tab); memory when the browser refuses it. */
  readonly session: KeyValueStorage;
  /** Milliseconds since the epoch. */
  readonly clock: () => number;
  readonly timer: Timer;
  readonly location: { readonly href: string; readonly hash: string };
  /** A fresh identifier, unique across tabs. */
  readonly newId: () => string;
  /** The channel between this page's tabs; undefined where BroadcastChannel is missing. */
  readonly tabChannel: (name: string) => TabChannel | undefined;
  /** Calls `listener` with the key another tab changed in storage (the `storage` event). */
  readonly onStorageChange: (listener: (key: string | null) => void) => () => void;
}

/** A storage that keeps nothing past the page (tests, and sessionStorage where the browser refuses it). */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** An error carrying a DOMException's name, for browsers and test runners alike. */
export function storageError(name: "SecurityError" | "QuotaExceededError"): Error {
  if (typeof DOMException === "function") return new DOMException("storage", name);
  return Object.assign(new Error("storage"), { name });
}

/** A storage the browser refused: every call throws, as the browser's own would. */
export function blockedStorage(): KeyValueStorage {
  const refuse = (): never => {
    throw storageError("SecurityError");
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}

function usable(read: () => Storage | null | undefined): KeyValueStorage | undefined {
  try {
    const storage = read();
    if (!storage) return undefined;
    storage.getItem("scope-studio:probe");
    return storage;
  } catch {
    return undefined;
  }
}

function broadcastChannel(name: string): TabChannel | undefined {
  if (typeof BroadcastChannel !== "function") return undefined;
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(name);
  } catch {
    return undefined;
  }
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel: the other tabs learn of the change from storage on their next load.
      }
    },
    listen(listener) {
      const onMessage = (event: MessageEvent) => listener(event.data);
      channel.addEventListener("message", onMessage);
      return () => channel.removeEventListener("message", onMessage);
    },
    close: () => channel.close(),
  };
}

/** The browser's platform. */
export function browserPlatform(): Platform {
  let counter = 0;
  return {
    storage: usable(() => window.localStorage) ?? blockedStorage(),
    session: usable(() => window.sessionStorage) ?? memoryStorage(),
    clock: () => Date.now(),
    timer: { set: (run, ms) => window.setTimeout(run, ms), clear: (handle) => window.clearTimeout(handle) },
    location: window.location,
    newId: () =>
      typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
        ? crypto.randomUUID()
        : `${Date.now().toString(36)}-${(++counter).toString(36)}-${performance.now().toString(36)}`,
    tabChannel: broadcastChannel,
    onStorageChange(listener) {
      const onStorage = (event: StorageEvent) => listener(event.key);
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}
