import { describe, expect, it } from "vitest";
import { memoryStorage, storageError } from "../../src/app/platform";
import { LARGE_DRAFT, LEGACY_KEY, probeStorage, refusalOf, writeChecked } from "../../src/app/state/autosave";
import { createDocumentStore } from "../../src/app/state/documents";
import { newestDraft, readDraft, TAB_KEY } from "../../src/app/state/drafts";
import { blockedStorage, fakeTimer, forgetfulStorage, fullStorage } from "./storageFakes";

const docs = { config: '{ "agents": {} }', scenarios: "{}" };
const tabOf = (session: ReturnType<typeof memoryStorage>) => session.getItem(TAB_KEY) ?? "";

describe("what a storage refusal means", () => {
  it.each([
    ["a SecurityError", storageError("SecurityError"), "unavailable"],
    ["a QuotaExceededError", storageError("QuotaExceededError"), "full"],
    ["Firefox's quota error", { name: "NS_ERROR_DOM_QUOTA_REACHED" }, "full"],
    ["the legacy quota code", { name: "Error", code: 22 }, "full"],
    ["any other error", new Error("disk on fire"), "failed"],
    ["a thrown string", "nope", "failed"],
  ])("%s is %s", (_name, error, kind) => {
    expect(refusalOf(error)).toEqual({ ok: false, kind });
  });

  it("never carries the browser's message", () => {
    expect(JSON.stringify(refusalOf(new Error("QuotaExceededError: the quota has been exceeded")))).not.toContain(
      "quota",
    );
  });
});

describe("writing with a read-back", () => {
  it.each([
    ["a working storage", memoryStorage(), { ok: true, kind: "saved" }],
    ["a blocked storage", blockedStorage(), { ok: false, kind: "unavailable" }],
    ["a full storage", fullStorage(), { ok: false, kind: "full" }],
    ["a storage that keeps nothing", forgetfulStorage(), { ok: false, kind: "failed" }],
  ])("on %s is %j", (_name, storage, result) => {
    expect(writeChecked(storage, "k", "v")).toEqual(result);
  });

  it("knows a blocked storage before the first save", () => {
    expect(probeStorage(blockedStorage())).toEqual({ ok: false, kind: "unavailable" });
    expect(probeStorage(memoryStorage())).toBeUndefined();
  });
});

describe("document store", () => {
  it("starts empty on a first visit and saves every edit in the tab's own draft", () => {
    const storage = memoryStorage();
    const session = memoryStorage();
    const store = createDocumentStore({ storage, session, clock: () => 7 });
    expect(store.get()).toMatchObject({ docs: undefined, restored: false, lastSave: undefined });
    store.replace(docs);
    store.setText("scenarios", '{ "sessions": [] }');
    expect(readDraft(storage, tabOf(session))?.docs).toEqual({ ...docs, scenarios: '{ "sessions": [] }' });
    expect(store.get().lastSave).toEqual({ ok: true, kind: "saved" });
  });

  it("restores the tab's own draft on a reload (the same sessionStorage)", () => {
    const storage = memoryStorage();
    const session = memoryStorage();
    createDocumentStore({ storage, session, clock: () => 1 }).replace(docs);
    const again = createDocumentStore({ storage, session, clock: () => 2 });
    expect(again.get()).toMatchObject({ docs, restored: true });
  });

  it("moves the one draft of an earlier version into a draft of its own, and opens it", () => {
    const storage = memoryStorage();
    storage.setItem(LEGACY_KEY, JSON.stringify({ ...docs, savedAt: 0 }));
    const store = createDocumentStore({ storage, clock: () => 5 });
    expect(store.get()).toMatchObject({ docs, restored: true });
    expect(storage.getItem(LEGACY_KEY)).toBeNull();
    expect(newestDraft(storage)?.docs).toEqual(docs);
  });

  it("notifies on change only, and ignores edits before the documents are known", () => {
    const store = createDocumentStore({ storage: memoryStorage(), clock: () => 0 });
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.setText("config", "ignored");
    expect(store.get().docs).toBeUndefined();
    store.replace(docs);
    store.replace(docs);
    store.setText("config", docs.config);
    expect(calls).toBe(1);
    stop();
    store.setText("config", "{}");
    expect(calls).toBe(1);
    expect(store.get().docs?.config).toBe("{}");
  });

  it.each([
    ["blocked", blockedStorage(), "unavailable"],
    ["full", fullStorage(), "full"],
    ["keeping nothing", forgetfulStorage(), "failed"],
  ])("keeps working when storage is %s, and says so as a kind", (_name, storage, kind) => {
    const store = createDocumentStore({ storage, clock: () => 0 });
    store.replace(docs);
    expect(store.get().docs).toEqual(docs);
    expect(store.get().lastSave).toEqual({ ok: false, kind });
  });

  it.each([
    ["a small draft: the storage is full", 1000, "full"],
    ["a draft past a million characters: too large to keep", LARGE_DRAFT + 1, "tooLarge"],
  ])("names a quota refusal of %s", (_name, length, kind) => {
    const store = createDocumentStore({ storage: fullStorage(), clock: () => 0 });
    const big = { config: `[${"0".repeat(length)}]`, scenarios: "{}" };
    store.replace(big);
    expect(store.get().docs).toEqual(big);
    expect(store.get().lastSave).toEqual({ ok: false, kind });
  });

  it("never calls a draft too large when the storage is blocked or forgets it", () => {
    const big = { config: "0".repeat(LARGE_DRAFT + 1), scenarios: "{}" };
    for (const [storage, kind] of [
      [blockedStorage(), "unavailable"],
      [forgetfulStorage(), "failed"],
    ] as const) {
      const store = createDocumentStore({ storage, clock: () => 0 });
      store.replace(big);
      expect(store.get().lastSave).toEqual({ ok: false, kind });
    }
  });

  it("says from the start that a blocked storage keeps nothing, before any edit", () => {
    const store = createDocumentStore({ storage: blockedStorage(), session: blockedStorage(), clock: () => 0 });
    expect(store.get().lastSave).toEqual({ ok: false, kind: "unavailable" });
  });
});

describe("document store saving once typing pauses", () => {
  const typed = (n: number) => `{ "agents": { "list": [] }, "n": ${n} }`;

  it("saves the last text once no edit came for the pause, and once only", () => {
    const storage = memoryStorage();
    const session = memoryStorage();
    const timer = fakeTimer();
    const store = createDocumentStore({ storage, session, clock: () => 0, saveAfter: { timer, ms: 300 } });
    store.replace(docs);
    for (let i = 0; i < 5; i++) {
      store.setText("config", typed(i));
      timer.tick(100);
    }
    expect(newestDraft(storage)).toBeUndefined();
    expect(store.get().docs?.config).toBe(typed(4));
    timer.tick(200);
    expect(readDraft(storage, tabOf(session))?.docs).toEqual({ ...docs, config: typed(4) });
    expect(store.get().lastSave).toEqual({ ok: true, kind: "saved" });
    expect(timer.waiting()).toBe(0);
  });

  it("saves at once on flush (the page is hidden or left), and flush with nothing waiting does nothing", () => {
    const storage = memoryStorage();
    const timer = fakeTimer();
    const store = createDocumentStore({ storage, clock: () => 0, saveAfter: { timer, ms: 300 } });
    let calls = 0;
    store.subscribe(() => calls++);
    store.replace(docs);
    store.setText("scenarios", '{ "sessions": [] }');
    store.flush();
    expect(newestDraft(storage)?.docs).toEqual({ ...docs, scenarios: '{ "sessions": [] }' });
    expect(timer.waiting()).toBe(0);
    const before = calls;
    store.flush();
    expect(calls).toBe(before);
  });

  it("reports a full storage when the delayed save runs", () => {
    const timer = fakeTimer();
    const store = createDocumentStore({ storage: fullStorage(), clock: () => 0, saveAfter: { timer, ms: 300 } });
    store.replace(docs);
    expect(store.get().lastSave).toBeUndefined();
    timer.tick(300);
    expect(store.get().lastSave).toEqual({ ok: false, kind: "full" });
  });
});
