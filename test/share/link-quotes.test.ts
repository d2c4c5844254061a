/**
 * What a bad link's banner quotes of the link itself (a dictionary id, a profile) is a few dozen characters at
 * most, with an ellipsis and the total length: a megabyte of garbage is named, never shown.
 */
import { describe, expect, it } from "vitest";
import { decodeState, encodeState, shareTexts, type SharedState } from "../../src/core/index";

const MB = 1024 * 1024;
/** A megabyte of text that is no link: letters, digits and the characters a fragment may hold, no dot. */
const GARBAGE = Array.from({ length: MB }, (_, i) => "aZ9_-~!$&'()*+,;=:@/?"[(i * 7919) % 21]).join("");

/**
 * A well-formed link whose header names `profile`: the encoder frames whatever it is given (the page never gives
 * it a profile it does not have), so the checksum and all are right and only the profile is wrong.
 */
const withProfile = (profile: unknown) =>
  encodeState({ config: "{}", scenarios: "{}", profile: profile as SharedState["profile"] }, { dictionary: "0" });

/** What a banner may be long at most: the sentence around the quote, and the quote. */
const MAX_MESSAGE = 400;

describe("a bad link's message quotes at most a few dozen characters of it", () => {
  it.each([
    ["a megabyte of garbage where the dictionary id goes", `v1.${GARBAGE}.xxx`, "SC403", GARBAGE],
    ["a megabyte of garbage after a known dictionary", `v1.0.${GARBAGE}`, "SC404", undefined],
    ["a megabyte-long profile in a well-formed link", withProfile(GARBAGE), "SC411", GARBAGE],
    ["a profile that is a long list", withProfile(Array.from({ length: 50_000 }, (_, i) => i)), "SC411", undefined],
  ])("%s", (_name, fragment, code, quoted) => {
    const decoded = decodeState(fragment);
    expect(decoded.ok).toBe(false);
    if (decoded.ok) return;
    expect(decoded.error.code).toBe(code);
    expect(decoded.error.message.length).toBeLessThan(MAX_MESSAGE);
    if (quoted !== undefined) {
      // The first characters, an ellipsis, and how long the whole is.
      expect(decoded.error.message).toContain(`"${quoted.slice(0, 20)}`);
      expect(decoded.error.message).toContain(`…" (${quoted.length} characters)`);
    }
  });

  it.each([
    ["a short id is quoted whole", "zz", '"zz"'],
    ["an id of exactly the limit is quoted whole", "d".repeat(40), `"${"d".repeat(40)}"`],
    [
      "one character over: the first 40, an ellipsis and the length",
      "d".repeat(41),
      `"${"d".repeat(40)}…" (41 characters)`,
    ],
    ["a surrogate pair at the cut is not split", `${"d".repeat(39)}🙂🙂`, `"${"d".repeat(39)}…" (43 characters)`],
  ])("the dictionary message: %s", (_name, id, shown) => {
    const message = shareTexts.errors.dictionary(id);
    expect(message).toContain(`dictionary ${shown}, which`);
  });

  it.each([
    ["a short name", "openclaw-2099.1", '"openclaw-2099.1"'],
    ["a number", 7, "7"],
    ["a long name", "p".repeat(5000), `"${"p".repeat(40)}…" (5000 characters)`],
  ])("the profile message: %s", (_name, named, shown) => {
    expect(shareTexts.errors.unknownProfile(named, ["sophiaclaw"])).toContain(`in the profile ${shown}, which`);
  });
});
