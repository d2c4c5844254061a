/**
 * Share links: how long a link to each example is with our codec (the best dictionary), with plain deflate-raw
 * and base64url (no dictionary, no framing), and with lz-string's compressToEncodedURIComponent (the TypeScript
 * playground's codec), all in the same run; and how long encoding and decoding take.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { deflateSync, strToU8 } from "fflate";
import LZString from "lz-string";
import { decodeState, encodeState } from "../src/core/index";
import { figure, report, section, time } from "./harness";

interface Case {
  readonly name: string;
  readonly config: string;
  readonly scenarios: string;
}

const SLUGS = ["starter", "legal-research", "plan-mode", "broken"];

function readCases(dir: string): Case[] {
  const cases = SLUGS.map((slug) => ({
    name: slug,
    config: readFileSync(resolve(dir, `${slug}.config.jsonc`), "utf8"),
    scenarios: readFileSync(resolve(dir, `${slug}.scenarios.json`), "utf8"),
  }));
  const starter = cases[0]!;
  // A few lines changed, as after a minute of editing.
  cases.push({
    name: "starter, edited",
    config: starter.config
      .replace('"mode": "default"', '"mode": "plan"')
      .replace('"~/SophiaClaw"', '"~/work/claw"')
      .replace('"git diff *"', '"git log *"')
      .replace(
        '{ "name": "read", "class": "read" },',
        '{ "name": "read", "class": "read" },\n    { "name": "glob", "class": "read" },',
      ),
    scenarios: starter.scenarios.replace('"HOME": "/home/ada"', '"HOME": "/home/grace"'),
  });
  return cases;
}

const plainLink = (c: Case) =>
  Buffer.from(deflateSync(strToU8(`${c.config}\u0000${c.scenarios}`), { level: 9 })).toString("base64url");
const lzLink = (c: Case) => LZString.compressToEncodedURIComponent(`${c.config}\u0000${c.scenarios}`);

/** Prints the share-link figures; `dir` is the gallery folder (default: public/examples under the cwd). */
export function benchShare(dir = resolve(process.cwd(), "public/examples")): void {
  const cases = readCases(dir);
  section("Share links: length in characters (fragment after '#')");
  for (const c of cases) {
    const state = { config: c.config, scenarios: c.scenarios };
    const ours = encodeState(state);
    const noDict = encodeState(state, { dictionary: "0" });
    const plain = plainLink(c);
    const lz = lzLink(c);
    const raw = c.config.length + c.scenarios.length;
    figure(
      `${c.name} (${raw} chars of text)`,
      `ours ${ours.length} (dictionary ${ours.split(".")[1]}), ours without dictionary ${noDict.length}, deflate-raw ${plain.length}, lz-string ${lz.length}`,
    );
    figure(
      "",
      `ours is ${(plain.length / ours.length).toFixed(1)}x shorter than deflate-raw, ${(lz.length / ours.length).toFixed(1)}x shorter than lz-string`,
    );
  }

  section("Share links: time (starter)");
  const starter = cases[0]!;
  const state = { config: starter.config, scenarios: starter.scenarios };
  const link = encodeState(state);
  const lz = lzLink(starter);
  const lzEncode = time("lz-string compressToEncodedURIComponent", () => lzLink(starter));
  report(
    time("encodeState (tries every dictionary)", () => encodeState(state)),
    lzEncode,
  );
  report(lzEncode);
  const lzDecode = time("lz-string decompressFromEncodedURIComponent", () =>
    LZString.decompressFromEncodedURIComponent(lz),
  );
  report(
    time("decodeState", () => decodeState(link)),
    lzDecode,
  );
  report(lzDecode);
}
