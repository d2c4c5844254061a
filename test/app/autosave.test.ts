import { describe, expect, it } from "vitest";
import { memoryStorage, type KeyValueStorage } from "../../src/app/platform";
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
