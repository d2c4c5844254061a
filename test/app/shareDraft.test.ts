import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../src/app/platform";
import { forgetKeptDraft, keepDraft, KEPT_DRAFT_KEY, loadKeptDraft } from "../../src/app/share/draft";

const mine = { config: "mine", scenarios: "{}" };
const edited = { config: "mine, edited after the link", scenarios: "{}" };
const linkA = { config: "link A", scenarios: "{}" };
const linkB = { config: "link B", scenarios: "{}" };

describe("keeping the draft before a link replaces it", () => {
  it("keeps the local texts and the link they give way to", () => {
    const storage = memoryStorage();
    expect(keepDraft(storage, mine, linkA, 7)).toEqual({ kept: { draft: mine, link: linkA, keptAt: 7 }, stored: true });
    expect(loadKeptDraft(storage)).toEqual({ draft: mine, link: linkA, keptAt: 7 });
  });

  it.each([
    ["nothing local", undefined],
    ["the same texts as the link", linkA],
  ])("keeps nothing when there is %s", (_name, current) => {
    const storage = memoryStorage();
    expect(keepDraft(storage, current, linkA, 1)).toEqual({ kept: undefined, stored: false });
    expect(storage.getItem(KEPT_DRAFT_KEY)).toBeNull();
  });

  it("keeps the first draft when a second link replaces an unedited first one", () => {
    const storage = memoryStorage();
    keepDraft(storage, mine, linkA, 1);
    expect(keepDraft(storage, linkA, linkB, 2).kept).toEqual({ draft: mine, link: linkB, keptAt: 2 });
  });

  it("keeps the edits made to a link when another link replaces them", () => {
    const storage = memoryStorage();
    keepDraft(storage, mine, linkA, 1);
    expect(keepDraft(storage, edited, linkB, 2).kept?.draft).toEqual(edited);
  });

  it("keeps the earlier draft when the same link is opened again", () => {
    const storage = memoryStorage();
    keepDraft(storage, mine, linkA, 1);
    expect(keepDraft(storage, linkA, linkA, 2).kept?.draft).toEqual(mine);
  });

  it.each([
    ["not JSON", "{"],
    ["not an object", "[]"],
    ["no link", JSON.stringify({ draft: mine, keptAt: 1 })],
    ["a number for a text", JSON.stringify({ draft: { config: 1, scenarios: "" }, link: linkA, keptAt: 1 })],
    ["inherited keys only", `{"__proto__": ${JSON.stringify({ draft: mine, link: linkA, keptAt: 1 })}}`],
  ])("reads %s as no kept draft", (_name, raw) => {
    const storage = memoryStorage();
    storage.setItem(KEPT_DRAFT_KEY, raw);
    expect(loadKeptDraft(storage)).toBeUndefined();
  });

  it("forgets it", () => {
    const storage = memoryStorage();
    keepDraft(storage, mine, linkA, 1);
    forgetKeptDraft(storage);
    expect(loadKeptDraft(storage)).toBeUndefined();
  });

  it("reports a refusing storage and still hands the draft back", () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(keepDraft(storage, mine, linkA, 1)).toEqual({
      kept: { draft: mine, link: linkA, keptAt: 1 },
      stored: false,
    });
  });
});
