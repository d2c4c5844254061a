/**
 * The core's judge of one hostile case: runs it through `analyze`, the share decoder and the Markdown block, and
 * measures what came out (diagnostics, message sizes, active Markdown). Pure measuring; the verdicts are in
 * core.test.ts. Runs inside a worker thread (runner.ts), so a case that never ends can be stopped from outside.
 */
import { answersOf, decodeState, toMarkdown, type Analysis, type AnalysisLimits } from "../../src/core/index";
import { analyze } from "../analyze";
import { decisionsOf } from "../../src/app/share/content";
import type { Family, HostileCase } from "./corpus";

/** The budget the judge gives each analysis, as a page or the command line would. */
export const JUDGE_BUDGET_MS = 2000;

export interface Measured {
  readonly family: Family;
  readonly name: string;
  /** The exception's name and message, when one escaped. */
  readonly threw?: string;
  readonly diagnostics: number;
  readonly codes: Readonly<Record<string, number>>;
  readonly errors: number;
  readonly messageChars: number;
  readonly longestMessage: number;
  /** Diagnostics whose span is not inside its document's text. */
  readonly spansOutside: number;
  /** Where the Markdown block has active HTML or a link outside code. */
  readonly markdown: readonly string[];
  readonly markdownChars: number;
  readonly cutOff?: string;
  /** The link's decoding, for link cases. */
  readonly link?: { readonly ok: true } | { readonly ok: false; readonly code: string };
}

/**
 * The places where Markdown would render something active: raw HTML (`<tag`, `<!`, `</`), autolinks (`<scheme:`),
 * links and images (`](`), outside fenced code blocks and code spans. A backslash before the character disarms it.
 */
export function activeMarkdown(markdown: string): string[] {
  const found: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence !== undefined) {
      if (
        opener &&
        opener[1]![0] === fence[0] &&
        opener[1]!.length >= fence.length &&
        !line.slice(opener[0].length).trim()
      )
        fence = undefined;
      continue;
    }
    if (opener) {
      fence = opener[1]!;
      continue;
    }
    const text = withoutCodeSpans(line);
    for (const m of text.matchAll(/(?<!\\)(<[A-Za-z/!?][^\n]{0,40}|\]\([^\n]{0,40})/g)) found.push(m[0]);
  }
  return found;
}

/** A line with its code spans (a run of N backticks to the next run of exactly N) removed. */
function withoutCodeSpans(line: string): string {
  let out = "";
  let i = 0;
  while (i < line.length) {
    if (line[i] === "\\") {
      out += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (line[i] !== "`") {
      out += line[i];
      i++;
      continue;
    }
    let n = 0;
    while (line[i + n] === "`") n++;
    const run = "`".repeat(n);
    let close = line.indexOf(run, i + n);
    while (close >= 0 && (line[close + n] === "`" || line[close - 1] === "`")) close = line.indexOf(run, close + 1);
    if (close < 0) {
      out += run;
      i += n;
      continue;
    }
    i = close + n;
  }
  return out;
}

function summarize(a: Analysis, texts: { config: string; scenarios: string }) {
  const codes: Record<string, number> = {};
  let messageChars = 0;
  let longestMessage = 0;
  let errors = 0;
  let spansOutside = 0;
  for (const d of a.diagnostics) {
    codes[d.code] = (codes[d.code] ?? 0) + 1;
    messageChars += d.message.length;
    longestMessage = Math.max(longestMessage, d.message.length);
    if (d.severity === "error") errors++;
    const length = d.doc === "approvals" ? 0 : texts[d.doc].length;
    if (!(d.span.offset >= 0 && d.span.length >= 0 && d.span.offset + d.span.length <= length)) spansOutside++;
  }
  return { diagnostics: a.diagnostics.length, codes, errors, messageChars, longestMessage, spansOutside };
}

/**
 * The block's own link to the studio is an autolink (`<https://…>`, the fragment percent-encoded so that it holds no
 * space, `<` or `>`): the one active element the block is meant to have, taken out before looking for others.
 */
const OWN_LINK = /^(Open in Scope Studio: )<https:\/\/studio\.example\/#[^\s<>]*>$/m;
const withoutOwnLink = (markdown: string) => markdown.replace(OWN_LINK, "$1");

const EMPTY = { diagnostics: 0, codes: {}, errors: 0, messageChars: 0, longestMessage: 0, spansOutside: 0 };

/** Runs one case and measures it. Never throws: an exception is what it measures. */
export function measure(c: HostileCase, clock: () => number): Measured {
  const limits: AnalysisLimits = { clock, budgetMs: JUDGE_BUDGET_MS };
  let link: Measured["link"];
  try {
    let texts: { config: string; scenarios: string } | undefined;
    let fragment: string | undefined;
    if (c.kind === "document") {
      texts = c.make();
    } else {
      fragment = c.make();
      const decoded = decodeState(fragment);
      link = decoded.ok ? { ok: true } : { ok: false, code: decoded.error.code };
      if (decoded.ok) texts = decoded.state;
    }
    if (!texts) return { family: c.family, name: c.name, ...EMPTY, markdown: [], markdownChars: 0, link };
    const analysis = analyze(texts.config, texts.scenarios, limits);
    const markdown = toMarkdown({
      config: texts.config,
      scenarios: texts.scenarios,
      decisions: decisionsOf(answersOf(analysis)),
      ...(fragment !== undefined && fragment.length < 100_000 && { link: `https://studio.example/#${fragment}` }),
    });
    return {
      family: c.family,
      name: c.name,
      ...summarize(analysis, texts),
      markdown: activeMarkdown(withoutOwnLink(markdown)).slice(0, 5),
      markdownChars: markdown.length,
      ...(analysis.cutOff && { cutOff: analysis.cutOff.part }),
      ...(link && { link }),
    };
  } catch (e) {
    const threw = e instanceof Error ? `${e.name}: ${e.message.slice(0, 300)}` : String(e);
    return {
      family: c.family,
      name: c.name,
      threw,
      ...EMPTY,
      markdown: [],
      markdownChars: 0,
      link,
    };
  }
}
