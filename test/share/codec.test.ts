import { deflateSync } from "fflate";
import { describe, expect, it } from "vitest";
import { decodeState, encodeState, MAX_STATE_BYTES, type SharedState } from "../../src/core/index";
import {
  dictionaryById,
  encodeWtf8,
  inflateCapped,
  SHARE_ERROR_CODES,
  toBase64url,
  withChecksum,
} from "../../src/core/testing";
import { EXAMPLES, edited } from "./examples";

const roundTrip = (state: SharedState) => {
  const decoded = decodeState(encodeState(state));
  expect(decoded).toEqual({ ok: true, state });
};

/** A link of raw payload bytes, compressed without a dictionary: for payloads the encoder would never make. */
const rawLink = (payload: Uint8Array) => `v1.0.${toBase64url(deflateSync(payload))}`;
const framed = (text: string) => rawLink(withChecksum(encodeWtf8(text)));

describe("round trip", () => {
  it.each(EXAMPLES.map((e) => [e.slug, e] as const))("example %s", (_slug, e) => {
    roundTrip({ config: e.config, scenarios: e.scenarios });
    roundTrip({ config: e.config, scenarios: e.scenarios, tab: "scenarios", panel: "team" });
  });

  it.each(EXAMPLES.map((e) => [e.slug, e] as const))("edited example %s", (_slug, e) => {
    const changed = edited(e);
    expect(changed.config).not.toBe(e.config);
    roundTrip({ config: changed.config, scenarios: changed.scenarios, tab: "config" });
  });

  it("empty texts", () => {
    roundTrip({ config: "", scenarios: "" });
    roundTrip({ config: "", scenarios: "", panel: "" });
  });

  it("a fragment with its '#' and surrounding whitespace", () => {
    const state = { config: "{}", scenarios: "{}" };
    expect(decodeState(`  #${encodeState(state)}\n`)).toEqual({ ok: true, state });
  });

  it("huge texts just under the cap", () => {
    const e = EXAMPLES[0]!;
    const config = e.config.repeat(Math.floor((MAX_STATE_BYTES - 100_000) / e.config.length));
    const state = { config, scenarios: e.scenarios };
    expect(config.length).toBeGreaterThan(MAX_STATE_BYTES * 0.95);
    roundTrip(state);
  });

  it("every example's link is shorter with the dictionary than without", () => {
    for (const e of EXAMPLES) {
      const state = { config: e.config, scenarios: e.scenarios };
      const best = encodeState(state);
      expect(best.startsWith("v1.1.")).toBe(true);
      expect(best.length).toBeLessThan(encodeState(state, { dictionary: "0" }).length / 3);
    }
  });
});

describe("bad links give their error", () => {
  const good = encodeState({ config: EXAMPLES[0]!.config, scenarios: EXAMPLES[0]!.scenarios });
  const data = good.slice("v1.1.".length);
  // Change one character in the middle of the data to another base64url character.
  const mid = Math.floor(data.length / 2);
  const flipped = `v1.1.${data.slice(0, mid)}${data[mid] === "A" ? "B" : "A"}${data.slice(mid + 1)}`;
  const bomb = rawLink(new Uint8Array(6 * 1000 * 1000));

  it.each([
    ["truncated", `v1.1.${data.slice(0, Math.floor(data.length * 0.6))}`, "truncated"],
    ["truncated to nothing", "v1.1.", "truncated"],
    ["a corrupted character", flipped, "corrupted"],
    ["unknown version", `v9.1.${data}`, "version"],
    ["unknown dictionary", "v1.zz.AAAA", "dictionary"],
    ["not base64url", "v1.1.abc$%^", "not-base64url"],
    ["base64 padding", `v1.1.${data}==`, "not-base64url"],
    ["a cut base64url length", "v1.1.A", "not-base64url"],
    ["not a link at all", "hello", "malformed"],
    ["no data part", "v1", "malformed"],
    ["a bomb that inflates past 5 MB", bomb, "too-large"],
    ["not text", rawLink(withChecksum(new Uint8Array([0xff, 0xfe, 0x0a, 0x80]))), "not-text"],
    ["no header", framed("just text"), "invalid"],
    ["a header that is not JSON", framed("{c:1}\n{}"), "invalid"],
    ["a config longer than the payload", framed('{"c":99}\n{}'), "invalid"],
    ["a tab that is not one", framed('{"c":2,"t":"diagrams"}\n{}{}'), "invalid"],
    ["a negative length", framed('{"c":-1}\n{}'), "invalid"],
    ["a fractional length", framed('{"c":1.5}\n{}'), "invalid"],
    ["a header that is a list", framed("[2]\n{}"), "invalid"],
    ["an approvals length that is text", framed('{"c":2,"a":"2"}\n{}{}'), "invalid"],
    ["a panel that is not text", framed('{"c":2,"p":7}\n{}{}'), "invalid"],
    ["a panel of 201 characters", framed(`{"c":2,"p":"${"x".repeat(201)}"}\n{}{}`), "invalid"],
    ["a baseline edit of two numbers", framed('{"c":2,"b":{"c":[0,1]}}\n{}{}'), "invalid"],
    ["a baseline edit of an unknown document", framed('{"c":2,"b":{"z":[0,1,"x"]}}\n{}{}'), "invalid"],
    ["a baseline that is a list", framed('{"c":2,"b":[]}\n{}{}'), "invalid"],
    ["a baseline edit past its document", framed('{"c":2,"b":{"c":[1,5,"x"]}}\n{}{}'), "invalid"],
  ])("%s", (_name, link, kind) => {
    const result = decodeState(link);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe(kind);
    expect(result.error.code).toBe(SHARE_ERROR_CODES[kind as keyof typeof SHARE_ERROR_CODES]);
    expect(result.error.message.length).toBeGreaterThan(20);
  });

  it("a header key this build does not know is ignored, and a panel of 200 characters opens", () => {
    const panel = "x".repeat(200);
    const decoded = decodeState(framed(`{"c":2,"z":[1],"p":"${panel}"}\n{}{}`));
    expect(decoded).toEqual({ ok: true, state: { config: "{}", scenarios: "{}", panel } });
  });

  it("a wrong field is named in the message", () => {
    const decoded = decodeState(framed('{"c":2,"t":"diagrams"}\n{}{}'));
    expect(decoded.ok || decoded.error.message).toContain("tab: expected one of config, scenarios, approvals");
  });

  it("a link made with the wrong dictionary does not open", () => {
    const withD1 = encodeState({ config: EXAMPLES[1]!.config, scenarios: "" }, { dictionary: "1" });
    const result = decodeState(withD1.replace("v1.1.", "v1.0."));
    expect(result.ok).toBe(false);
  });

  it("a payload whose checksum does not match is corrupted, even when it inflates", () => {
    const payload = withChecksum(encodeWtf8('{"c":2}\n{}{}'));
    payload[0] = payload[0]! ^ 1;
    const result = decodeState(rawLink(payload));
    expect(result.ok || result.error.kind).toBe("corrupted");
  });
});

describe("inflateCapped", () => {
  const zeros = deflateSync(new Uint8Array(1024 * 1024));

  it("stops as soon as the output passes the cap", () => {
    const result = inflateCapped(zeros, undefined, 64 * 1024);
    expect(result.ok || result.error.kind).toBe("too-large");
  });

  it("inflates whole under the cap", () => {
    const result = inflateCapped(zeros, undefined, 2 * 1024 * 1024);
    expect(result.ok && result.bytes.length).toBe(1024 * 1024);
  });

  it("with a dictionary, the dictionary itself is not part of the output", () => {
    const dict = dictionaryById("1")!.bytes!;
    const data = encodeWtf8(EXAMPLES[0]!.config);
    const result = inflateCapped(deflateSync(data, { dictionary: dict }), dict, MAX_STATE_BYTES);
    expect(result.ok && result.bytes).toEqual(data);
  });
});
