/**
 * A Markdown block for an issue or a chat: the link, the documents in fences and the decisions as a list. It is
 * what to send when the link is too long for the destination, or when the reader should see the text inline.
 */
import { shareTexts as t } from "./texts";

export interface MarkdownInput {
  readonly config: string;
  readonly scenarios: string;
  readonly link?: string;
  readonly decisions?: readonly string[];
}

/** A backtick fence longer than any backtick run in `text`, so the text can never close it early. */
export function fenceFor(text: string): string {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 96) longest = Math.max(longest, ++run);
    else run = 0;
  }
  return "`".repeat(Math.max(3, longest + 1));
}

function fenced(text: string, lang: string): string {
  const fence = fenceFor(text);
  return `${fence}${lang}\n${text}${text.endsWith("\n") ? "" : "\n"}${fence}`;
}

/** Every ASCII punctuation character but `&` (which becomes `&amp;`): each can be backslash-escaped in CommonMark. */
const PUNCTUATION = /[!"#$%'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

/**
 * `text` as inert Markdown: on one line (a newline would end a list item), `&` as `&amp;` (no entity), and every
 * other ASCII punctuation character backslash-escaped, so no HTML tag, autolink (`<...>`, `https://`, `www.`, an
 * e-mail address), link or image, heading, quote, list marker, emphasis, code span, table or strike-through written
 * in an id or a call pattern is active: it shows as the characters it is made of.
 */
export function inertMarkdown(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(PUNCTUATION, (c) => `\\${c}`)
    .replace(/&/g, "&amp;");
}

/** One list item per decision, its text inert. */
const item = (decision: string) => `- ${inertMarkdown(decision)}`;

/** The Markdown block: the link (when given), the config, the scenarios (when not blank), the decisions. */
export function toMarkdown(input: MarkdownInput): string {
  const blocks: string[] = [];
  if (input.link) blocks.push(t.markdown.link(input.link));
  blocks.push(`${t.markdown.config}\n\n${fenced(input.config, "jsonc")}`);
  if (input.scenarios.trim()) blocks.push(`${t.markdown.scenarios}\n\n${fenced(input.scenarios, "json")}`);
  const decisions = (input.decisions ?? []).filter((d) => d.trim());
  if (decisions.length) blocks.push(`${t.markdown.decisions}\n\n${decisions.map(item).join("\n")}`);
  return `${blocks.join("\n\n")}\n`;
}
