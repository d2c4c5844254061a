/**
 * Every hostile case through the core (analyze, the share decoder, the Markdown block), judged: no exception, no
 * hang, output within the caps, the due diagnostic or link error, no active Markdown. How long each family's worst
 * case takes is npm run bench -- hostile's business, never a test's.
 *
 * The cases run in worker threads (the bundled runner.ts), two at a time: a case that never ends is stopped at
 * HANG_MS and judged a hang, instead of hanging the suite.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYZE_CODES } from "../../src/core/index";
import { MAX_DIAGNOSTICS_PER_CODE } from "../../src/core/testing";
import { ROOT } from "../corpus/documents";
import { FAMILIES, KNOWN_OPEN_CORE, hostileCorpus, type Family, type HostileCase } from "./corpus";
import type { Measured } from "./judge";

/**
 * Past this a case is stopped and judged a hang: a guard against a case that never ends, as a test's timeout is,
 * never a bound on speed (each family's worst case is timed against its bound by npm run bench -- hostile).
 */
const HANG_MS = 120_000;

/** Output bounds relative to the caps: each code at most its cap in each document (plus the "more" note). */
const OUTPUT = {
  perCode: 2 * (MAX_DIAGNOSTICS_PER_CODE + 1),
  diagnostics: 2000,
  messageChars: 512 * 1024,
  longestMessage: 16 * 1024,
};
const CUT_OFF = ANALYZE_CODES.cutOff.code;

const corpus = hostileCorpus();
const results = new Map<number, Measured | { hang: true; family: Family; name: string }>();
let outDir = "";

async function bundleRunner(): Promise<string> {
  outDir = mkdtempSync(join(tmpdir(), "hostile-runner-"));
  await build({
    configFile: false,
    root: ROOT,
    logLevel: "error",
    ssr: { noExternal: true },
    build: {
      ssr: join(ROOT, "test/hostile/runner.ts"),
      outDir,
      emptyOutDir: true,
      target: "node20",
      minify: false,
      rollupOptions: { output: { format: "es", entryFileNames: "runner.mjs" } },
    },
  });
  return join(outDir, "runner.mjs");
}

/** Runs every case, `parallel` workers at a time; a worker whose case outlives HANG_MS is terminated and replaced. */
async function runAll(script: string, parallel: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    let worker: Worker | undefined;
    while (next < corpus.length) {
      const index = next++;
      const c = corpus[index]!;
      worker ??= new Worker(script);
      const w = worker;
      const outcome = await new Promise<Measured | "hang" | Error>((resolve) => {
        const timer = setTimeout(() => resolve("hang"), HANG_MS);
        const done = (value: Measured | "hang" | Error) => {
          clearTimeout(timer);
          w.removeAllListeners("message");
          w.removeAllListeners("error");
          resolve(value);
        };
        w.on("message", (m: { index: number; measured: Measured }) => done(m.measured));
        w.on("error", (e) => done(e));
        w.postMessage(index);
      });
      if (outcome === "hang" || outcome instanceof Error) {
        await worker.terminate();
        worker = undefined;
      }
      results.set(
        index,
        outcome === "hang"
          ? { hang: true, family: c.family, name: c.name }
          : outcome instanceof Error
            ? {
                family: c.family,
                name: c.name,
                threw: `worker died: ${outcome.message}`,
                diagnostics: 0,
                codes: {},
                errors: 0,
                messageChars: 0,
                longestMessage: 0,
                spansOutside: 0,
                markdown: [],
                markdownChars: 0,
              }
            : outcome,
      );
    }
    await worker?.terminate();
  };
  await Promise.all(Array.from({ length: parallel }, lane));
}

beforeAll(async () => {
  await runAll(await bundleRunner(), 2);
}, 600_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  const rows = FAMILIES.map((family) => {
    const of = [...results.values()].filter((r) => r.family === family);
    return `  ${family.padEnd(8)} ${String(of.length).padStart(4)} cases`;
  });
  console.log(`hostile corpus through the core: ${results.size} cases tried\n${rows.join("\n")}`);
});

const byFamily = (family: Family) =>
  corpus.map((c, index) => [c.name, index, c] as const).filter(([, , c]) => c.family === family);

function dueMet(c: HostileCase, m: Measured): boolean {
  if (c.kind === "link") {
    if (c.due === "ok") return m.link?.ok === true;
    if (c.due === "refused") return m.link?.ok === false;
    return m.link?.ok === false && m.link.code === c.due.code;
  }
  if (c.due === "nothing") return true;
  if (m.codes[CUT_OFF]) return true;
  if (c.due === "error") return m.errors > 0;
  return c.due.codes.some((code) => m.codes[code]);
}

describe.each(FAMILIES.map((f) => [f]))("hostile %s", (family) => {
  for (const [name, index, c] of byFamily(family))
    (KNOWN_OPEN_CORE[name] ? it.skip : it)(name, () => {
      const r = results.get(index);
      expect(r, "the case ran").toBeDefined();
      if (!r || "hang" in r) {
        expect.fail(`did not finish within ${HANG_MS} ms`);
        return;
      }
      expect(r.threw, "no exception").toBeUndefined();
      expect(r.diagnostics, "diagnostics count").toBeLessThanOrEqual(OUTPUT.diagnostics);
      const flooded = Object.entries(r.codes).filter(([, n]) => n > OUTPUT.perCode);
      expect(flooded, "codes past their cap").toEqual([]);
      expect(r.messageChars, "total message length").toBeLessThanOrEqual(OUTPUT.messageChars);
      expect(r.longestMessage, "longest message").toBeLessThanOrEqual(OUTPUT.longestMessage);
      expect(r.spansOutside, "spans inside their text").toBe(0);
      expect(r.markdown, "no active HTML or link in the Markdown outside code").toEqual([]);
      expect(dueMet(c, r), `due: ${JSON.stringify(c.due)}; got ${JSON.stringify(r.link ?? r.codes)}`).toBe(true);
    });
});
