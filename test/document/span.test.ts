import { describe, expect, it } from "vitest";
import { type JsonPath, parseDocument } from "../../src/core/index";

const text = `{
  "agents": {
    "defaults": { "workspace": "~/w" },
    "list": [ { "id": "a", "model": { "primary": "x/y" } }, { "id": "b", "half": } ]
  }
}`;
const parsed = parseDocument(text, "config");
const slice = (path: JsonPath, of = parsed.spanOf) => {
  const span = of(path);
  return text.slice(span.offset, span.offset + span.length);
};

describe("spanOf: the value node at a path, else its closest existing ancestor", () => {
  it.each<[JsonPath, string]>([
    [["agents", "defaults", "workspace"], '"~/w"'],
    [["agents", "list", 0, "id"], '"a"'],
    [["agents", "list", 0, "model", "primary"], '"x/y"'],
    [["agents", "list", "1", "id"], '"b"'],
    [["agents", "list", 0, "model", "primary", "deeper"], '"x/y"'],
    [["agents", "list", 0, "missing"], '{ "id": "a", "model": { "primary": "x/y" } }'],
    [["agents", "list", 7, "id"], text.slice(text.indexOf("[ {"), text.lastIndexOf("]") + 1)],
    [["agents", "list", -1], text.slice(text.indexOf("[ {"), text.lastIndexOf("]") + 1)],
    [["agents", "list", 1, "half"], '"half"'],
    [["nothing", "here"], text],
    [[], text],
  ])("%j -> %j", (path, expected) => {
    expect(slice(path)).toBe(expected);
  });

  it("is the empty span at 0 when nothing was read", () => {
    expect(parseDocument("", "config").spanOf(["a"])).toEqual({ offset: 0, length: 0 });
  });
});

describe("keySpanOf: the property name at a path", () => {
  it.each<[JsonPath, string]>([
    [["agents", "defaults", "workspace"], '"workspace"'],
    [["agents", "list", 0, "model"], '"model"'],
    [["agents", "list", 1, "half"], '"half"'],
    [["agents", "list", 0], '{ "id": "a", "model": { "primary": "x/y" } }'],
    [["agents", "list", 0, "nope"], '{ "id": "a", "model": { "primary": "x/y" } }'],
    [["agents", "list", 1, "half", "deeper"], '"half"'],
  ])("%j -> %j", (path, expected) => {
    expect(slice(path, parsed.keySpanOf)).toBe(expected);
  });
});

describe("spanOf on a large document", () => {
  const agents = Array.from({ length: 10_000 }, (_, i) => ({ id: `agent-${i}`, workspace: `/w/${i}` }));
  const big = JSON.stringify({ agents: { list: agents }, ...Object.fromEntries(agents.map((a) => [a.id, 1])) });
  const doc = parseDocument(big, "config");

  it("finds the last agent's workspace and a key of a 10,000-key object", () => {
    const span = doc.spanOf(["agents", "list", 9999, "workspace"]);
    expect(big.slice(span.offset, span.offset + span.length)).toBe('"/w/9999"');
    const key = doc.keySpanOf(["agent-9998"]);
    expect(big.slice(key.offset, key.offset + key.length)).toBe('"agent-9998"');
  });

  it("answers lookups across the whole list at the right nodes", () => {
    for (let i = 0; i < 10_000; i += 997) {
      const span = doc.spanOf(["agents", "list", i, "workspace"]);
      expect(big.slice(span.offset, span.offset + span.length)).toBe(JSON.stringify(`/w/${i}`));
      expect(doc.keySpanOf([`agent-${i}`]).length).toBe(JSON.stringify(`agent-${i}`).length);
    }
  });
});
