/**
 * What the page takes from the browser, passed in rather than read where it is used: the documents store and
 * autosave get a fake in tests, the real thing in the page.
 */
import type { ProfileId } from "../core/index";

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

/** A named snapshot of both documents, as kept in the browser. */
export interface Snapshot {
  readonly id: string;
  readonly name: string;
  /** When it was taken (milliseconds since the epoch). */
  readonly at: number;
  readonly config: string;
  readonly scenarios: string;
  /** The host's approvals document, when the page had one. */
  readonly approvals?: string;
  /** The profile chosen for the texts, when one was (else it is detected from the config). */
  readonly profile?: ProfileId;
}

/** Where snapshots are kept (IndexedDB in the page, memory in tests). Every call may reject: storage refused. */
export interface SnapshotDb {
  list(): Promise<Snapshot[]>;
  put(snapshot: Snapshot): Promise<void>;
  remove(id: string): Promise<void>;
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
  /** The snapshots' store; undefined where the browser has no IndexedDB. */
  readonly snapshots?: SnapshotDb;
  /** Asks the browser to keep this page's storage under pressure (navigator.storage.persist), where it can. */
  readonly persistStorage?: () => Promise<boolean>;
}

/** Snapshots kept in memory (tests): `refuse` makes every call reject, as a browser that blocks storage does. */
export function memorySnapshotDb(refuse = false): SnapshotDb & { readonly kept: Map<string, Snapshot> } {
  const kept = new Map<string, Snapshot>();
  const check = (): Promise<void> => (refuse ? Promise.reject(storageError("SecurityError")) : Promise.resolve());
  return {
    kept,
    list: () => check().then(() => [...kept.values()]),
    put: (snapshot) => check().then(() => void kept.set(snapshot.id, snapshot)),
    remove: (id) => check().then(() => void kept.delete(id)),
  };
}

const SNAPSHOT_DB = "scope-studio";
const SNAPSHOT_STORE = "snapshots";

/** Snapshots in IndexedDB: one database, one object store keyed by id; opened on first use. */
function indexedDbSnapshots(factory: IDBFactory): SnapshotDb {
  let opened: Promise<IDBDatabase> | undefined;
  const db = (): Promise<IDBDatabase> =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(SNAPSHOT_DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(SNAPSHOT_STORE, { keyPath: "id" });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? storageError("SecurityError"));
    }).catch((error: unknown) => {
      opened = undefined;
      throw error;
    }));
  const run = <R>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> =>
    db().then(
      (database) =>
        new Promise<R>((resolve, reject) => {
          const tx = database.transaction(SNAPSHOT_STORE, mode);
          const request = work(tx.objectStore(SNAPSHOT_STORE));
          tx.oncomplete = () => resolve(request.result);
          tx.onerror = tx.onabort = () => reject(tx.error ?? storageError("QuotaExceededError"));
        }),
    );
  return {
    list: () => run("readonly", (store) => store.getAll() as IDBRequest<Snapshot[]>),
    put: (snapshot) => run("readwrite", (store) => store.put(snapshot)).then(() => undefined),
    remove: (id) => run("readwrite", (store) => store.delete(id)).then(() => undefined),
  };
}

function openIndexedDb(): IDBFactory | undefined {
  try {
    return typeof indexedDB === "undefined" ? undefined : indexedDB;
  } catch {
    return undefined;
  }
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
  const idb = openIndexedDb();
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
    ...(idb ? { snapshots: indexedDbSnapshots(idb) } : {}),
    persistStorage: () =>
      typeof navigator !== "undefined" && navigator.storage && typeof navigator.storage.persist === "function"
        ? navigator.storage.persist().catch(() => false)
        : Promise.resolve(false),
    onStorageChange(listener) {
      const onStorage = (event: StorageEvent) => listener(event.key);
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}
