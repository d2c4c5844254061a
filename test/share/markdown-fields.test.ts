/**
 * Every field "Copy as Markdown" prints from user text, rendered by a CommonMark/GFM renderer (marked): no element
 * or attribute comes from the text, and the text shows as the characters it is made of. The only elements are the
 * block's own (paragraphs, bold headings, lists, code blocks) and the link to the studio, when it is one.
 */
import { describe, expect, it } from "vitest";
import { marked } from "marked";
import { formatPath, toMarkdown } from "../../src/core/index";

type MarkdownInput = Parameters<typeof toMarkdown>[0];

/** Text carrying every kind of active Markdown and HTML a config, an id, a pattern or a message could hold. */
const HOSTILE: readonly (readonly [string, string])[] = [
  ["an HTML tag", "x <img src=x onerror=alert(1)>"],
  ["a script element", "<script>alert(1)</script>"],
  ["an HTML comment", "<!-- hidden --> text"],
  ["entities", "&lt;b&gt; &#60;i&#62; &amp; &copy"],
  ["a javascript: link", "[click](javascript:alert(1))"],
  ["an image", "![x](https://evil.example/x.png)"],
  ["an autolink", "<https://evil.example/>"],
  ["a bare URL and a www address", "https://evil.example/p www.evil.example"],
  ["code spans", "`code` ``x`` ```"],
  ["a table", "| a | b |\n| - | - |\n| <b>c</b> | d |"],
  ["newlines that would start blocks", "a\n\n# h\n\n<div onclick=x>\n\n- item"],
  ["emphasis and strike-through", "*em* _em_ **strong** ~~gone~~"],
  ["a backslash before a tag", "\\<b>x\\</b> \\&amp;"],
];

const base = { config: "{}", scenarios: "" };

/** Text as one line with its spaces collapsed: how an inline field shows it. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

interface Field {
  /** The Markdown input with `text` in the field. */
  readonly input: (text: string) => MarkdownInput;
  /** What a reader sees of `text` in that field. */
  readonly shown: (text: string) => string;
  /** A fenced field's text stays as it is, in a code block. */
  readonly fenced?: boolean;
}

const problem = { code: "SC110", severity: "error", doc: "config", line: 1, message: "m" } as const;
const failed = { path: ["calls", 0, "expect"], expected: "run", actual: "person" } as const;

const FIELDS: readonly (readonly [string, Field])[] = [
  ["the config", { input: (s) => ({ config: s, scenarios: "" }), shown: (s) => s, fenced: true }],
  ["the scenarios", { input: (s) => ({ config: "{}", scenarios: s }), shown: (s) => s, fenced: true }],
  ["a decision", { input: (s) => ({ ...base, decisions: [s] }), shown: oneLine }],
  [
    "a failed expectation's path",
    {
      input: (s) => ({ ...base, failed: [{ ...failed, path: ["calls", 0, s] }] }),
      shown: (s) => oneLine(formatPath(["calls", 0, s])),
    },
  ],
  [
    "a failed expectation's expected value",
    { input: (s) => ({ ...base, failed: [{ ...failed, expected: s }] }), shown: (s) => oneLine(JSON.stringify(s)) },
  ],
  [
    "a failed expectation's actual value",
    { input: (s) => ({ ...base, failed: [{ ...failed, actual: s }] }), shown: (s) => oneLine(JSON.stringify(s)) },
  ],
  [
    "a failed expectation's tools",
    {
      input: (s) => ({ ...base, failed: [{ ...failed, expected: [s, "read"] }] }),
      shown: (s) => oneLine(`${s}, read`),
    },
  ],
  ["a problem's message", { input: (s) => ({ ...base, problems: [{ ...problem, message: s }] }), shown: oneLine }],
  ["a problem's code", { input: (s) => ({ ...base, problems: [{ ...problem, code: s }] }), shown: oneLine }],
];

const render = (md: string) => marked.parse(md, { gfm: true, async: false });

/** Every start tag of the HTML, with its attributes as written. */
const tagsOf = (html: string) =>
  [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map(([, name, attrs]) => ({ name: name!, attrs: attrs!.trim() }));

/** The elements the block makes itself, and the attributes each may have. */
const OWN: Readonly<Record<string, RegExp>> = {
  p: /^$/,
  strong: /^$/,
  ul: /^$/,
  li: /^$/,
  pre: /^$/,
  code: /^(class="language-jsonc?")?$/,
};

/** The text a reader sees: the HTML without its tags, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

const CASES = FIELDS.flatMap(([field, f]) => HOSTILE.map(([what, text]) => [field, what, f, text] as const));

describe("every field of the Markdown block is inert", () => {
  it.each(CASES)("%s holding %s", (_field, _what, f, text) => {
    const html = render(toMarkdown(f.input(text)));
    for (const tag of tagsOf(html)) {
      expect(Object.hasOwn(OWN, tag.name), `<${tag.name}> from the text`).toBe(true);
      expect(tag.attrs).toMatch(OWN[tag.name]!);
    }
    if (f.fenced) {
      // The text is the code block's, to the character.
      const code = [...html.matchAll(/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map(([, c]) => visibleText(c!));
      expect(code).toContain(text.endsWith("\n") ? text : `${text}\n`);
    } else {
      expect(visibleText(html)).toContain(f.shown(text));
    }
  });
});

describe("the link to the studio", () => {
  it.each([
    [
      "a link as the page makes it",
      "https://studio.example/app/#v1.0.aZ9_-x",
      "https://studio.example/app/#v1.0.aZ9_-x",
    ],
    [
      "a path with markup in it",
      "https://studio.example/a_*b*_[c](d)`e`|f~~g~~/#v1.0.x",
      "https://studio.example/a_*b*_[c](d)`e`%7Cf~~g~~/#v1.0.x",
    ],
    [
      "a tag in the address",
      'https://studio.example/"><img src=x onerror=alert(1)>#v1',
      "https://studio.example/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E#v1",
    ],
    ["a newline in the address", "https://studio.example/\n\n<div>#v1", "https://studio.example/%0A%0A%3Cdiv%3E#v1"],
  ])("%s is one link whose text is the address", (_name, link, address) => {
    const html = render(toMarkdown({ ...base, link }));
    const links = tagsOf(html).filter((t) => t.name === "a");
    expect(links).toHaveLength(1);
    // The renderer may encode more of the address in the href; decoded, it is the link given.
    const href = /^href="([^"&<>]*)"$/.exec(links[0]!.attrs)?.[1];
    expect(href === undefined ? undefined : decodeURIComponent(href)).toBe(link);
    expect(tagsOf(html).filter((t) => t.name !== "a" && !Object.hasOwn(OWN, t.name))).toEqual([]);
    expect(visibleText(html)).toContain(`Open in Scope Studio: ${address}`);
    expect(decodeURIComponent(address)).toBe(link);
  });

  it.each([
    ["a javascript: address", "javascript:alert(1)"],
    ["a data: address", "data:text/html,<script>alert(1)</script>"],
    ["a bare word that would be a tag", "img"],
    ["an address without a scheme", "//evil.example/<b>x</b>"],
  ])("%s is no link, only text", (_name, link) => {
    const html = render(toMarkdown({ ...base, link }));
    for (const tag of tagsOf(html)) expect(Object.hasOwn(OWN, tag.name), `<${tag.name}> from the link`).toBe(true);
    expect(visibleText(html)).toContain(`Open in Scope Studio: ${oneLine(link)}`);
  });
});
