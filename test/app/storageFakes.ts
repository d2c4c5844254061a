/** Fakes of what the documents store takes from the browser: storages that refuse, timers, a channel between tabs. */
import { memoryStorage, storageError, type KeyValueStorage, type TabChannel, type Timer } from "../../src/app/platform";

/** Storage blocked for the page (policy, private mode): every call throws a SecurityError. */
export function blockedStorage(): KeyValueStorage {
  const refuse = (): never => {
    throw storageError("SecurityError");
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}

/** A full storage: reads work, every write throws a QuotaExceededError. */
export function fullStorage(base: KeyValueStorage = memoryStorage()): KeyValueStorage {
  return {
    getItem: (key) => base.getItem(key),
    setItem: () => {
      throw storageError("QuotaExceededError");
    },
    removeItem: (key) => base.removeItem(key),
  };
}

/** A storage that accepts writes and keeps nothing (it reads back null). */
export function forgetfulStorage(): KeyValueStorage {
  return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
}

/** Channels between tabs: every channel made by one hub hears what the others post (never its own). */
export function channelHub(): { open(): TabChannel & { posted: unknown[] } } {
  const members = new Set<{ deliver(message: unknown): void }>();
  return {
    open() {
      const listeners = new Set<(message: unknown) => void>();
      const member = { deliver: (message: unknown) => listeners.forEach((listener) => listener(message)) };
      members.add(member);
      const posted: unknown[] = [];
      return {
        posted,
        post(message) {
          posted.push(message);
          const copy: unknown = structuredClone(message);
          for (const other of [...members]) if (other !== member) other.deliver(copy);
        },
        listen(listener) {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
        close: () => void members.delete(member),
      };
    },
  };
}

/** A timer that runs nothing until told: `tick(ms)` moves its clock. */
export function fakeTimer(): Timer & { tick(ms: number): void; waiting(): number } {
  let now = 0;
  let next = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  return {
    set(run, ms) {
      due.set(++next, { at: now + ms, run });
      return next;
    },
    clear: (handle) => void due.delete(handle),
    tick(ms) {
      now += ms;
      for (const [handle, job] of [...due]) {
        if (job.at > now) continue;
        due.delete(handle);
        job.run();
      }
    },
    waiting: () => due.size,
  };
}

/** A clock the test moves: each read is one millisecond later. */
export function steppingClock(start = 1000): () => number {
  let now = start;
  return () => ++now;
}

/**
 * A storage with a quota, as a browser's: a write that would bring the characters stored (keys and values) past
 * `limit` throws a QuotaExceededError and changes nothing.
 */
export function quotaStorage(limit: number): KeyValueStorage {
  const map = new Map<string, string>();
  const used = () => [...map].reduce((n, [key, value]) => n + key.length + value.length, 0);
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem(key, value) {
      const old = map.get(key);
      const after = used() - (old === undefined ? 0 : key.length + old.length) + key.length + value.length;
      if (after > limit) throw storageError("QuotaExceededError");
      map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
  };
}
