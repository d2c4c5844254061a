import { describe, expect, it } from "vitest";
import { memoryStorage, type KeyValueStorage, type Timer } from "../../src/app/platform";
import { loadDocuments, saveDocuments, STORAGE_KEY } from "../../src/app/state/autosave";
import { createDocumentStore } from "../../src/app/state/documents";

const docs = { config: '{ "agents": {} }', scenarios: "{}" };

function fullStorage(): KeyValueStorage {
  return {
    getItem: () => null,
    setItem: () => {
      throw new Error("quota exceeded");
    },
    removeItem: () => undefined,
  };
}

describe("autosave", () => {
  it("reads back what it saved", () => {
    const storage = memoryStorage();
    expect(saveDocuments(storage, docs, 1)).toEqual({ ok: true });
    expect(loadDocuments(storage)).toEqual(docs);
  });

  it.each([
    ["nothing stored", undefined],
    ["not JSON", "{"],
    ["not an object", "[1]"],
    ["missing scenarios", JSON.stringify({ config: "{}" })],
    ["a number for config", JSON.stringify({ config: 1, scenarios: "{}" })],
    ["inherited keys only", '{"__proto__": {"config": "{}", "scenarios": "{}"}}'],
  ])("ignores %s", (_name, raw) => {
    const storage = memoryStorage();
    if (raw !== undefined) storage.setItem(STORAGE_KEY, raw);
    expect(loadDocuments(storage)).toBeUndefined();
  });

  it("reports a full storage as data", () => {
    expect(saveDocuments(fullStorage(), docs, 1)).toEqual({ ok: false, error: "quota exceeded" });
  });
});

describe("document store", () => {
  it("starts empty on a first visit and saves every edit", () => {
    const storage = memoryStorage();
    const store = createDocumentStore({ storage, clock: () => 7 });
    expect(store.get()).toMatchObject({ docs: undefined, restored: false });
    store.replace(docs);
    store.setText("scenarios", '{ "sessions": [] }');
    expect(loadDocuments(storage)).toEqual({ ...docs, scenarios: '{ "sessions": [] }' });
    expect(JSON.parse(storage.getItem(STORAGE_KEY) ?? "")).toMatchObject({ savedAt: 7 });
  });

  it("restores the texts of an earlier visit", () => {
    const storage = memoryStorage();
    saveDocuments(storage, docs, 0);
    const store = createDocumentStore({ storage, clock: () => 0 });
    expect(store.get()).toMatchObject({ docs, restored: true });
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

  it("keeps working when saving fails, and says so", () => {
    const store = createDocumentStore({ storage: fullStorage(), clock: () => 0 });
    store.replace(docs);
    expect(store.get().docs).toEqual(docs);
    expect(store.get().lastSave).toEqual({ ok: false, error: "quota exceeded" });
  });
});

/** A timer that runs nothing until told: `tick(ms)` moves its clock. */
function fakeTimer(): Timer & { tick(ms: number): void; waiting(): number } {
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

describe("document store saving once typing pauses", () => {
  const typed = (n: number) => `{ "agents": { "list": [] }, "n": ${n} }`;

  it("saves the last text once no edit came for the pause, and once only", () => {
    const storage = memoryStorage();
    const timer = fakeTimer();
    const store = createDocumentStore({ storage, clock: () => 0, saveAfter: { timer, ms: 300 } });
    store.replace(docs);
    for (let i = 0; i < 5; i++) {
      store.setText("config", typed(i));
      timer.tick(100);
    }
    expect(loadDocuments(storage)).toBeUndefined();
    expect(store.get().docs?.config).toBe(typed(4));
    timer.tick(200);
    expect(loadDocuments(storage)).toEqual({ ...docs, config: typed(4) });
    expect(store.get().lastSave).toEqual({ ok: true });
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
    expect(loadDocuments(storage)).toEqual({ ...docs, scenarios: '{ "sessions": [] }' });
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
    expect(store.get().lastSave).toEqual({ ok: false, error: "quota exceeded" });
  });
});
