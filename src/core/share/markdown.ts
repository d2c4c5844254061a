/**
 * A Markdown block for an issue or a chat: the link, the documents in fences and the decisions as a list. It is
 * what to send when the link is too long for the destination, or when the reader should see the text inline. No
 * field makes markup: the link is an autolink (or text), the documents are fenced, every other line is inert text.
 */
import type { ExpectedValue } from "../analysis";
import { formatPath, type DocumentId, type JsonPath, type Severity } from "../diagnostics";
import { shareTexts as t } from "./texts";

/** A failed expectation, as data: where its `expect` is, what it expects and what came. */
export interface MarkdownExpectation {
  readonly path: JsonPath;
  readonly expected: ExpectedValue;
  readonly actual: ExpectedValue;
}

/** A problem of the documents, as data: its code and severity, where it is (a 1-based line) and its message. */
export interface MarkdownProblem {
  readonly code: string;
  readonly severity: Severity;
  readonly doc: DocumentId;
  readonly line: number;
  readonly message: string;
}

export interface MarkdownInput {
  readonly config: string;
  readonly scenarios: string;
  readonly link?: string;
  readonly decisions?: readonly string[];
  /** The expectations that are not met (those met are left out). */
  readonly failed?: readonly MarkdownExpectation[];
  /** The documents' diagnostics: the errors, then the warnings, are listed (info is left out). */
  readonly problems?: readonly MarkdownProblem[];
}

/** How many failed expectations, and how many problems, a block lists; one more line counts the rest. */
export const MAX_MARKDOWN_FAILED = 50;
export const MAX_MARKDOWN_PROBLEMS = 50;

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

/**
 * The characters that are markup wherever they stand in a line (code spans, emphasis, links and images, HTML and
 * autolinks, strike-through and table cells, the escape itself); an e-mail autolink's `@`.
 */
const INLINE = /[\\`*_[\]<>!~|@]/g;

/**
 * `text` as inert Markdown, escaping only what Markdown needs: on one line (a newline would end a list item), `&` as
 * `&amp;` (no entity), each character that is markup anywhere in a line backslash-escaped, the `:` of an address
 * (`https://`) and the `.` of `www.` (no bare autolink), and a line's first character when it would make a heading,
 * quote, list or rule there. Everything else (ids, paths, call patterns, sentences) reads as written.
 */
export function inertMarkdown(text: string): string {
  const one = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/&/g, "&amp;")
    .replace(INLINE, (c) => `\\${c}`)
    .replace(/([a-z0-9])(:)(?=\/\/)/gi, "$1\\:")
    .replace(/\b(www)\./gi, "$1\\.");
  // At the start of the line: a heading, a quote, a list marker, a rule or a setext underline.
  return one.replace(/^([#+=-])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");
}

/** In an address: what is not printable ASCII, and what would end, split or quote an autolink in some renderer. */
const ADDRESS_UNSAFE = /[^\x21-\x7e]|[<>|"\\]/gu;

/**
 * The link to the studio: an http(s) address as a CommonMark autolink (`<…>`, inside which nothing is markup), with
 * every character that could end it (a space, a newline, `<`, `>`) percent-encoded; anything else is inert text, so
 * a `javascript:` or `data:` address, or a word an autolink would read as an HTML tag, is never a link.
 */
export function markdownLink(link: string): string {
  if (!/^https?:\/\/./i.test(link)) return inertMarkdown(link);
  const encode = (c: string) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return "%EF%BF%BD"; // a lone surrogate: U+FFFD, as a browser would send it
    }
  };
  return `<${link.replace(ADDRESS_UNSAFE, encode)}>`;
}

/** One list item per decision, its text inert. */
const item = (decision: string) => `- ${inertMarkdown(decision)}`;

/**
 * The Markdown block: the link (when given), the config, the scenarios (when not blank), the failed expectations, the
 * errors and warnings (each list capped, with the count of the rest), the decisions.
 */
export function toMarkdown(input: MarkdownInput): string {
  const blocks: string[] = [];
  if (input.link) blocks.push(t.markdown.link(markdownLink(input.link)));
  blocks.push(`${t.markdown.config}\n\n${fenced(input.config, "jsonc")}`);
  if (input.scenarios.trim()) blocks.push(`${t.markdown.scenarios}\n\n${fenced(input.scenarios, "json")}`);
  const failed = input.failed ?? [];
  if (failed.length) blocks.push(`${t.markdown.failed(failed.length)}\n\n${failedItems(failed).join("\n")}`);
  const problems = problemsBlock(input.problems ?? []);
  if (problems) blocks.push(problems);
  const decisions = (input.decisions ?? []).filter((d) => d.trim());
  if (decisions.length) blocks.push(`${t.markdown.decisions}\n\n${decisions.map(item).join("\n")}`);
  return `${blocks.join("\n\n")}\n`;
}

function failedItems(failed: readonly MarkdownExpectation[]): string[] {
  const lines = failed
    .slice(0, MAX_MARKDOWN_FAILED)
    .map((e) =>
      item(
        t.markdown.expectation(
          `${t.markdown.docNames.scenarios} ${formatPath(e.path)}`,
          t.markdown.value(e.expected),
          t.markdown.value(e.actual),
        ),
      ),
    );
  const rest = failed.length - MAX_MARKDOWN_FAILED;
  if (rest > 0) lines.push(item(t.markdown.more(rest, "failed expectations")));
  return lines;
}

const SEVERITY_ORDER: readonly Severity[] = ["error", "warning"];

/** The errors, then the warnings, each in document order, the first MAX_MARKDOWN_PROBLEMS of them listed. */
function problemsBlock(problems: readonly MarkdownProblem[]): string | undefined {
  const listed = SEVERITY_ORDER.flatMap((s) => problems.filter((p) => p.severity === s));
  if (listed.length === 0) return undefined;
  const count = (s: Severity) => listed.filter((p) => p.severity === s).length;
  const lines = listed
    .slice(0, MAX_MARKDOWN_PROBLEMS)
    .map((p) =>
      item(t.markdown.problem(p.severity, p.code, t.markdown.line(t.markdown.docNames[p.doc], p.line), p.message)),
    );
  const rest = listed.length - MAX_MARKDOWN_PROBLEMS;
  if (rest > 0) lines.push(item(t.markdown.more(rest, "problems")));
  return `${t.markdown.problems(count("error"), count("warning"))}\n\n${lines.join("\n")}`;
}
