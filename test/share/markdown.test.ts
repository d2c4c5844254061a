import { describe, expect, it } from "vitest";
import { marked } from "marked";
import { toMarkdown } from "../../src/core/index";
import { fenceFor, inertMarkdown } from "../../src/core/testing";

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
        "Open in Scope Studio: <https://studio.example/#v1.1.abc>",
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

/** Decisions carrying every kind of active Markdown and HTML an id or a call pattern could hold. */
const HOSTILE: readonly (readonly [string, string])[] = [
  ["an HTML tag", '<img src=x onerror="alert(1)">'],
  ["a script element", "<script>alert(1)</script>"],
  ["an HTML comment", "<!-- hidden --> text"],
  ["an autolink", "<https://evil.example/>"],
  ["a bare URL", "https://evil.example/path"],
  ["a bare www address", "www.evil.example"],
  ["an e-mail address", "someone@evil.example"],
  ["a link", "[click](https://evil.example)"],
  ["an image", "![x](https://evil.example/x.png)"],
  ["a reference link", "[x][1]\n\n[1]: https://evil.example"],
  ["a heading", "# Heading"],
  ["a quote", "> quoted"],
  ["a nested list", "- nested"],
  ["an ordered list", "1. first"],
  ["emphasis", "*em* _em_ **strong** __strong__"],
  ["a code span", "`code`"],
  ["strike-through", "~~gone~~"],
  ["a table", "| a | b |\n| - | - |"],
  ["an entity", "&lt;b&gt; &#60;i&#62;"],
  ["a hard break and a backslash", "a\\\nb \\*"],
  ["a thematic break", "***"],
];

/** The HTML a GitHub-flavoured Markdown renderer makes of the list item only. */
function renderedItem(decision: string): string {
  const html = marked.parse(toMarkdown({ config: "{}", scenarios: "", decisions: [decision] }), {
    gfm: true,
    async: false,
  });
  const list = html.slice(html.indexOf("<ul>"));
  return list.trim();
}

/** `text` as it shows on screen: the characters of the decision, spaces collapsed. */
const shown = (text: string) => text.replace(/\s+/g, " ").trim();

/** Escapes text for comparison with a renderer's HTML. */
const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe("decisions are inert Markdown", () => {
  it.each(HOSTILE)("%s renders as its own characters in one plain list item", (_name, decision) => {
    expect(renderedItem(decision)).toBe(`<ul>\n<li>${html(shown(decision))}</li>\n</ul>`);
  });

  it.each(HOSTILE)("%s leaves no unescaped `<`, `](` or URL in the Markdown text", (_name, decision) => {
    const md = inertMarkdown(decision);
    // Take out every escape pair and every &amp;: no markup character is left bare.
    const bare = md.replace(/\\[!-/:-@[-`{-~]/g, "").replace(/&amp;/g, "");
    expect(bare).not.toMatch(/[\\`*_[\]<>!~|@&]/);
    expect(md).not.toMatch(/(^|[^\\])</);
    expect(md).not.toMatch(/(^|[^\\])\]\(/);
    expect(md).not.toMatch(/https?:\/\/|www\./);
    expect(md).not.toContain("\n");
  });

  it("keeps plain words as they are", () => {
    expect(inertMarkdown("lead runs bash  ls\nnow")).toBe("lead runs bash ls now");
  });

  it.each([
    [
      "scenarios.json line 36: expected run, got refused (calls[2].expect)",
      "scenarios.json line 36: expected run, got refused (calls[2].expect)".replace("[", "\\[").replace("]", "\\]"),
    ],
    ['agents.list[1].workspace is "~/src/app"', 'agents.list\\[1\\].workspace is "\\~/src/app"'],
    ["- a list marker at the start", "\\- a list marker at the start"],
    ["1. a number at the start", "1\\. a number at the start"],
    ["see https://x.io and www.x.io", "see https\\://x.io and www\\.x.io"],
  ])("escapes only what Markdown needs: %s", (text, want) => {
    expect(inertMarkdown(text)).toBe(want);
    expect(renderedItem(text)).toBe(`<ul>\n<li>${html(shown(text))}</li>\n</ul>`);
  });
});

describe("fences outrun the backtick runs of the text", () => {
  it.each([1, 2, 3, 4, 7, 12])("a run of %i backticks in the config stays inside the block", (n) => {
    const config = `{ "a": "${"`".repeat(n)}" }\n<b>not html</b>`;
    const md = toMarkdown({ config, scenarios: config });
    const rendered = marked.parse(md, { gfm: true, async: false });
    expect(rendered.match(/<pre><code[^>]*>/g)).toHaveLength(2);
    expect(rendered).not.toContain("<b>");
    expect(fenceFor(config)).toBe("`".repeat(Math.max(3, n + 1)));
  });
});
