/** The conversion offered as a code action: inside the config's agents value, for the text it was made for only. */
import { describe, expect, it } from "vitest";
import { conversionAt, type ConversionSource } from "../../src/app/editor/conversionAction";

const TEXT = '{ "agents": { "list": [{ "id": "a" }] }, "x": 1 }';
const AGENTS = { offset: TEXT.indexOf('{ "list"'), length: '{ "list": [{ "id": "a" }] }'.length };
const source = (against: string | undefined): ConversionSource => ({
  conversion: () =>
    against === undefined
      ? undefined
      : {
          title: "Convert",
          against,
          edits: [{ doc: "config", offset: AGENTS.offset, length: AGENTS.length, text: "{}" }],
        },
  agentsSpan: () => AGENTS,
  range: (offset, length) => ({
    startLineNumber: 1,
    startColumn: offset + 1,
    endLineNumber: 1,
    endColumn: offset + length + 1,
  }),
});

describe("the conversion as a code action", () => {
  it.each([
    ["inside the agents value", TEXT, AGENTS.offset + 3, true],
    ["at its end", TEXT, AGENTS.offset + AGENTS.length, true],
    ["outside it", TEXT, TEXT.indexOf('"x"'), false],
    ["in a text edited since", `${TEXT} `, AGENTS.offset + 3, false],
  ])("is offered or not %s", (_where, text, offset, offered) => {
    const found = conversionAt(source(TEXT), text, offset);
    expect(found !== undefined).toBe(offered);
    if (found) expect(found.edits).toEqual([{ range: source(TEXT).range(AGENTS.offset, AGENTS.length), text: "{}" }]);
  });

  it("is not offered when there is nothing to convert", () => {
    expect(conversionAt(source(undefined), TEXT, AGENTS.offset + 3)).toBeUndefined();
  });
});
