/**
 * The page in headless Chromium (the built app, served by `vite preview`): keystroke to updated panels (median and
 * p95) on the starter, 1,000 and 10,000 agents, in SophiaClaw's profile and in OpenClaw 2026.9's; the time from
 * navigation to the first resolved panel and to the editor being ready; and a teammate opening a shared link (the
 * first visit in a fresh browser profile, and the return visit), with where the first visit's time goes. Each figure
 * is printed beside its target (TARGETS).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "jsonc-parser";
import { chromium, type Browser, type Page, type Worker } from "playwright-core";
import {
  createAnalyzer,
  createOpenClawAnalyzer,
  encodeState,
  isOpenClawProfile,
  loadOpenClawSchemas,
  openclawMachine,
  SCENARIOS_MACHINE,
  SOPHIACLAW_PROFILE,
  type ProfileId,
} from "../src/core/index";
import { largeConfig } from "./analyze.bench";
import { openclawRoster } from "./openclaw.bench";
import { BENCH_LIMITS, figure, section } from "./harness";

const PORT = 4174;
const BASE = `http://127.0.0.1:${PORT}/`;
const STORAGE_KEY = "scope-studio:documents:v1";
/**
 * BENCH_CHROMIUM_EXTRA adds one flag, to compare a browser feature on and off (say,
 * `--disable-features=DeferRendererTasksAfterInput`, which holds tasks back until the frame after a keystroke).
 */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  ...(process.env.BENCH_CHROMIUM_EXTRA ? [process.env.BENCH_CHROMIUM_EXTRA] : []),
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

/**
 * The OpenClaw roster reshaped the same way: its first line ends with the first entry's key (`{ "agents": { "entries":
 * { "bench":`), so the same keys put the cursor inside it (the agent's id). What named the first entry names the second,
 * so the config stays valid while the first one's id is typed.
 */
function withEditableFirstEntry(config: string): string {
  type Roster = { agents: { entries: Record<string, unknown>; defaults: Record<string, unknown> } };
  const parsed = JSON.parse(config) as Roster & Record<string, unknown>;
  const [head, ...rest] = Object.entries(parsed.agents.entries);
  const first = head![1];
  const { entries: _entries, ...agents } = parsed.agents;
  const { agents: _agents, ...top } = parsed;
  const reordered = { agents: { entries: Object.fromEntries([["bench", first], ...rest]), ...agents }, ...top };
  // Every reference to the first entry (the system agent, a heartbeat's, a binding's) names the second one instead.
  const text = JSON.stringify(reordered, null, 2).replaceAll(
    `"agentId": ${JSON.stringify(head![0])}`,
    `"agentId": ${JSON.stringify(rest[0]![0])}`,
  );
  const at = text.indexOf('"bench":') + '"bench":'.length;
  return text.slice(0, at).replace(/\s*\n\s*/g, " ") + "\n" + text.slice(at);
}

/** What each figure is held against (issue 27). */
const TARGETS = {
  /** The starter's keystroke: within one frame. */
  starter: { medianMs: 8, p95Ms: 16 },
  thousand: { p95Ms: 16 },
  tenThousand: { p95Ms: 50 },
  /** Navigation to the first resolved panel, a shared link to the starter. */
  linkMs: 400,
} as const;

/** "target ..., met" or "not met": the figure beside its target. */
const against = (what: string, value: number, target: number) =>
  `(target: ${what} under ${target} ms, ${value <= target ? "met" : "not met"})`;

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

interface Stroke {
  /** keydown to the editor showing the character (Monaco's own pipeline: the baseline). */
  readonly editor: number;
  /** keydown to the agents panel's DOM holding the new answer: a card of the id now typed. */
  readonly panel: number;
  /** keydown to the first animation frame after that: the frame that paints it. */
  readonly frame: number;
}

/**
 * Arms listeners for the next keydown, the editor's next change, and the agents panel holding a card of `id` (the
 * first agent's id once the key is in: a change of the panel that is not the answer, such as a form's attributes set
 * again, does not count), then presses the key.
 */
async function keystroke(page: Page, panelId: string, key: string, id: string): Promise<Stroke> {
  await page.evaluate(
    ([panelId, id]) => {
      type B = { t0?: number; editor?: number; panel?: number; frame?: number };
      const state: B = {};
      (window as unknown as { __bench?: B }).__bench = state;
      const panel = document.querySelector(`[data-testid="panel-${panelId}"]`)!;
      const lines = document.querySelector(".monaco-editor .view-lines")!;
      document.addEventListener("keydown", () => (state.t0 ??= performance.now()), { capture: true, once: true });
      const onEditor = new MutationObserver(() => {
        if (state.t0 === undefined) return;
        onEditor.disconnect();
        state.editor = performance.now();
      });
      const onPanel = new MutationObserver(() => {
        if (state.t0 === undefined || !panel.querySelector(`[data-agent-id="${id}"]`)) return;
        onPanel.disconnect();
        state.panel = performance.now();
        requestAnimationFrame(() => (state.frame = performance.now()));
      });
      onEditor.observe(lines, { subtree: true, childList: true, characterData: true });
      onPanel.observe(panel, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    [panelId, id] as const,
  );
  if (key === "Backspace") await page.keyboard.press(key);
  else await page.keyboard.type(key);
  const handle = await waitForStroke(page);
  return (await handle.jsonValue()) as Stroke;
}

/**
 * With BENCH_PROFILE set to a folder, the page's main thread is sampled while the keys are typed, and the profile is
 * written there as `<case>.cpuprofile` (open it in Chromium's DevTools, Performance panel). With BENCH_TRACE set too,
 * a trace of every thread is written instead (`<case>.trace.json`), with V8's samples of each (the analysis worker's
 * included): the Performance panel opens it.
 */
async function startProfile(page: Page): Promise<((name: string) => Promise<void>) | undefined> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return undefined;
  if (process.env.BENCH_TRACE) {
    const browser = page.context().browser()!;
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "v8", "blink", "disabled-by-default-v8.cpu_profiler"],
    });
    return async (name) => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(resolve(folder, `${name.replace(/[^\w.-]+/g, "-")}.trace.json`), await browser.stopTracing());
    };
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  return async (name) => {
    const { profile } = await cdp.send("Profiler.stop");
    mkdirSync(folder, { recursive: true });
    writeFileSync(resolve(folder, `${name.replace(/[^\w.-]+/g, "-")}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  };
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
          problems: document.querySelector('[data-testid="panel-problems"]')?.textContent?.slice(0, 300),
        }),
      );
      throw new Error(`a keystroke was not seen through in 10 s (${seen}): ${String(error)}`);
    });
}

/** The benchmark measures typing in a document that parses: a syntax error would measure the stale path instead. */
async function assertParses(what: string, profile: ProfileId, config: string, scenarios: string): Promise<void> {
  if (!isOpenClawProfile(profile)) {
    const analysis = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE }).analyze(
      config,
      scenarios,
      BENCH_LIMITS,
    );
    if (!analysis.configSyntaxOk || !analysis.scenariosSyntaxOk) throw new Error(`${what} does not parse`);
    return;
  }
  // An OpenClaw config: the release must accept it, or the page would draw its refusal instead of the agents.
  const openclaw = createOpenClawAnalyzer(await loadOpenClawSchemas());
  const answer = openclaw.diagnostics(profile, config, openclawMachine({})).answer;
  if (!answer.verdict.valid) throw new Error(`${what} is not a valid ${profile} config`);
}

/** Larger than this, a document does not fit the browser's storage (5 MB of UTF-16): it is pasted instead. */
const STORED_AT_MOST = 1_000_000;

/** A document the bench types in: its profile, and the panel whose agent cards show the id being typed. */
interface Measured {
  readonly name: string;
  readonly profile: ProfileId;
  /** The panel holding the agents' cards (`agents` in SophiaClaw's profile, `openclaw` in OpenClaw's). */
  readonly panel: "agents" | "openclaw";
  readonly config: string;
  readonly scenarios: string;
  readonly keys: number;
  /** The p95 and median the keystroke is held against. */
  readonly target: { readonly p95Ms: number; readonly medianMs?: number };
}

/** What one document's keystrokes gave: for comparing one profile with another. */
interface Typed {
  readonly median: number;
  readonly p95: number;
}

async function measureDocument(page: Page, doc: Measured): Promise<Typed> {
  const { name, profile, config, scenarios, keys } = doc;
  const cards = `[data-testid="panel-${doc.panel}"] [data-agent-id]`;
  await assertParses(name, profile, config, scenarios);
  const pasted = config.length + scenarios.length > STORED_AT_MOST;
  // A fresh page each time: init scripts stay with the page that added them.
  await page.goto("about:blank");
  const documents = { ...(pasted ? { config: "{}", scenarios: "{}" } : { config, scenarios }), profile };
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
    const shown = await drawnAt(page, '[data-agent-id="bench"]', 60_000);
    figure(
      `${name}: paste (too large for the browser's storage) to first resolved panel`,
      `${(shown - started).toFixed(0)} ms`,
    );
  }
  const firstPanel = await drawnAt(page, cards);
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
  // Every panel of the text, the later ones (made once typing pauses) included, before the first key is timed.
  await page
    .waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 60_000 })
    .catch(() => {
      throw new Error("the panels never caught up");
    });
  // The first agent's id as typed so far: "bench", then one more letter per key (or one fewer for Backspace).
  let id = "bench";
  const press = (key: string) => {
    id = key === "Backspace" ? id.slice(0, -1) : id + key;
    return keystroke(page, doc.panel, key, id);
  };
  for (let i = 0; i < 3; i++) await press("w"); // warm-up
  const samples: Stroke[] = [];
  const profiler = await startProfile(page);
  // OpenClaw's agent keys are at most 64 characters: there every other key takes the one before it back.
  const takeBack = isOpenClawProfile(profile);
  for (let i = 0; i < keys; i++)
    samples.push(await press(takeBack && i % 2 === 1 ? "Backspace" : String.fromCharCode(97 + (i % 26))));
  await profiler?.(name);
  await assertParses(
    `${name} after typing`,
    profile,
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
  const panels = samples.map((s) => s.panel);
  const typed = { median: quantile(panels, 0.5), p95: quantile(panels, 0.95) };
  const { medianMs } = doc.target;
  figure(
    `${name}: keystroke to updated panels (${keys} keys)`,
    `${stat((s) => s.panel)} ${against("p95", typed.p95, doc.target.p95Ms)}` +
      (medianMs === undefined ? "" : ` ${against("median", typed.median, medianMs)}`),
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
  return typed;
}

/** The shared-link visits measured: first visits (each a fresh browser profile) and return visits. */
const LINK_VISITS = 5;

/** Navigation start to the first resolved panel, and the marks the page left on the way (main.tsx, the worker). */
interface Visit {
  readonly firstPanel: number;
  /** The page's own script started (its modules loaded and run). */
  readonly main: number | undefined;
  /** The link's documents are in the store. */
  readonly linkOpened: number | undefined;
  /** The analysis worker could first answer (its script loaded and run), on the page's clock. */
  readonly workerReady: number | undefined;
}

const CARDS = '[data-testid="panel-agents"] [data-agent-id]';

/**
 * The page's time in the first frame whose animation-frame callback finds `selector` in the document: the frame that
 * paints it. Read in that callback, not by a later evaluate, which waits for whatever task the page runs next (after
 * the first panels, the editor's code arrives and compiles in one long task).
 */
async function drawnAt(page: Page, selector: string, timeout = 30_000): Promise<number> {
  const found = await page.waitForFunction(
    (s) => (document.querySelector(s) !== null ? performance.now() : null),
    selector,
    { polling: "raf", timeout },
  );
  return (await found.jsonValue()) as number;
}

async function toFirstPanel(page: Page, url: string): Promise<Visit> {
  const workers: Worker[] = [];
  const onWorker = (worker: Worker) => workers.push(worker);
  page.on("worker", onWorker);
  await page.goto(url);
  const firstPanel = await drawnAt(page, CARDS);
  page.off("worker", onWorker);
  const marks = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    main: performance.getEntriesByName("scope-studio:main")[0]?.startTime,
    linkOpened: performance.getEntriesByName("scope-studio:link-opened")[0]?.startTime,
  }));
  // The worker's mark is on its own clock: moved onto the page's by the two time origins.
  let workerReady: number | undefined;
  for (const worker of workers) {
    const ready = await worker
      .evaluate(() => {
        const mark = performance.getEntriesByName("scope-studio:worker-ready")[0];
        return mark ? performance.timeOrigin + mark.startTime : undefined;
      })
      .catch(() => undefined);
    if (ready !== undefined) workerReady = ready - marks.origin;
  }
  return { firstPanel, main: marks.main, linkOpened: marks.linkOpened, workerReady };
}

/**
 * A teammate opens a shared link to the starter: the first visit in a fresh browser profile (nothing cached, the
 * service worker not yet installed), then the return visit in the same profile (the service worker in charge).
 */
async function measureSharedLink(browser: Browser, config: string, scenarios: string): Promise<void> {
  const url = `${BASE}#${encodeState({ config, scenarios, tab: "config" })}`;
  const first: Visit[] = [];
  const again: Visit[] = [];
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
  const stat = (visits: Visit[]) => {
    const xs = visits.map((v) => v.firstPanel);
    const median = quantile(xs, 0.5);
    return `median ${median.toFixed(0)} ms, worst ${Math.max(...xs).toFixed(0)} ms ${against("median", median, TARGETS.linkMs)}`;
  };
  figure(`shared link (starter): first visit to first resolved panel (${LINK_VISITS} fresh profiles)`, stat(first));
  const step = (pick: (v: Visit) => number | undefined) => {
    const xs = first.map(pick).filter((x): x is number => x !== undefined);
    return xs.length === 0 ? "-" : `${quantile(xs, 0.5).toFixed(0)} ms`;
  };
  figure(
    "  where the first visit's time goes (medians, from navigation)",
    `page's script ${step((v) => v.main)}, link opened ${step((v) => v.linkOpened)}, ` +
      `analysis worker ready ${step((v) => v.workerReady)}, first panel ${step((v) => v.firstPanel)}`,
  );
  figure(`shared link (starter): return visit to first resolved panel`, stat(again));
}

/** Which of the page's cases run: all, or those BENCH_PAGE names (`sophiaclaw`, `openclaw`, `link`, comma-separated). */
const runs = (cases: "sophiaclaw" | "openclaw" | "link") =>
  !process.env.BENCH_PAGE || process.env.BENCH_PAGE.split(",").includes(cases);

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
      const read = (name: string) => readFileSync(resolve(dir, name), "utf8");
      const starter = read("starter.config.jsonc");
      const scenarios = read("starter.scenarios.json");
      const typing = await browser.newContext();
      const page = await typing.newPage();
      // One visit first: every navigation measured is a return visit (the browser has compiled the scripts once),
      // not the first start of the browser and of the preview server.
      await page.goto(BASE);
      await page.waitForFunction(() => window.__scopeStudio?.analyzed() === true, undefined, { timeout: 30_000 });
      const sophiaclaw = (name: string, config: string, scenarios: string, keys: number, target: Measured["target"]) =>
        measureDocument(page, { name, profile: "sophiaclaw", panel: "agents", config, scenarios, keys, target });
      const openclaw = (name: string, config: string, scenarios: string, keys: number, target: Measured["target"]) =>
        measureDocument(page, {
          name: `OpenClaw 2026.9, ${name}`,
          profile: "openclaw-2026.9",
          panel: "openclaw",
          config,
          scenarios,
          keys,
          target,
        });
      const starterJson = JSON.stringify(parseJsonc(starter));
      let sophia1k: Typed | undefined;
      let open1k: Typed | undefined;
      let legacy1k: Typed | undefined;
      if (runs("sophiaclaw")) {
        await sophiaclaw("starter", withEditableFirstId(starterJson), scenarios, 100, TARGETS.starter);
        sophia1k = await sophiaclaw(
          "1,000 agents",
          withEditableFirstId(largeConfig(1000)),
          "{}",
          100,
          TARGETS.thousand,
        );
        await sophiaclaw("10,000 agents", withEditableFirstId(largeConfig(10_000)), "{}", 60, TARGETS.tenThousand);
      }
      if (runs("openclaw")) {
        const fleet = JSON.stringify(parseJsonc(read("openclaw-fleet.config.jsonc")));
        const fleetScenarios = read("openclaw-fleet.scenarios.json");
        await openclaw("the fleet example", withEditableFirstEntry(fleet), fleetScenarios, 100, TARGETS.starter);
        const roster = (n: number) => withEditableFirstEntry(openclawRoster(n, "entries"));
        open1k = await openclaw("1,000 agents", roster(1000), "{}", 100, TARGETS.thousand);
        await openclaw("10,000 agents", roster(10_000), "{}", 60, TARGETS.tenThousand);
        // The release before, on its legacy list: its answers include what moving to 2026.9 changes.
        legacy1k = await measureDocument(page, {
          name: "OpenClaw 2026.7, 1,000 agents (a legacy list)",
          profile: "openclaw-2026.7",
          panel: "openclaw",
          config: withEditableFirstId(openclawRoster(1000, "list")),
          scenarios: "{}",
          keys: 100,
          target: TARGETS.thousand,
        });
      }
      for (const [release, typed] of [
        ["2026.9", open1k],
        ["2026.7 (a legacy list)", legacy1k],
      ] as const) {
        if (!sophia1k || !typed) continue;
        const ratio = typed.median / sophia1k.median;
        figure(
          `OpenClaw ${release} / SophiaClaw keystroke at 1,000 agents (medians)`,
          `${ratio.toFixed(2)}x (target: no slower, ${ratio <= 1 ? "met" : "not met"})`,
        );
      }
      // Last: the fresh profiles' service workers (installing, caching the build) must not run beside the keystrokes;
      // and the typing tab is closed first (its worker may still be on a 10,000-agent text).
      await typing.close();
      if (runs("link")) await measureSharedLink(browser, starter, scenarios);
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
