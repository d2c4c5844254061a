// A proposal link: the proposed documents and, stored as each document's edit against them, the baseline they change.
// It round-trips for any pair of texts, stays close to a plain link's size for a small change, and a baseline edit
// that does not fit its document is refused at the place the link is read.
import { deflateSync } from "fflate";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeState, encodeState, type SharedState } from "../../src/core/index";
import { encodeWtf8, SHARE_ERROR_CODES, toBase64url, withChecksum } from "../../src/core/testing";
import { EXAMPLES } from "./examples";

/** A link made by hand from a header and the documents' text (no encoder writes a bad baseline). */
const framed = (header: object, docs: string) =>
  `v1.0.${toBase64url(deflateSync(withChecksum(encodeWtf8(`${JSON.stringify(header)}\n${docs}`))))}`;

const starter = EXAMPLES[0]!;

describe("proposal links", () => {
  it("round-trip any baseline against any proposed documents", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.string(),
        fc.option(fc.string(), { nil: undefined }),
        (c, s, bc, bs, a) => {
          const state: SharedState = {
            config: c,
            scenarios: s,
            ...(a !== undefined && { approvals: a }),
            baseline: { config: bc, scenarios: bs, ...(a !== undefined && { approvals: a }) },
          };
          const read = decodeState(encodeState(state));
          expect(read.ok && read.state).toEqual(state);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("a one-line change costs a few dozen characters over the plain link", () => {
    const proposed = starter.config.replace('"action": "deny" }', '"action": "ask" }');
    const plain = encodeState({ config: proposed, scenarios: starter.scenarios });
    const proposal = encodeState({
      config: proposed,
      scenarios: starter.scenarios,
      baseline: { config: starter.config, scenarios: starter.scenarios },
    });
    expect(proposal.length - plain.length).toBeLessThan(60);
    const read = decodeState(proposal);
    expect(read.ok && read.state.baseline).toEqual({ config: starter.config, scenarios: starter.scenarios });
  });

  it("a link without a baseline opens as before; a baseline edit outside its document is refused", () => {
    const read = decodeState(encodeState({ config: "{}", scenarios: "" }));
    expect(read.ok && read.state.baseline).toBeUndefined();
    const good = decodeState(framed({ c: 2, b: { c: [1, 0, " "] } }, "{}"));
    expect(good.ok && good.state.baseline).toEqual({ config: "{ }", scenarios: "" });
    for (const b of [{ c: [1, 5, "x"] }, { s: [0, 1, ""] }, { c: [-1, 0, ""] }, { c: "x" }, { z: [0, 0, ""] }]) {
      const read = decodeState(framed({ c: 2, b }, "{}"));
      expect([JSON.stringify(b), read.ok ? "opened" : read.error.code]).toEqual([
        JSON.stringify(b),
        SHARE_ERROR_CODES.invalid,
      ]);
    }
  });
});
