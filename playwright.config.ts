import { defineConfig } from "@playwright/test";

// E2E_PORT lets two runs (say, CI and a developer) share a machine; E2E_DIST serves a build kept elsewhere.
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : "";

/**
 * The files that need the machine to themselves, one at a time (npm test runs them after the others, which run two
 * at a time, a worker per core):
 * - documents of megabytes, pasted (a million-element array, 5 MB a document) or opened from links (the crash pair,
 *   3.8 MB), whose parsing, storage and analysis take the memory and the cores another worker's page would wait on;
 * - analysis-faults.spec.ts: analyses that run to the worker's whole budget (3 s), watched by the page's hang
 *   detector, which counts wall-clock time by design: with another page taking a core, a cut-off analysis can be
 *   called hung.
 */
const ALONE = ["giant.spec.ts", "hostile.spec.ts", "analysis-faults.spec.ts"].map((file) => `**/${file}`);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 60_000,
  // How long an expectation waits for the page's signal before it fails: long enough for a machine busy with other
  // work (a wait, never a bound on speed).
  expect: { timeout: 15_000 },
  workers: 2,
  projects: [
    { name: "parallel", testIgnore: ALONE },
    // npm test runs this project after the other; `npx playwright test` runs both at once, this one a file at a time.
    { name: "alone", testMatch: ALONE, workers: 1 },
  ],
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The built page registers a service worker that answers from its cache, past page.route: tests that block or
    // watch requests need the network, so only e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    command: `npx vite preview --strictPort --bypass-lock --host 127.0.0.1 --port ${port}${dist}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
