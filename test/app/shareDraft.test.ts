import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../src/app/platform";
import {
  forgetKeptDraft,
  keepDraft,
  KEPT_DRAFTS,
  keptDraftKey,
  LEGACY_KEPT_DRAFT_KEY,
  loadKeptDraft,
} from "../../src/app/state/drafts";

const mine = { config: "mine", scenarios: "{}" };
const edited = { config: "mine, edited after the link", scenarios: "{}" };
const linkA = { config: "link A", scenarios: "{}" };
const linkB = { config: "link B", scenarios: "{}" };
const TAB = "tab-1";

describe("keeping the draft before a link replaces it", () => {
  it("keeps the local texts and the link they give way to", () => {
    const storage = memoryStorage();
    expect(keepDraft(storage, TAB, mine, linkA, 7)).toEqual({
      kept: { draft: mine, link: linkA, keptAt: 7 },
      stored: true,
    });
    expect(loadKeptDraft(storage, TAB)).toEqual({ draft: mine, link: linkA, keptAt: 7 });
  });

  it.each([
    ["a draft in a chosen profile", { ...mine, profile: "openclaw-2026.9" as const }],
    ["a draft whose texts are the link's, in another profile", { ...linkA, profile: "openclaw-2026.7" as const }],
  ])("keeps %s with its profile, read back from storage", (_name, current) => {
    const storage = memoryStorage();
    expect(keepDraft(storage, TAB, current, linkA, 1).stored).toBe(true);
    expect(loadKeptDraft(storage, TAB)?.draft).toEqual(current);
  });

  it.each([
    ["nothing local", undefined],
    ["the same texts as the link", linkA],
  ])("keeps nothing when there is %s", (_name, current) => {
    const storage = memoryStorage();
    expect(keepDraft(storage, TAB, current, linkA, 1)).toEqual({ kept: undefined, stored: false });
    expect(storage.getItem(keptDraftKey(TAB))).toBeNull();
  });

  it("keeps the first draft when a second link replaces an unedited first one", () => {
    const storage = memoryStorage();
    keepDraft(storage, TAB, mine, linkA, 1);
    expect(keepDraft(storage, TAB, linkA, linkB, 2).kept).toEqual({ draft: mine, link: linkB, keptAt: 2 });
  });

  it("keeps the edits made to a link when another link replaces them", () => {
    const storage = memoryStorage();
    keepDraft(storage, TAB, mine, linkA, 1);
    expect(keepDraft(storage, TAB, edited, linkB, 2).kept?.draft).toEqual(edited);
  });

  it("keeps the earlier draft when the same link is opened again", () => {
    const storage = memoryStorage();
    keepDraft(storage, TAB, mine, linkA, 1);
    expect(keepDraft(storage, TAB, linkA, linkA, 2).kept?.draft).toEqual(mine);
  });

  it.each([
    ["not JSON", "{"],
    ["not an object", "[]"],
    ["no link", JSON.stringify({ draft: mine, keptAt: 1 })],
    ["a number for a text", JSON.stringify({ draft: { config: 1, scenarios: "" }, link: linkA, keptAt: 1 })],
    ["inherited keys only", `{"__proto__": ${JSON.stringify({ draft: mine, link: linkA, keptAt: 1 })}}`],
  ])("reads %s as no kept draft", (_name, raw) => {
    const storage = memoryStorage();
    storage.setItem(keptDraftKey(TAB), raw);
    expect(loadKeptDraft(storage, TAB)).toBeUndefined();
  });

  it("forgets it", () => {
    const storage = memoryStorage();
    keepDraft(storage, TAB, mine, linkA, 1);
    forgetKeptDraft(storage, TAB);
    expect(loadKeptDraft(storage, TAB)).toBeUndefined();
  });

  it("reports a refusing storage and still hands the draft back", () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(keepDraft(storage, TAB, mine, linkA, 1)).toEqual({
      kept: { draft: mine, link: linkA, keptAt: 1 },
      stored: false,
    });
  });

  it("a link opened in another tab keeps that tab's draft and leaves this tab's alone", () => {
    const storage = memoryStorage();
    const theirs = { config: "theirs", scenarios: "{}" };
    keepDraft(storage, TAB, mine, linkA, 1);
    keepDraft(storage, "tab-2", theirs, linkB, 2);
    expect(loadKeptDraft(storage, TAB)?.draft).toEqual(mine);
    expect(loadKeptDraft(storage, "tab-2")?.draft).toEqual(theirs);
    forgetKeptDraft(storage, "tab-2");
    expect(loadKeptDraft(storage, TAB)?.draft).toEqual(mine);
  });

  it(`keeps the newest ${KEPT_DRAFTS} tabs' drafts and forgets older ones`, () => {
    const storage = memoryStorage();
    const tabs = Array.from({ length: KEPT_DRAFTS + 2 }, (_, i) => `tab-${i}`);
    tabs.forEach((tab, i) => keepDraft(storage, tab, { config: tab, scenarios: "{}" }, linkA, i));
    expect(tabs.map((tab) => loadKeptDraft(storage, tab)?.draft.config)).toEqual([
      undefined,
      undefined,
      ...tabs.slice(2),
    ]);
  });

  it("the one kept draft of earlier versions goes to the first tab that looks, once", () => {
    const storage = memoryStorage();
    storage.setItem(LEGACY_KEPT_DRAFT_KEY, JSON.stringify({ draft: mine, link: linkA, keptAt: 3 }));
    expect(loadKeptDraft(storage, TAB)).toEqual({ draft: mine, link: linkA, keptAt: 3 });
    expect(storage.getItem(LEGACY_KEPT_DRAFT_KEY)).toBeNull();
    expect(loadKeptDraft(storage, "tab-2")).toBeUndefined();
    expect(loadKeptDraft(storage, TAB)?.draft).toEqual(mine);
  });
});
