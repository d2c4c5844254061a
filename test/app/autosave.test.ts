import { describe, expect, it } from "vitest";
import { memoryStorage, storageError } from "../../src/app/platform";
import { LARGE_DRAFT, LEGACY_KEY, probeStorage, refusalOf, writeChecked } from "../../src/app/state/autosave";
import { createDocumentStore } from "../../src/app/state/documents";
import { notSavedText } from "../../src/app/state/OtherTabBanner";
import { newestDraft, readDraft, TAB_KEY } from "../../src/app/state/drafts";
import { blockedStorage, fakeTimer, forgetfulStorage, fullStorage, quotaStorage, steppingClock } from "./storageFakes";

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
    ["a small draft: the storage is full", 1000, { ok: false, kind: "full" }],
    [
      "a draft past a million characters: too large to keep, and which document",
      LARGE_DRAFT + 1,
      { ok: false, kind: "tooLarge", notKept: [{ doc: "config", chars: LARGE_DRAFT + 3 }] },
    ],
  ])("names a quota refusal of %s", (_name, length, refusal) => {
    const store = createDocumentStore({ storage: fullStorage(), clock: () => 0 });
    const big = { config: `[${"0".repeat(length)}]`, scenarios: "{}" };
    store.replace(big);
    expect(store.get().docs).toEqual(big);
    expect(store.get().lastSave).toEqual(refusal);
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
    expect(store.get().saves).toBe(0);
    timer.tick(200);
    expect(readDraft(storage, tabOf(session))?.docs).toEqual({ ...docs, config: typed(4) });
    expect(store.get().lastSave).toEqual({ ok: true, kind: "saved" });
    expect(store.get().saves).toBe(1);
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

describe("a document too large to keep", () => {
  /** About 1.1 MB of config: 8,000 agents, as a paste brings it. */
  const big = JSON.stringify(
    {
      agents: {
        list: Array.from({ length: 8000 }, (_, i) => ({
          id: `agent-${i}`,
          workspace: `/srv/agents/agent-${i}/work`,
          model: "anthropic/claude-sonnet",
        })),
      },
    },
    null,
    2,
  );
  const edited = '{ "sessions": [{ "key": "agent:agent-1:main" }] }';
  /** Room for the small documents' drafts, not for the big one. */
  const QUOTA = 1_000_000;

  it("is named with its size, the draft before it stays (never emptied) and the other document is still saved", () => {
    expect(big.length).toBeGreaterThan(1_100_000);
    const storage = quotaStorage(QUOTA);
    const session = memoryStorage();
    const store = createDocumentStore({ storage, session, clock: steppingClock() });
    store.replace(docs);
    expect(store.get().lastSave).toEqual({ ok: true, kind: "saved" });

    store.setText("config", big);
    expect(store.get().docs?.config).toBe(big);
    expect(store.get().lastSave).toMatchObject({
      ok: false,
      kind: "tooLarge",
      notKept: [{ doc: "config", chars: big.length }],
    });
    expect(readDraft(storage, tabOf(session))?.docs).toEqual(docs);

    store.setText("scenarios", edited);
    expect(readDraft(storage, tabOf(session))?.docs).toEqual({ config: docs.config, scenarios: edited });
    expect(store.get().lastSave).toEqual({
      ok: false,
      kind: "tooLarge",
      notKept: [{ doc: "config", chars: big.length }],
      restSaved: true,
    });
    store.setProfile("openclaw-2026.9");
    expect(readDraft(storage, tabOf(session))?.docs).toEqual({
      config: docs.config,
      scenarios: edited,
      profile: "openclaw-2026.9",
    });

    // A reload of the tab opens what was kept; a config that fits is saved again.
    const again = createDocumentStore({ storage, session, clock: steppingClock(5000) });
    expect(again.get().docs).toEqual({ config: docs.config, scenarios: edited, profile: "openclaw-2026.9" });
    store.setText("config", '{ "agents": { "list": [] } }');
    expect(store.get().lastSave).toEqual({ ok: true, kind: "saved" });
    expect(readDraft(storage, tabOf(session))?.docs.config).toBe('{ "agents": { "list": [] } }');
  });

  it.each([
    ["at once", undefined],
    ["once typing pauses", 300],
  ])("never writes an empty draft over the one before when saving %s", (_name, ms) => {
    const storage = quotaStorage(QUOTA);
    const timer = fakeTimer();
    const store = createDocumentStore({
      storage,
      clock: steppingClock(),
      ...(ms === undefined ? {} : { saveAfter: { timer, ms } }),
    });
    store.replace(docs);
    timer.tick(300);
    store.setText("config", big);
    timer.tick(300);
    store.flush();
    expect(newestDraft(storage)?.docs).toEqual(docs);
    expect(store.get().lastSave).toMatchObject({ ok: false, kind: "tooLarge" });
  });

  it("with no draft of its own to fall back on, keeps nothing rather than a draft without it", () => {
    const storage = quotaStorage(QUOTA);
    const store = createDocumentStore({ storage, clock: steppingClock() });
    store.replace({ config: big, scenarios: edited });
    expect(newestDraft(storage)).toBeUndefined();
    expect(store.get().lastSave).toEqual({
      ok: false,
      kind: "tooLarge",
      notKept: [{ doc: "config", chars: big.length }],
    });
  });
});

describe("what the status line says of a draft not kept whole", () => {
  it.each([
    [
      "a config too large, the scenarios kept",
      { ok: false, kind: "tooLarge", notKept: [{ doc: "config", chars: 1_117_820 }], restSaved: true },
      "Not saved: openclaw.json is too large to keep in this browser (1.1 MB). It stays while this tab is open; copy it into a file to keep it. scenarios.json is saved.",
    ],
    [
      "a config too large, nothing kept",
      { ok: false, kind: "tooLarge", notKept: [{ doc: "config", chars: 2_400_000 }] },
      "Not saved: openclaw.json is too large to keep in this browser (2.4 MB). It stays while this tab is open; copy it into a file to keep it.",
    ],
    [
      "scenarios that do not fit a full storage, the config kept",
      { ok: false, kind: "full", notKept: [{ doc: "scenarios", chars: 40_000 }], restSaved: true },
      "Not saved: scenarios.json does not fit in this browser's storage for this page, which is full. It stays while this tab is open; copy a share link to keep it. openclaw.json is saved.",
    ],
    [
      "a full storage, nothing named",
      { ok: false, kind: "full" },
      "Not saved: this browser's storage for this page is full. Your work stays while this tab is open; copy a share link to keep it.",
    ],
  ] as const)("%s", (_name, save, words) => {
    expect(notSavedText(save, "openclaw.json")).toBe(words);
  });
});
