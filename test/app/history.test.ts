/**
 * The documents' history: snapshots kept in the browser's database (a fake here), listed newest first, said to be
 * unkept when the browser refuses; persistent storage asked for once, on the first snapshot. The baseline, kept per
 * tab next to the draft, back after a reload of the tab, honest when storage refuses. Replacing the documents
 * snapshots the texts it replaces.
 */
import { describe, expect, it, vi } from "vitest";
import { memorySnapshotDb, memoryStorage, type Snapshot } from "../../src/app/platform";
import { BASELINES_KEY, createBaselineStore } from "../../src/app/state/baseline";
import { saveDraft } from "../../src/app/state/drafts";
import { beforeReplacing } from "../../src/app/state/history";
import { createSnapshotStore } from "../../src/app/state/snapshots";
import { blockedStorage } from "./storageFakes";

const A = { config: '{ "agents": {} }', scenarios: "{}" };
const B = { config: '{ "agents": { "list": [] } }', scenarios: "{}" };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function snapshots(db = memorySnapshotDb(), persist = vi.fn(() => Promise.resolve(true))) {
  let now = 1000;
  let id = 0;
  const store = createSnapshotStore({ db, clock: () => (now += 10), newId: () => `s${++id}`, persist });
  return { store, db, persist };
}

describe("the snapshot store", () => {
  it("keeps each snapshot in the database, newest first, and reads them back in a new page", async () => {
    const { store, db } = snapshots();
    await store.take("first", A);
    await store.take("second", B);
    expect(store.get().list.map((s) => s.name)).toEqual(["second", "first"]);
    expect([...db.kept.values()].map((s) => [s.name, s.config])).toEqual([
      ["first", A.config],
      ["second", B.config],
    ]);
    const later = createSnapshotStore({ db, clock: () => 0, newId: () => "x" });
    await flush();
    expect(later.get()).toMatchObject({ loaded: true, problem: undefined });
    expect(later.get().list.map((s) => s.name)).toEqual(["second", "first"]);
  });

  it("does not take the same texts twice in a row", async () => {
    const { store } = snapshots();
    const first = await store.take("one", A);
    expect(await store.take("two", A)).toBe(first);
    expect(store.get().list).toHaveLength(1);
  });

  it("asks for persistent storage once, on the first snapshot", async () => {
    const { store, persist } = snapshots();
    expect(persist).not.toHaveBeenCalled();
    await store.take("one", A);
    await store.take("two", B);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it("deletes a snapshot from the list and the database", async () => {
    const { store, db } = snapshots();
    const s = await store.take("one", A);
    await store.remove(s.id);
    expect(store.get().list).toEqual([]);
    expect(db.kept.size).toBe(0);
  });

  it.each([
    ["the database refuses", memorySnapshotDb(true), "unavailable"],
    ["there is no database", undefined, "unavailable"],
  ] as const)("says snapshots are not kept when %s, and keeps them for the page", async (_name, db, problem) => {
    const store = createSnapshotStore({ db, clock: () => 1, newId: () => "s" });
    await flush();
    await store.take("one", A);
    expect(store.get()).toMatchObject({ loaded: true, problem });
    expect(store.get().list.map((s: Snapshot) => s.name)).toEqual(["one"]);
  });

  it("says a snapshot failed when a write is refused", async () => {
    const db = memorySnapshotDb();
    const store = createSnapshotStore({
      db: { ...db, put: () => Promise.reject(new Error("quota")) },
      clock: () => 1,
      newId: () => "s",
    });
    await store.take("one", A);
    expect(store.get().problem).toBe("failed");
  });
});

describe("the baseline store", () => {
  it("opens with what the page opened, and a reload of the tab keeps the chosen one", () => {
    const storage = memoryStorage();
    const first = createBaselineStore(storage, "tab1");
    first.openIfNone({ kind: "link", docs: A });
    first.choose({ kind: "snapshot", name: "s", snapshotId: "s1", docs: B });
    expect(first.docs()).toEqual(B);
    const reloaded = createBaselineStore(storage, "tab1");
    reloaded.openIfNone({ kind: "restored", docs: B });
    expect(reloaded.get()).toMatchObject({
      chosen: { kind: "snapshot", name: "s", snapshotId: "s1", docs: B },
      opened: { kind: "link", docs: A },
      kept: true,
    });
  });

  it("another tab has its own baseline", () => {
    const storage = memoryStorage();
    createBaselineStore(storage, "tab1").open({ kind: "link", docs: A });
    expect(createBaselineStore(storage, "tab2").get().chosen).toBeUndefined();
  });

  it("tells its listeners, and says so when storage refuses to keep it", () => {
    const store = createBaselineStore(blockedStorage(), "tab1");
    const heard = vi.fn();
    store.subscribe(heard);
    store.open({ kind: "example", name: "Starter", docs: A });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ kept: false, chosen: { kind: "example", docs: A } });
  });

  it("drops the baselines of tabs whose drafts storage no longer lists", () => {
    const storage = memoryStorage();
    saveDraft(storage, { id: "old", lineage: "old", editedAt: 1, docs: A, known: 0 }, new Set(["old"]));
    createBaselineStore(storage, "old").open({ kind: "link", docs: A });
    createBaselineStore(storage, "gone").open({ kind: "link", docs: A });
    createBaselineStore(storage, "new").open({ kind: "link", docs: B });
    expect(JSON.parse(storage.getItem(BASELINES_KEY) ?? "{}")).toEqual({ tabs: ["new", "old"] });
    expect(createBaselineStore(storage, "gone").get().chosen).toBeUndefined();
    expect(createBaselineStore(storage, "old").get().chosen?.docs).toEqual(A);
  });
});

describe("replacing the documents", () => {
  it("snapshots the texts it replaces, then makes what was opened the baseline", async () => {
    const history = { baseline: createBaselineStore(memoryStorage(), "t"), snapshots: snapshots().store };
    beforeReplacing(history, "Before opening Starter", A, { kind: "example", name: "Starter", docs: B });
    await flush();
    expect(history.snapshots.get().list.map((s) => [s.name, s.config])).toEqual([["Before opening Starter", A.config]]);
    expect(history.baseline.get().chosen).toEqual({ kind: "example", name: "Starter", docs: B });
  });

  it("takes no snapshot when the texts are the same, or there were none", async () => {
    const history = { baseline: createBaselineStore(memoryStorage(), "t"), snapshots: snapshots().store };
    beforeReplacing(history, "x", A, { kind: "link", docs: A });
    beforeReplacing(history, "y", undefined, { kind: "link", docs: B });
    await flush();
    expect(history.snapshots.get().list).toEqual([]);
  });
});
