/**
 * The page, its worker and the command line give the same answers. For every example and every corpus document
 * (test/corpus/docs/), both texts go into the page; the data-* answers the panels carry are compared with the
 * built CLI's `check --json` and `resolve --json` on the same texts, and with `analyze()` for what the CLI does not
 * print (call verdicts, team modes, skill cells): on a page whose analysis worker cannot load, so its own engine
 * answers every pair, whatever the machine's load. Then again with the config padded past the worker threshold, on a
 * page with its worker, checking that the worker really answered. Needs `npx vite build` (the page) first; builds dist-node/ if stale.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formatPath } from "../src/core/index";
import { analyze } from "../test/analyze";
import { cliAnswers, ensureCli } from "../test/corpus/cli";
import { ALL_PAIRS, type DocumentPair } from "../test/corpus/documents";
import { scenariosValue } from "../test/corpus/expected";

/** A comment past the page's threshold (200,000 characters of both texts), in the document's own line ending. */
const padding = (text: string): string => {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  return `${eol}// ${"x".repeat(210_000)}${eol}`;
};

/** Counts the answers of the page's analysis worker (not Monaco's workers), to tell that the worker answered. */
function countWorkerReplies() {
  const w = window as unknown as { __replies: number };
  w.__replies = 0;
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      if (String(url).includes("analysis.worker")) this.addEventListener("message", () => w.__replies++);
    }
  };
  // The worker replies on a channel the page names (browserWorker.ts) once it has it.
  const Channel = window.BroadcastChannel;
  window.BroadcastChannel = class extends Channel {
    constructor(name: string) {
      super(name);
      if (name.startsWith("scope-studio:analysis:")) this.addEventListener("message", () => w.__replies++);
    }
  };
}

/** Everything the panels answer, read from their data-* attributes. */
async function readPage(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
    const root = document.querySelector<HTMLElement>(".panels")!;
    const problems = document.querySelector<HTMLElement>(".problems");
    return {
      engine: root.dataset.engine,
      stale: all("section.panel.stale").map((s) => s.dataset.testid),
      agents: all("[data-agent-id]").map((c) => ({
        id: c.dataset.agentId,
        default: c.dataset.default === "true",
        workspace: c.dataset.workspace,
        agentDir: c.dataset.agentDir,
        model: c.dataset.model ?? null,
        fallbacks: JSON.parse(c.dataset.fallbacks ?? "null") as unknown,
        skills: c.dataset.skills === "*" ? null : (JSON.parse(c.dataset.skills ?? "null") as unknown),
      })),
      session: document.querySelector<HTMLElement>("[data-session-agent]")?.dataset.sessionAgent ?? null,
      problems: all("li[data-code]").map((p) => ({
        doc: p.dataset.doc,
        line: Number(p.dataset.line),
        column: Number(p.dataset.column),
        code: p.dataset.code,
        severity: p.dataset.severity,
      })),
      expectations: { met: Number(problems?.dataset.expectationsMet), all: Number(problems?.dataset.expectationsAll) },
      calls: all("[data-call-index]").map((c) => ({
        index: Number(c.dataset.callIndex),
        verdict: c.dataset.verdict,
        expectMet: c.dataset.expectMet ?? null,
      })),
      team: all("[data-node]").map((n) => ({ name: n.dataset.node, mode: n.dataset.mode ?? null })),
      skills: all("td[data-allowed]").map((c) => ({
        skill: c.dataset.skill,
        agent: c.dataset.agent,
        allowed: c.dataset.allowed === "true",
      })),
    };
  });
}

interface CheckJson {
  diagnostics: { file: string; line: number; column: number; code: string; severity: string }[];
  expectations: { met: boolean; path: string }[];
}
interface ResolveJson {
  agents: { id: string; from?: unknown }[];
  session: { agentId: string };
}

/** What the page should show, from the CLI's JSON (and from analyze() where the CLI prints nothing). */
function expected(texts: { config: string; scenarios: string }, check: CheckJson, resolve: ResolveJson) {
  const a = analyze(texts.config, texts.scenarios, { clock: () => performance.now(), budgetMs: 600_000 });
  const met = new Map(check.expectations.map((e) => [e.path, e.met]));
  return {
    problems: check.diagnostics.map((d) => ({
      doc: d.file.endsWith("config.jsonc") ? "config" : "scenarios",
      line: d.line,
      column: d.column,
      code: d.code,
      severity: d.severity,
    })),
    expectations: { met: check.expectations.filter((e) => e.met).length, all: check.expectations.length },
    // The cards show the values; where each came from is the chips' business (compared by the unit tests).
    agents: resolve.agents.slice(0, 200).map(({ from: _from, ...values }) => values),
    session: a.sessions.length > 0 ? resolve.session.agentId : null,
    calls: a.simulation.calls.map((c) => ({
      index: c.index,
      verdict: c.verdict.answer,
      expectMet: c.expect ? String(met.get(formatPath([...c.path, "expect"]))) : null,
    })),
    // The tree draws each name once (the first of duplicates), the main agent first.
    team: [{ name: a.simulation.mainAgentId, mode: a.simulation.mainMode }],
    // Keyed by name, the first of duplicates (as the tree draws them).
    teamModes: new Map(
      a.simulation.subagents.toReversed().map((s) => [s.name, s.outcome.ok ? s.outcome.mode : null] as const),
    ),
    skills: a.skills,
  };
}

/** The page whose analysis worker cannot load (small typed texts: its own engine), and the page with its worker. */
let onPage: Page;
let inWorker: Page;
let dir: string;
const errors: string[] = [];
/** The analysis worker's script (not Monaco's), refused on `onPage`. */
const WORKER_SCRIPT = /analysis\.worker[^/]*\.js/;

async function open(browser: Browser, workerBlocked: boolean): Promise<Page> {
  const page = await browser.newPage();
  // The refused script is the one error the page without a worker logs.
  page.on(
    "console",
    (m) => void (m.type() === "error" && !m.text().includes("ERR_BLOCKED_BY_CLIENT") && errors.push(m.text())),
  );
  page.on("pageerror", (e) => errors.push(e.message));
  await page.addInitScript(countWorkerReplies);
  if (workerBlocked) await page.route(WORKER_SCRIPT, (route) => route.abort("blockedbyclient"));
  await page.goto("./");
  await page.waitForFunction(() => window.__scopeStudio !== undefined, undefined, { timeout: 30_000 });
  // The first answer draws the panels down to Agents and the rest a task later: every panel is there before a pair.
  if (workerBlocked) await page.evaluate(() => window.__scopeStudio?.setText("config", "{}"));
  await page.locator(".panels .problems").waitFor({ timeout: 30_000 });
  return page;
}

test.beforeAll(async ({ browser }) => {
  ensureCli();
  dir = mkdtempSync(join(tmpdir(), "scope-consistency-"));
  onPage = await open(browser, true);
  inWorker = await open(browser, false);
});

test.afterAll(async () => {
  await onPage?.close();
  await inWorker?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test.afterEach(() => {
  expect(errors.splice(0)).toEqual([]);
});

async function compare(pair: DocumentPair, padded: boolean) {
  const page = padded ? inWorker : onPage;
  const texts = { config: pair.config + (padded ? padding(pair.config) : ""), scenarios: pair.scenarios };
  const slug = pair.name.replace("/", "-");
  const files = {
    configFile: join(dir, `${slug}.config.jsonc`),
    scenariosFile: pair.scenariosFile ? join(dir, `${slug}.scenarios.json`) : undefined,
  };
  writeFileSync(files.configFile, texts.config);
  if (files.scenariosFile) writeFileSync(files.scenariosFile, texts.scenarios);
  const cli = cliAnswers(files, scenariosValue(texts.scenarios));

  const before = await page.evaluate(() => (window as unknown as { __replies: number }).__replies);
  await page.evaluate(
    ([c, s]) => {
      // Texts equal to those shown change nothing (the starter, as the page opened on it): type them afresh.
      window.__scopeStudio?.setText("config", "");
      window.__scopeStudio?.setText("config", c!);
      window.__scopeStudio?.setText("scenarios", s!);
    },
    [texts.config, texts.scenarios],
  );
  const inPage = await page.evaluate(() => ({
    config: window.__scopeStudio?.getText("config") ?? "",
    scenarios: window.__scopeStudio?.getText("scenarios") ?? "",
  }));
  // The documents are the texts as set, line endings included (the editor maps what Monaco rewrites).
  expect.soft(inPage.config === texts.config, "the editor keeps the config as set").toBe(true);
  expect.soft(inPage.scenarios === texts.scenarios, "the editor keeps the scenarios as set").toBe(true);
  // The panels show the answers for exactly these texts (not the ones before) once the page says so.
  await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 30_000 });

  const shown = await readPage(page);
  const replies = await page.evaluate(() => (window as unknown as { __replies: number }).__replies);
  // Large texts always go to the worker; on the page whose worker cannot load, typed small ones are analysed on the
  // page itself however long they take (route.ts), so each engine is compared on every pair, whatever the machine.
  if (padded) {
    expect(shown.engine).toBe("worker");
    expect(replies, "the worker answered").toBeGreaterThan(before);
  } else expect(shown.engine, "the page's own engine answered").toBe("page");
  const { check, resolve } = await cli;
  expect(check.stderr + resolve.stderr).toBe("");
  const want = expected(texts, check.json as CheckJson, resolve.json as ResolveJson);
  expect.soft(shown.problems, "Problems: codes, lines and columns").toEqual(want.problems);
  expect.soft(shown.expectations, "expectations met").toEqual(want.expectations);

  const analysis = analyze(texts.config, texts.scenarios, { clock: () => performance.now(), budgetMs: 600_000 });
  if (!analysis.configSyntaxOk || !analysis.scenariosSyntaxOk) {
    // A document that does not parse: the panels keep the last good answers, marked stale.
    expect(shown.stale.length, "the panels say they are stale").toBeGreaterThan(0);
    return;
  }
  expect(shown.stale).toEqual([]);
  expect.soft(shown.agents, "Agents: every card's resolved values").toEqual(want.agents);
  expect.soft(shown.session, "Session: the first session's agent").toEqual(want.session);
  expect.soft(shown.calls, "Delegation: every call's verdict").toEqual(want.calls);
  expect.soft(shown.team[0], "the main agent and its mode").toEqual(want.team[0]);
  for (const node of shown.team.slice(1))
    expect.soft(node.mode, `subagent ${node.name}'s mode`).toBe(want.teamModes.get(node.name!) ?? null);
  for (const cell of shown.skills) {
    const c = want.skills.find((s) => s.skill === cell.skill && s.agentId === cell.agent);
    expect.soft(cell.allowed, `skill ${cell.skill} for ${cell.agent}`).toBe(c?.allowed);
  }
}

for (const pair of ALL_PAIRS) {
  test(`${pair.name}: the page answers as the command line`, async () => {
    await compare(pair, false);
  });
  test(`${pair.name}: the worker answers as the command line`, async () => {
    await compare(pair, true);
  });
}
