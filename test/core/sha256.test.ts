// The core's SHA-256 against Node's, for empty, short, block-edge, long and non-ASCII inputs.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/core/testing";

const node = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("sha256Hex", () => {
  it.each([
    ["empty", ""],
    ["abc", "abc"],
    ["55 bytes (one block with the length)", "a".repeat(55)],
    ["56 bytes (the length spills to a second block)", "a".repeat(56)],
    ["64 bytes", "b".repeat(64)],
    ["a session key", "agent:main:main:workspace:0123456789abcdef0123456789abcdef"],
    ["a path", "/home/ada/.openclaw/workspace"],
    ["non-ASCII", "Grüße, 世界 🚀"],
    ["1,000 bytes", "xyz".repeat(333) + "!"],
  ])("%s", (_what, text) => {
    expect(sha256Hex(text)).toBe(node(text));
  });
});
