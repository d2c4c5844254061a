/**
 * A share link carries the profile the documents are read in (header key `r`), so the page opens it in that profile.
 * Links without one open as before (the page detects the profile); a link naming a profile this build does not have
 * is refused with its own error (SC411), never opened in another profile.
 */
import { deflateSync } from "fflate";
import { describe, expect, it } from "vitest";
import { decodeState, encodeState, PROFILE_IDS, type SharedState } from "../../src/core/index";
import { encodeWtf8, SHARE_ERROR_CODES, toBase64url, withChecksum } from "../../src/core/testing";
import { EXAMPLES } from "./examples";

/** A link of a payload written by hand (no dictionary): for headers the encoder would never write. */
const framed = (text: string) => `v1.0.${toBase64url(deflateSync(withChecksum(encodeWtf8(text))))}`;

describe("the profile in a link", () => {
  const e = EXAMPLES[0]!;
  it.each(PROFILE_IDS.map((p) => [p]))("%s round-trips, alone and with the view state", (profile) => {
    const states: SharedState[] = [
      { config: e.config, scenarios: e.scenarios, profile },
      { config: "", scenarios: "", tab: "scenarios", panel: "team", profile },
    ];
    for (const state of states) expect(decodeState(encodeState(state))).toEqual({ ok: true, state });
  });

  it("is written in the header as r, and read from a payload written by hand", () => {
    expect(decodeState(framed('{"c":2,"r":"openclaw-2026.9"}\n{}{}'))).toEqual({
      ok: true,
      state: { config: "{}", scenarios: "{}", profile: "openclaw-2026.9" },
    });
  });

  it("a link without one (every link made before profiles) opens with no profile: the page detects it", () => {
    const decoded = decodeState(framed('{"c":2,"t":"scenarios","p":"team"}\n{}{}'));
    expect(decoded).toEqual({ ok: true, state: { config: "{}", scenarios: "{}", tab: "scenarios", panel: "team" } });
    expect(decoded.ok && "profile" in decoded.state).toBe(false);
    // The encoder writes no profile key for a state without one: such links are as short as before.
    const state = { config: e.config, scenarios: e.scenarios };
    expect(encodeState({ ...state, profile: "sophiaclaw" }).length).toBeGreaterThan(encodeState(state).length);
  });

  it.each([
    ["a newer studio's profile", '"openclaw-2027.1"', "openclaw-2027.1"],
    ["the empty string", '""', '""'],
    ["another case", '"OpenClaw-2026.9"', "OpenClaw-2026.9"],
    ["surrounding space", '" sophiaclaw"', " sophiaclaw"],
    ["__proto__", '"__proto__"', "__proto__"],
    ["constructor", '"constructor"', "constructor"],
    ["markup", '"<img src=x onerror=alert(1)>"', "<img src=x onerror=alert(1)>"],
    ["a number", "42", "42"],
    ["null", "null", "null"],
    ["a list holding a profile", '["sophiaclaw"]', '["sophiaclaw"]'],
    ["an object", '{"id":"sophiaclaw"}', '{"id":"sophiaclaw"}'],
    ["a megabyte of text", JSON.stringify("x".repeat(1_000_000)), "xxxxxxxx"],
  ])("%s is refused with the unknown-profile error, naming it and the profiles there are", (_name, raw, shown) => {
    const result = decodeState(framed(`{"c":2,"r":${raw}}\n{}{}`));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe("unknown-profile");
    expect(result.error.code).toBe(SHARE_ERROR_CODES["unknown-profile"]);
    expect(result.error.message).toContain(shown);
    for (const p of PROFILE_IDS) expect(result.error.message).toContain(p);
    // The banner names the value, cut short: a long value does not make a long message.
    expect(result.error.message.length).toBeLessThan(400);
  });

  it("the host's approvals ride after the scenarios, their length in the header as a; a length past the text is refused", () => {
    expect(decodeState(framed('{"c":2,"a":3}\n{}{}[1]'))).toEqual({
      ok: true,
      state: { config: "{}", scenarios: "{}", approvals: "[1]" },
    });
    const state = {
      config: e.config,
      scenarios: e.scenarios,
      approvals: '{ "version": 1 }',
      tab: "approvals" as const,
    };
    expect(decodeState(encodeState(state))).toEqual({ ok: true, state });
    const tooLong = decodeState(framed('{"c":2,"a":9}\n{}{}[1]'));
    expect(tooLong.ok).toBe(false);
  });
});
