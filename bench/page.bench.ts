/**
 * The page in headless Chromium (the built app, served by `vite preview`): keystroke to updated panels (median and
 * p95) on the starter and on a 1,000-agent document, and the time from navigation to the first resolved panel and to
 * the editor being ready. Targets: one frame (16 ms) for the starter, p95 under 50 ms at 1,000 and 10,000 agents,
 * navigation to the first resolved panel under 400 ms on the starter.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "jsonc-parser";
import { chromium, type Browser, type Page } from "playwright-core";
import { createAnalyzer, encodeState, SCENARIOS_MACHINE, SOPHIACLAW_PROFILE } from "../src/core/index";
import { largeConfig } from "./analyze.bench";
import { BENCH_LIMITS, figure, section } from "./harness";

const PORT = 4174;
const BASE = `http://127.0.0.1:${PORT}/`;
const STORAGE_KEY = "scope-studio:documents:v1";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

async function waitForServer(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

/**
 * The text reshaped so that its first line ends with the first agent's id and the comma after it
 * (`{ "agents": { ... "id": "bench",`): Ctrl+Home, End and two steps left put the cursor inside the id, where a
 * key changes a panel, and the document stays valid JSON while keys are typed there.
 */
function withEditableFirstId(config: string): string {
  const parsed = JSON.parse(config) as { agents: { list: { id: string }[] } & Record<string, unknown> } & Record<
    string,
    unknown
  >;
  // Keys reordered so the first line stays short (`{ "agents": { "list": [ { "id": "bench",`): the editor wraps long
  // lines, and End goes to the end of the screen line.
  const [first, ...rest] = parsed.agents.list;
  const { list: _list, ...agents } = parsed.agents;
  const { agents: _agents, ...top } = parsed;
  const reordered = { agents: { list: [{ ...first, id: "bench" }, ...rest], ...agents }, ...top };
  const text = JSON.stringify(reordered, null, 2);
  const at = text.indexOf('"bench",') + '"bench",'.length;
  return text.slice(0, at).replace(/\s*\n\s*/g, " ") + "\n" + text.slice(at);
}

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

interface Stroke {
  /** keydown to the editor showing the character (Monaco's own pipeline: the baseline). */
  readonly editor: number;
  /** keydown to the agents panel's DOM holding the new answer. */
  readonly panel: number;
  /** keydown to the first animation frame after that: the frame that paints it. */
  readonly frame: number;
}

/** Arms listeners for the next keydown and the next changes of the editor and the agents panel, then presses a key. */
async function keystroke(page: Page, key: string): Promise<Stroke> {
  await page.evaluate(() => {
    type B = { t0?: number; editor?: number; panel?: number; frame?: number };
    const state: B = {};
    (window as unknown as { __bench?: B }).__bench = state;
    const panel = document.querySelector('[data-testid="panel-agents"]')!;
    const lines = document.querySelector(".monaco-editor .view-lines")!;
    document.addEventListener("keydown", () => (state.t0 ??= performance.now()), { capture: true, once: true });
    const onEditor = new MutationObserver(() => {
      if (state.t0 === undefined) return;
      onEditor.disconnect();
      state.editor = performance.now();
    });
    const onPanel = new MutationObserver(() => {
      if (state.t0 === undefined) return;
      onPanel.disconnect();
      state.panel = performance.now();
      requestAnimationFrame(() => (state.frame = performance.now()));
    });
    onEditor.observe(lines, { subtree: true, childList: true, characterData: true });
    onPanel.observe(panel, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.keyboard.type(key);
  const handle = await waitForStroke(page);
  return (await handle.jsonValue()) as Stroke;
}

/** The stroke's times once the editor, the panel and the frame after it have all been seen. */
async function waitForStroke(page: Page) {
  return page
    .waitForFunction(
      () => {
        const b = (window as unknown as { __bench?: { t0?: number; editor?: number; panel?: number; frame?: number } })
          .__bench;
        if (!b || b.t0 === undefined || b.frame === undefined || b.editor === undefined || b.panel === undefined)
          return undefined;
        return { editor: b.editor - b.t0, panel: b.panel - b.t0, frame: b.frame - b.t0 };
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(async (error: unknown) => {
      // Say what was seen before giving up: the editor, the panel, or neither.
      const seen = await page.evaluate(() =>
        JSON.stringify({
          stroke: (window as unknown as { __bench?: unknown }).__bench,
          panels: document.querySelector("#panels")?.getAttribute("data-state"),
          first: document.querySelector("[data-agent-id]")?.getAttribute("data-agent-id"),
          text: document.querySelector("#panels")?.textContent?.slice(0, 200),
        }),
      );
      throw new Error(`a keystroke was not seen through in 10 s (${seen}): ${String(error)}`);
    });
}

/** The benchmark measures typing in a document that parses: a syntax error would measure the stale path instead. */
function assertParses(what: string, config: string, scenarios: string): void {
  const analysis = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE }).analyze(
    config,
    scenarios,
    BENCH_LIMITS,
  );
  if (!analysis.configSyntaxOk || !analysis.scenariosSyntaxOk) throw new Error(`${what} does not parse`);
}

/** Larger than this, a document does not fit the browser's storage (5 MB of UTF-16): it is pasted instead. */
const STORED_AT_MOST = 1_000_000;

async function measureDocument(page: Page, name: string, config: string, scenarios: string, keys: number) {
  assertParses(name, config, scenarios);
  const pasted = config.length + scenarios.length > STORED_AT_MOST;
  // A fresh page each time: init scripts stay with the page that added them.
  await page.goto("about:blank");
  const documents = pasted ? { config: "{}", scenarios: "{}" } : { config, scenarios };
  await page.addInitScript(
    ([key, value]) => {
      // A new tab (no tab id of its own) opens the newest draft: the one just seeded under the earlier layout's key.
      sessionStorage.clear();
      localStorage.clear();
      localStorage.setItem(key!, value!);
    },
    [STORAGE_KEY, JSON.stringify({ ...documents, savedAt: 0 })],
  );
  await page.goto(BASE);
  if (pasted) {
    // Opened on a small document, then the large one pasted whole (as a user would): its first card is awaited.
    await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 30_000 });
    const started = await page.evaluate(
      ([c, sc]) => {
        const t0 = performance.now();
        window.__scopeStudio?.setText("scenarios", sc!);
        window.__scopeStudio?.setText("config", c!);
        return t0;
      },
      [config, scenarios],
    );
    await page.waitForFunction(() => document.querySelector('[data-agent-id="bench"]') !== null, undefined, {
      polling: "raf",
      timeout: 60_000,
    });
    const shown = await page.evaluate(() => performance.now());
    figure(
      `${name}: paste (too large for the browser's storage) to first resolved panel`,
      `${(shown - started).toFixed(0)} ms`,
    );
  }
  await page.waitForFunction(
    () => document.querySelector('[data-testid="panel-agents"] [data-agent-id]') !== null,
    undefined,
    {
      polling: "raf",
      timeout: 30_000,
    },
  );
  const firstPanel = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => document.querySelector(".monaco-editor .view-lines")?.textContent, undefined, {
    polling: "raf",
    timeout: 30_000,
  });
  const editorReady = await page.evaluate(() => performance.now());
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  if (!(await page.evaluate(() => window.__scopeStudio?.analyzed()))) throw new Error("the panels never caught up");
  for (let i = 0; i < 3; i++) await keystroke(page, "w"); // warm-up
  const samples: Stroke[] = [];
  for (let i = 0; i < keys; i++) samples.push(await keystroke(page, String.fromCharCode(97 + (i % 26))));
  assertParses(
    `${name} after typing`,
    await page.evaluate(() => window.__scopeStudio?.getText("config") ?? ""),
    await page.evaluate(() => window.__scopeStudio?.getText("scenarios") ?? ""),
  );
  const stat = (pick: (s: Stroke) => number) => {
    const xs = samples.map(pick);
    return `median ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms`;
  };
  if (!pasted) {
    figure(`${name}: navigation to first resolved panel`, `${firstPanel.toFixed(0)} ms`);
    figure(`${name}: navigation to editor ready`, `${editorReady.toFixed(0)} ms`);
  }
  figure(
    `${name}: keystroke to the editor's own update (baseline)`,
    stat((s) => s.editor),
  );
  figure(
    `${name}: keystroke to updated panels (${keys} keys)`,
    stat((s) => s.panel),
  );
  figure(
    `${name}: keystroke to the frame that paints them`,
    stat((s) => s.frame),
  );
  const ratio =
    quantile(
      samples.map((s) => s.panel),
      0.5,
    ) /
    Math.max(
      0.001,
      quantile(
        samples.map((s) => s.editor),
        0.5,
      ),
    );
  figure(`${name}: panels / editor-alone median`, `${ratio.toFixed(2)}x`);
}

/** The shared-link visits measured: first visits (each a fresh browser profile) and return visits. */
const LINK_VISITS = 5;

/** Navigation start to the first resolved panel (an agent card drawn from the link's documents). */
async function toFirstPanel(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="panel-agents"] [data-agent-id]') !== null,
    undefined,
    { polling: "raf", timeout: 30_000 },
  );
  return page.evaluate(() => performance.now());
}

/**
 * A teammate opens a shared link to the starter: the first visit in a fresh browser profile (nothing cached, the
 * service worker not yet installed), then the return visit in the same profile (the service worker in charge).
 */
async function measureSharedLink(browser: Browser, config: string, scenarios: string): Promise<void> {
  const url = `${BASE}#${encodeState({ config, scenarios, tab: "config" })}`;
  const first: number[] = [];
  const again: number[] = [];
  for (let i = 0; i < LINK_VISITS; i++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      first.push(await toFirstPanel(page, url));
      // The service worker installed and in charge before the return visit.
      const controlled = await page.evaluate(() =>
        Promise.race([
          navigator.serviceWorker?.ready.then(() => true) ?? Promise.resolve(false),
          new Promise<boolean>((done) => setTimeout(() => done(false), 60_000)),
        ]),
      );
      if (!controlled) throw new Error("the service worker did not install within 60 s of the first visit");
      await page.goto("about:blank");
      again.push(await toFirstPanel(page, url));
    } finally {
      await context.close();
    }
  }
  const stat = (xs: number[]) => `median ${quantile(xs, 0.5).toFixed(0)} ms, worst ${Math.max(...xs).toFixed(0)} ms`;
  figure(`shared link (starter): first visit to first resolved panel (${LINK_VISITS} fresh profiles)`, stat(first));
  figure(`shared link (starter): return visit to first resolved panel`, stat(again));
}

export async function benchPage(): Promise<void> {
  section("The page in headless Chromium (built app)");
  if (!existsSync("dist/index.html")) {
    figure("skipped", "no dist/: run `npx vite build` first (npm run bench does)");
    return;
  }
  const server = spawn(
    "node_modules/.bin/vite",
    ["preview", "--strictPort", "--bypass-lock", "--host", "127.0.0.1", "--port", String(PORT)],
    { stdio: "ignore", detached: true },
  );
  try {
    await waitForServer(BASE, 30_000);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    });
    try {
      const dir = resolve(process.cwd(), "public/examples");
      const starter = readFileSync(resolve(dir, "starter.config.jsonc"), "utf8");
      const scenarios = readFileSync(resolve(dir, "starter.scenarios.json"), "utf8");
      const page = await (await browser.newContext()).newPage();
      // One visit first: every navigation measured is a return visit (the browser has compiled the scripts once),
      // not the first start of the browser and of the preview server.
      await page.goto(BASE);
      await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 30_000 });
      await measureDocument(page, "starter", withEditableFirstId(JSON.stringify(parseJsonc(starter))), scenarios, 100);
      await measureDocument(page, "1,000 agents", withEditableFirstId(largeConfig(1000)), "{}", 100);
      await measureDocument(page, "10,000 agents", withEditableFirstId(largeConfig(10_000)), "{}", 60);
      // Last: the fresh profiles' service workers (installing, caching the build) must not run beside the keystrokes.
      await measureSharedLink(browser, starter, scenarios);
    } finally {
      await browser.close();
    }
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}

/** The starter has comments; the bench reshapes it as plain JSON (comments do not change the work). */
function parseJsonc(text: string): unknown {
  return parse(text, [], { allowTrailingComma: true });
}
