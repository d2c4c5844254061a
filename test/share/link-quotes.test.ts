/**
 * What a bad link's banner quotes of the link itself (a dictionary id, a profile) is a few dozen characters at
 * most, with an ellipsis and the total length: a megabyte of garbage is named, never shown.
 */
import { deflateSync } from "fflate";
import { describe, expect, it } from "vitest";
import { decodeState, shareTexts } from "../../src/core/index";

const MB = 1024 * 1024;
/** A megabyte of text that is no link: letters, digits and the characters a fragment may hold, no dot. */
const GARBAGE = Array.from({ length: MB }, (_, i) => "aZ9_-~!$&'()*+,;=:@/?"[(i * 7919) % 21]).join("");

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A well-formed link (checksum and all, no dictionary) whose header names `profile`. */
function withProfile(profile: unknown): string {
  const body = new TextEncoder().encode(`${JSON.stringify({ c: 2, r: profile })}\n{}{}`);
  const framed = new Uint8Array(body.length + 4);
  new DataView(framed.buffer).setUint32(0, crc32(body));
  framed.set(body, 4);
  return `v1.0.${Buffer.from(deflateSync(framed)).toString("base64url")}`;
}

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
