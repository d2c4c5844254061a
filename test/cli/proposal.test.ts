// A change proposed in one link from the command line: `link NEW --baseline OLD` prints a link carrying both, every
// text it carries scanned for secrets; `diff <link>` reads it back as the decision diff between them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeState } from "../../src/core/index";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

const OLD = readFileSync("public/examples/starter.config.jsonc", "utf8");
const NEW = OLD.split("\n")
  .filter((l) => !l.includes('"rm -rf *"'))
  .join("\n");
const SCENARIOS = readFileSync("public/examples/starter.scenarios.json", "utf8");
const files = { "old.jsonc": OLD, "new.jsonc": NEW, "s.json": SCENARIOS };
const linkOf = (extra: string[] = [], more: Record<string, string> = {}) => {
  const { io, out, err } = fakeIo({ ...files, ...more });
  const code = run(
    ["link", "new.jsonc", "--baseline", "old.jsonc", "--scenarios", "s.json", "--base", "https://s.example/", ...extra],
    io,
  );
  return { code, link: out[0] ?? "", err };
};

describe("link --baseline", () => {
  it("carries the proposed documents and the baseline, which decode as they were", () => {
    const { code, link, err } = linkOf();
    expect([code, err]).toEqual([0, []]);
    const read = decodeState(link.slice(link.indexOf("#") + 1));
    expect(read.ok && [read.state.config, read.state.scenarios, read.state.baseline]).toEqual([
      NEW,
      SCENARIOS,
      { config: OLD, scenarios: SCENARIOS },
    ]);
  });

  it("names each secret in any text it carries, the baseline's too, before printing the link", () => {
    // A key-shaped value made here (no key-like literal in the repository): the alphabet, stepped through.
    const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    const fake = Array.from({ length: 32 }, (_, i) => alphabet[(i * 17 + 5) % alphabet.length]).join("");
    const withKey = OLD.replace('"Assistant"', `"Assistant", "apiKey": "${fake}"`);
    const { code, err } = linkOf([], { "old.jsonc": withKey });
    expect(code).toBe(0);
    expect(err[0]).toMatch(/^old\.jsonc:\d+: looks like a secret \(/);
    expect(err.at(-1)).toBe(
      "1 possible secret in what the link carries: replace it with a placeholder before sharing.",
    );
  });

  it("--old-scenarios without --baseline is a usage error", () => {
    const { io, err } = fakeIo(files);
    expect(run(["link", "new.jsonc", "--old-scenarios", "s.json"], io)).toBe(2);
    expect(err.at(-1)).toMatch(/--old-scenarios goes with --baseline/);
  });
});

describe("diff <link>", () => {
  it("reads a proposal as the decision diff between its baseline and its proposed documents", () => {
    const { link } = linkOf();
    const { io, out } = fakeIo({});
    // Exit 1: something changes (0 would be nothing), as diff of two files.
    expect(run(["diff", link], io)).toBe(1);
    expect(out).toContain("  ~ call explorer bash rm -rf build verdict: refused -> person");
    expect(out.at(-1)).toMatch(/answers changed/);
    const json = fakeIo({});
    run(["diff", link, "--json"], json.io);
    expect(JSON.parse(json.out.join("\n"))).toHaveProperty("changes");
  });

  it("a link with no baseline, or one cut short, says so and exits 2", () => {
    const plain = fakeIo(files);
    run(["link", "new.jsonc", "--base", "https://s.example/"], plain.io);
    const a = fakeIo({});
    expect(run(["diff", plain.out[0]!], a.io)).toBe(2);
    expect(a.err.at(-1)).toMatch(/proposes no change/);
    const b = fakeIo({});
    expect(run(["diff", "https://s.example/#v1.0.AAAA"], b.io)).toBe(2);
    expect(b.err.at(-1)).toMatch(/^The link cannot be read \(SC40\d\)/);
  });
});
