/**
 * The benchmark harness every benchmark uses: time a function over enough runs to be stable, print the figure and,
 * where there is one, the ratio against a baseline measured in the same run.
 */
import { performance } from "node:perf_hooks";

/** The limits a benchmark gives `analyze`: the real clock and a budget no benchmark document comes near. */
export const BENCH_LIMITS = { clock: () => performance.now(), budgetMs: 600_000 } as const;

export interface Timing {
  readonly name: string;
  /** Median milliseconds per run. */
  readonly median: number;
  readonly p95: number;
  readonly runs: number;
}

/** Runs `fn` (after `before`, untimed) `warmup` times, then until `minRuns` runs and `minMs` milliseconds have passed (at most `maxRuns`). */
export function time(
  name: string,
  fn: () => unknown,
  opts: { warmup?: number; minRuns?: number; maxRuns?: number; minMs?: number; before?: () => void } = {},
): Timing {
  const { warmup = 2, minRuns = 5, maxRuns = 1000, minMs = 300, before } = opts;
  for (let i = 0; i < warmup; i++) {
    before?.();
    fn();
  }
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() - start < minMs)) {
    before?.(); // untimed: what each run needs afresh
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { name, median: at(0.5), p95: at(0.95), runs: samples.length };
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(4)) + " ms";

/** Prints one timing, and its ratio against a baseline timing when given. */
export function report(t: Timing, baseline?: Timing): void {
  let line = `  ${t.name.padEnd(58)} median ${fmt(t.median).padStart(12)}  p95 ${fmt(t.p95).padStart(12)}  (${t.runs} runs)`;
  if (baseline) {
    const ratio = baseline.median / t.median;
    const says = ratio >= 1 ? `${ratio.toFixed(1)}x faster than` : `${(1 / ratio).toFixed(1)}x slower than`;
    line += `\n  ${"".padEnd(58)} ${says} ${baseline.name}`;
  }
  console.log(line);
}

/** Prints a figure that is not a timing (a length, a rate). */
export function figure(name: string, value: string): void {
  console.log(`  ${name.padEnd(58)} ${value}`);
}

export function section(title: string): void {
  console.log(`\n${title}`);
}
