import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeState, encodeState, MAX_STATE_BYTES } from "../../src/core/index";
import { memoryStorage } from "../../src/app/platform";
import { fragmentOf, makeLink, readLink, shareUrl, stateOf } from "../../src/app/share/fragment";
import { bringBackDraft, openSharedLink } from "../../src/app/share/open";
import { STORAGE_KEY } from "../../src/app/state/autosave";
import { createDocumentStore, type Documents } from "../../src/app/state/documents";
import { keptDraftKey, loadKeptDraft, newestDraft } from "../../src/app/state/drafts";

const draft = { config: '{ "agents": { "list": [{ "id": "mine" }] } }', scenarios: "{}" };
const shared = { config: '{ "agents": { "list": [{ "id": "theirs" }] } }', scenarios: '{ "calls": [] }' };

/** A page at `hash` with a storage that already holds `saved` (the local draft), if given. */
function page(hash: string, saved?: Documents) {
  const storage = memoryStorage();
  if (saved) storage.setItem(STORAGE_KEY, JSON.stringify({ ...saved, savedAt: 1 }));
  const cleared: string[] = [];
  const env = {
    location: { href: `https://studio.example/app/?q=1${hash}`, hash },
    storage,
    clock: () => 42,
    clearFragment: () => void cleared.push(hash),
  };
  const store = createDocumentStore({ storage, clock: () => 42 });
  return { env, store, storage, cleared };
}

describe("reading the fragment from a location", () => {
  it.each([
    ["", undefined],
    ["#", undefined],
    ["#  ", undefined],
    ["#v1.0.abc", "v1.0.abc"],
    ["v1.1.xyz", "v1.1.xyz"],
  ])("hash %j gives %j", (hash, fragment) => {
    expect(fragmentOf({ hash })).toBe(fragment);
  });

  it("a location without a fragment opens nothing", () => {
    expect(readLink({ hash: "" })).toBeUndefined();
  });

  it("a good fragment decodes to its state", () => {
    const hash = `#${encodeState({ ...shared, tab: "scenarios" })}`;
    expect(readLink({ hash })).toEqual({ ok: true, state: { ...shared, tab: "scenarios" } });
  });

  it.each([
    ["not a link", "#hello", "SC401"],
    ["an unknown version", "#v9.1.xxx", "SC402"],
    ["an unknown dictionary", "#v1.zz.xxx", "SC403"],
  ])("%s decodes to an error with its code", (_name, hash, code) => {
    const result = readLink({ hash });
    expect(result?.ok).toBe(false);
    expect(result && !result.ok && result.error.code).toBe(code);
  });
});

describe("making a link", () => {
  it("is the page's origin and path, never its query or old fragment", () => {
    expect(shareUrl("https://studio.example/app/index.html?x=1#v1.0.old", "v1.0.new")).toBe(
      "https://studio.example/app/index.html#v1.0.new",
    );
  });

  it("carries the open panel when the page has one", () => {
    const made = makeLink("http://x/", { config: "{}", scenarios: "{}" }, "config", "coverage");
    expect(made.ok && decodeState(made.fragment)).toEqual({
      ok: true,
      state: { config: "{}", scenarios: "{}", tab: "config", panel: "coverage" },
    });
  });

  it("carries both documents and the tab, and decodes back to them", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom("config", "scenarios"), (config, scenarios, tab) => {
        const made = makeLink("http://127.0.0.1:4173/", { config, scenarios }, tab);
        expect(made.ok).toBe(true);
        if (!made.ok) return;
        expect(made.url).toBe(`http://127.0.0.1:4173/#${made.fragment}`);
        expect(decodeState(made.fragment)).toEqual({ ok: true, state: stateOf({ config, scenarios }, tab) });
      }),
      { numRuns: 50 },
    );
  });

  it("is refused for documents that would unpack past the cap", () => {
    const made = makeLink("http://x/", { config: "a".repeat(MAX_STATE_BYTES), scenarios: "" }, "config");
    expect(made).toEqual({ ok: false, bytes: MAX_STATE_BYTES, limitBytes: MAX_STATE_BYTES });
  });
});

describe("opening a link", () => {
  it("keeps the local draft under its own key before the link replaces it", () => {
    const { env, store, storage, cleared } = page(`#${encodeState({ ...shared, tab: "scenarios" })}`, draft);
    const opening = openSharedLink(env, store);
    expect(opening).toMatchObject({ kind: "opened", tab: "scenarios", stored: true });
    expect(store.get().docs).toEqual(shared);
    expect(loadKeptDraft(storage, store.tabId())).toEqual({ draft, link: shared, keptAt: 42 });
    expect(cleared).toHaveLength(1);
  });

  it.each([
    ["a panel of the page", "skills", "skills"],
    ["another panel", "problems", "problems"],
    ["a name that is no panel", "settings", undefined],
    ["markup", "<img src=x>", undefined],
  ])("opens the panel it carries: %s", (_what, panel, opened) => {
    const { env, store } = page(`#${encodeState({ ...shared, panel })}`, draft);
    const opening = openSharedLink(env, store);
    expect(opening).toMatchObject({ kind: "opened" });
    expect(opening.kind === "opened" && opening.panel).toBe(opened ?? undefined);
  });

  it("brings the draft back, autosaved, and forgets it", () => {
    const { env, store, storage } = page(`#${encodeState(shared)}`, draft);
    const opening = openSharedLink(env, store);
    if (opening.kind !== "opened" || !opening.kept) throw new Error("expected a kept draft");
    expect(bringBackDraft(env, store, opening.kept)).toEqual({ kind: "restored" });
    expect(store.get().docs).toEqual(draft);
    expect(newestDraft(storage)?.docs).toEqual(draft);
    expect(storage.getItem(keptDraftKey(store.tabId()))).toBeNull();
  });

  it("brings back a draft put aside with its chosen profile, as the page reads it from storage", () => {
    const mine: Documents = { ...draft, profile: "openclaw-2026.9" };
    const { env, store, storage } = page(`#${encodeState(shared)}`, mine);
    expect(store.get().docs).toEqual(mine);
    openSharedLink(env, store);
    const kept = loadKeptDraft(storage, store.tabId());
    expect(kept?.draft).toEqual(mine);
    if (!kept) throw new Error("expected a kept draft");
    bringBackDraft(env, store, kept);
    expect(store.get().docs).toEqual(mine);
    expect(newestDraft(storage)?.docs).toEqual(mine);
  });

  it.each([
    ["a truncated link", `#${encodeState(shared).slice(0, -6)}`],
    ["an unknown version", "#v9.1.xxx"],
    ["an unknown dictionary", "#v1.zz.xxx"],
    ["not a link at all", "#top"],
  ])("%s changes nothing and says why", (_name, hash) => {
    const { env, store, storage, cleared } = page(hash, draft);
    const opening = openSharedLink(env, store);
    expect(opening.kind).toBe("failed");
    expect(opening.kind === "failed" && opening.error.code).toMatch(/^SC40\d$/);
    expect(store.get().docs).toEqual(draft);
    expect(storage.getItem(keptDraftKey(store.tabId()))).toBeNull();
    expect(cleared).toEqual([]);
  });

  it("opens nothing when there is no fragment", () => {
    const { env, store } = page("", draft);
    expect(openSharedLink(env, store)).toEqual({ kind: "none" });
    expect(store.get().docs).toEqual(draft);
  });

  it("keeps nothing on a first visit (no local draft)", () => {
    const { env, store, storage } = page(`#${encodeState(shared)}`);
    expect(openSharedLink(env, store)).toMatchObject({ kind: "opened", kept: undefined });
    expect(store.get().docs).toEqual(shared);
    expect(storage.getItem(keptDraftKey(store.tabId()))).toBeNull();
  });

  it("still opens, with the draft in memory, when storage refuses to keep it", () => {
    const { env, store, storage } = page(`#${encodeState(shared)}`, draft);
    const refusing = {
      ...storage,
      setItem: () => {
        throw new Error("quota");
      },
    };
    const opening = openSharedLink({ ...env, storage: refusing }, store);
    expect(opening).toMatchObject({ kind: "opened", stored: false, kept: { draft } });
  });
});
