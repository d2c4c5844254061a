import { describe, expect, it } from "vitest";
import { encodeState } from "../../src/core/index";
import { memoryStorage, type KeyValueStorage, type TabChannel } from "../../src/app/platform";
import { openSharedLink } from "../../src/app/share/open";
import { createDocumentStore, type DocumentStore } from "../../src/app/state/documents";
import { DRAFT_PREFIX, INDEX_KEY, MAX_DRAFTS, readDraft, readIndex, TAB_KEY } from "../../src/app/state/drafts";
import { tabMessageOf } from "../../src/app/state/tabs";
import { channelHub, steppingClock } from "./storageFakes";

const start = { config: '{ "agents": {} }', scenarios: "{}" };
const text = (who: string) => `{ "agents": { "list": [{ "id": "${who}" }] } }`;

/** One browser: a localStorage shared by its tabs, a channel between them, one clock. */
function browser(options: { channel?: boolean } = {}) {
  const storage = memoryStorage();
  const hub = channelHub();
  const clock = steppingClock();
  const storageListeners = new Set<(key: string | null) => void>();
  let ids = 0;
  /** A tab: its own sessionStorage (kept across its reloads), its own store. */
  const tab = (session: KeyValueStorage = memoryStorage()) => {
    const channel: TabChannel | undefined = options.channel === false ? undefined : hub.open();
    const store = createDocumentStore({
      storage,
      session,
      clock,
      channel,
      newId: () => `id${++ids}`,
      onStorageChange(listener) {
        storageListeners.add(listener);
        return () => void storageListeners.delete(listener);
      },
    });
    return { store, session, reload: () => (store.close(), tab(session)) };
  };
  /** What the browser does in the other tabs when one writes a key (the `storage` event). */
  const storageEvent = (key: string) => storageListeners.forEach((listener) => listener(key));
  return { storage, tab, storageEvent };
}

const config = (store: DocumentStore) => store.get().docs?.config;

describe("each tab's work is its own", () => {
  it("two tabs editing one draft keep both edits, across reloads, and the older one hears of the newer", () => {
    const b = browser();
    let tabA = b.tab();
    tabA.store.replace(start);
    tabA.store.setText("config", text("a1"));
    let tabB = b.tab();
    expect(config(tabB.store)).toBe(text("a1"));
    tabB.store.setText("config", text("b1"));
    tabA.store.setText("config", text("a2"));
    expect(tabB.store.get().other).toMatchObject({ tab: tabA.session.getItem(TAB_KEY) });

    tabA = tabA.reload();
    tabB = tabB.reload();
    expect(config(tabA.store)).toBe(text("a2"));
    expect(config(tabB.store)).toBe(text("b1"));
    expect(tabA.store.get().other).toBeUndefined();
    expect(tabB.store.get().other).toMatchObject({ tab: tabA.session.getItem(TAB_KEY) });
  });

  it("a new tab opens the newest work", () => {
    const b = browser();
    const tabA = b.tab();
    tabA.store.replace(start);
    const tabB = b.tab(); // started from A's work
    tabB.store.setText("config", text("b"));
    tabA.store.setText("config", text("a"));
    expect(config(b.tab().store)).toBe(text("a"));
  });

  it("a link opened in tab B is kept in B's draft and survives tab A's next edit", () => {
    const b = browser();
    const tabA = b.tab();
    tabA.store.replace(start);
    let tabB = b.tab();
    const shared = { config: text("shared"), scenarios: "{}" };
    const hash = `#${encodeState(shared)}`;
    const env = { location: { href: `https://x/${hash}`, hash }, storage: b.storage, clock: () => 1 };
    expect(openSharedLink({ ...env, clearFragment: () => undefined }, tabB.store).kind).toBe("opened");
    tabA.store.setText("config", text("a"));
    tabB = tabB.reload();
    expect(tabB.store.get().docs).toEqual(shared);
    expect(config(tabA.reload().store)).toBe(text("a"));
  });

  it("loading the other tab's version replaces the texts as a loaded change and ends the announcement", () => {
    const b = browser();
    const tabA = b.tab();
    tabA.store.replace(start);
    const tabB = b.tab();
    tabB.store.setText("config", text("b"));
    tabA.store.setText("config", text("a"));
    tabB.store.loadOther();
    expect(tabB.store.get()).toMatchObject({ docs: { config: text("a") }, origin: "loaded", other: undefined });
    // B's copy now equals A's: A is told nothing, and B's own version was A's to load back.
    expect(tabA.store.get().other).toBeUndefined();
  });

  it("keeping mine ends the announcement, also after a reload, until the other tab edits again", () => {
    const b = browser();
    const tabA = b.tab();
    tabA.store.replace(start);
    let tabB = b.tab();
    tabB.store.setText("config", text("b"));
    tabA.store.setText("config", text("a"));
    tabB.store.keepMine();
    expect(tabB.store.get()).toMatchObject({ docs: { config: text("b") }, other: undefined });
    tabB = tabB.reload();
    expect(tabB.store.get().other).toBeUndefined();
    tabA.store.setText("config", text("a again"));
    expect(tabB.store.get().other).toBeDefined();
  });

  it("tabs on unrelated drafts are not told of each other's edits", () => {
    const b = browser();
    const tabA = b.tab();
    const tabB = b.tab(); // both first visits: nothing saved yet, two lineages
    tabA.store.replace(start);
    tabB.store.replace({ ...start, scenarios: '{ "calls": [] }' });
    tabA.store.setText("config", text("a"));
    expect(tabB.store.get().other).toBeUndefined();
  });

  it("without a channel, the storage event tells of the other tab's save", () => {
    const b = browser({ channel: false });
    const tabA = b.tab();
    tabA.store.replace(start);
    const tabB = b.tab();
    tabB.store.setText("config", text("b"));
    tabA.store.setText("config", text("a"));
    expect(tabB.store.get().other).toBeUndefined();
    b.storageEvent(INDEX_KEY);
    expect(tabB.store.get().other).toBeDefined();
  });

  it("a duplicated tab (an inherited sessionStorage) takes an id of its own", () => {
    const b = browser();
    const tabA = b.tab();
    tabA.store.replace(start);
    const copy = memoryStorage();
    copy.setItem(TAB_KEY, tabA.session.getItem(TAB_KEY) ?? "");
    const dup = b.tab(copy);
    expect(copy.getItem(TAB_KEY)).not.toBe(tabA.session.getItem(TAB_KEY));
    dup.store.setText("config", text("dup"));
    expect(config(tabA.reload().store)).toBe(start.config);
  });

  it("ignores messages that are not ours", () => {
    expect.hasAssertions();
    for (const value of [null, 1, "saved", { kind: "saved", tab: 1 }, { kind: "hello", tab: "x" }, { kind: "x" }])
      expect(tabMessageOf(value)).toBeUndefined();
  });
});

describe("drafts kept in storage", () => {
  it(`keeps the ${MAX_DRAFTS} newest drafts, and never one a live tab owns`, () => {
    const b = browser();
    const first = b.tab(); // live: it says hello to every later tab
    first.store.replace({ ...start, config: text("first") });
    const firstId = first.session.getItem(TAB_KEY) ?? "";
    for (let i = 0; i < MAX_DRAFTS + 3; i++) {
      const t = b.tab();
      t.store.setText("config", text(`t${i}`));
      t.store.close(); // closed: its draft may go once newer ones come
    }
    const ids = readIndex(b.storage).map((meta) => meta.id);
    expect(ids).toHaveLength(MAX_DRAFTS + 1);
    expect(ids).toContain(firstId);
    expect(readDraft(b.storage, firstId)?.docs.config).toBe(text("first"));
    const keys = [...Array(200).keys()].map((n) => `${DRAFT_PREFIX}id${n}`).filter((k) => b.storage.getItem(k));
    expect(keys).toHaveLength(MAX_DRAFTS + 1);
  });
});
