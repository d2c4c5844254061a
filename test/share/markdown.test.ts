import { describe, expect, it } from "vitest";
import { fenceFor, toMarkdown } from "../../src/core/share";

describe("fenceFor", () => {
  it.each([
    ["", "```"],
    ["no backticks", "```"],
    ["one ` tick", "```"],
    ["``` a fence", "````"],
    ["a ````` run and a `` run", "``````"],
    ["ends with ```", "````"],
  ])("%j gets %j", (text, fence) => {
    expect(fenceFor(text)).toBe(fence);
  });
});

describe("toMarkdown", () => {
  it("the link, the config in a jsonc fence, the scenarios, the decisions", () => {
    const md = toMarkdown({
      config: '{ "a": 1 }',
      scenarios: "{}\n",
      link: "https://studio.example/#v1.1.abc",
      decisions: ["scout: edit src/a.ts: refused", "lead: bash ls\nruns"],
    });
    expect(md).toBe(
      [
        "Open in Scope Studio: https://studio.example/#v1.1.abc",
        "",
        "**Config** (`sophiaclaw.json`)",
        "",
        "```jsonc",
        '{ "a": 1 }',
        "```",
        "",
        "**Scenarios** (`scenarios.json`)",
        "",
        "```json",
        "{}",
        "```",
        "",
        "**Decisions**",
        "",
        "- scout: edit src/a.ts: refused",
        "- lead: bash ls runs",
        "",
      ].join("\n"),
    );
  });

  it("a config with a ``` run inside gets a longer fence, so the block is not closed early", () => {
    const config = '// see ```js``` and ````\n{ "a": "```" }';
    const md = toMarkdown({ config, scenarios: "" });
    expect(md).toContain(`\`\`\`\`\`jsonc\n${config}\n\`\`\`\`\``);
    expect(md).not.toContain("Scenarios");
    expect(md).not.toContain("Decisions");
    expect(md).not.toContain("Open in");
  });
});
