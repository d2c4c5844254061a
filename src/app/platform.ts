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

export interface Platform {
  readonly storage: KeyValueStorage;
  /** Milliseconds since the epoch. */
  readonly clock: () => number;
  readonly timer: Timer;
  readonly location: { readonly href: string; readonly hash: string };
}

/** A storage that keeps nothing: the page still works when localStorage is unavailable (private mode, policy). */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** The browser's platform: localStorage when it can be used, else memory. */
export function browserPlatform(): Platform {
  let storage: KeyValueStorage;
  try {
    storage = window.localStorage;
    storage.getItem("scope-studio:probe");
  } catch {
    storage = memoryStorage();
  }
  return {
    storage,
    clock: () => Date.now(),
    timer: { set: (run, ms) => window.setTimeout(run, ms), clear: (handle) => window.clearTimeout(handle) },
    location: window.location,
  };
}
