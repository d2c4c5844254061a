#!/usr/bin/env node
// `npm test`: every check and every test, in order, then each stage's duration and one closing line
// `N passed, N failed` over all of them. Checks (typecheck, lint, format, build) count one each; unit tests (vitest)
// and browser tests (playwright) count one per test, read from their JSON reports. A stage that fails to run at all
// counts as one failure.
//
// The machine has two cores: the three static checks (one core each) run side by side; the build comes before the
// unit tests (a worker per core), whose global setup then finds the command line built; the browser tests run on two
// workers, then the few that need the machine to themselves (playwright.config.ts, project "alone"), one at a time.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { cpus } from "node:os";

const reports = ".test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const stages = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The processor time this script's finished children used, in ms (Linux: /proc/self/stat's cutime and cstime, which
 * count every child and grandchild waited for); undefined elsewhere. A stage's share of it says how busy it kept the
 * cores.
 */
function childCpuMs() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100; // clock ticks of 10 ms (CLK_TCK 100)
  } catch {
    return undefined;
  }
}

/** Runs a stage in the foreground (its output as it comes) and records how long it took. */
function run(label, cmd, args, env = {}) {
  console.log(`\n== ${label}: ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const cpuBefore = childCpuMs();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const cpu = cpuBefore === undefined ? undefined : childCpuMs() - cpuBefore;
  stages.push([label, Date.now() - started, cpu]);
  return r.status === 0;
}

function tally(label, ok) {
  if (ok) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

/** Runs commands side by side, each one's output printed whole when it ends; resolves to each one's success. */
async function together(jobs) {
  const started = Date.now();
  const cpuBefore = childCpuMs();
  const done = await Promise.all(
    jobs.map(
      ([label, cmd, args, env = {}]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { env: { ...process.env, ...env } });
          let output = "";
          child.stdout.on("data", (d) => (output += d));
          child.stderr.on("data", (d) => (output += d));
          child.on("error", (e) => (output += `${e.message}\n`));
          child.on("close", (code) => {
            console.log(`\n== ${label}: ${cmd} ${args.join(" ")}\n${output.trimEnd()}`);
            stages.push([`${label} (beside the others)`, Date.now() - started]);
            resolve(code === 0);
          });
        }),
    ),
  );
  const cpu = cpuBefore === undefined ? undefined : childCpuMs() - cpuBefore;
  stages.push([jobs.map(([label]) => label).join(", "), Date.now() - started, cpu]);
  return done;
}

/** Counts a JSON report's tests; a missing or unreadable report counts as one failure. */
function count(label, file, read) {
  if (!existsSync(file)) {
    failed++;
    failures.push(`${label} (no report)`);
    return;
  }
  try {
    const { ok, bad } = read(JSON.parse(readFileSync(file, "utf8")));
    passed += ok;
    failed += bad;
    if (bad) failures.push(`${label} (${bad})`);
  } catch (e) {
    failed++;
    failures.push(`${label} (report: ${e.message})`);
  }
}

const begun = Date.now();

const checks = [
  ["typecheck", "npx", ["tsc", "--noEmit", "-p", "."]],
  ["lint", "npx", ["eslint", "."]],
  ["format", "npx", ["prettier", "--check", "."]],
];
const results = await together(checks);
checks.forEach(([label], i) => tally(label, results[i]));

// The page (dist/) and the command line with the benchmarks (dist-node/): the browser tests serve the first, the
// unit tests run the second. The typecheck above already covers what `npm run build`'s tsc would.
const built =
  run("build", "npx", ["vite", "build", "--logLevel", "warn"]) &&
  run("build (command line)", "npx", ["vite", "build", "--config", "vite.node.config.ts", "--logLevel", "warn"]);
tally("build", built);

const unitReport = `${reports}/vitest.json`;
const unit = [
  "unit tests",
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${unitReport}`],
];
const browser = (project) => {
  const report = `${reports}/playwright-${project}.json`;
  const job = [
    `browser tests (${project})`,
    "npx",
    // Each project keeps its own artifacts (a run empties its output folder first).
    ["playwright", "test", "--project", project, "--output", `test-results/${project}`, "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  ];
  const counted = () =>
    count(`browser tests (${project})`, report, (j) => ({
      ok: j.stats.expected + j.stats.flaky,
      bad: j.stats.unexpected + (j.errors?.length ? 1 : 0),
    }));
  return { job, counted };
};
const countUnit = () =>
  count("unit tests", unitReport, (j) => ({
    ok: j.numPassedTests,
    bad: j.numFailedTests + (j.numTotalTestSuites > 0 && j.success === false && j.numFailedTests === 0 ? 1 : 0),
  }));

// One after the other: run beside the browser tests, the unit tests' heaviest cases took past their timeouts on a
// machine busy with other work, and the pages waited past their expectations.
run(...unit);
countUnit();
if (built) {
  for (const project of ["parallel", "alone"]) {
    const { job, counted } = browser(project);
    run(...job);
    counted();
  }
} else {
  failed++;
  failures.push("browser tests (not run: the build failed)");
}

const cores = cpus().length;
const busy = (ms, cpu) =>
  cpu === undefined
    ? ""
    : `   processor ${seconds(cpu).padStart(8)} (${Math.round((100 * cpu) / ms / cores)}% of ${cores} cores)`;
console.log("\nStages (wall clock, and the processor time the stage's processes used):");
for (const [label, ms, cpu] of stages) console.log(`  ${label.padEnd(40)} ${seconds(ms).padStart(9)}${busy(ms, cpu)}`);
const whole = Date.now() - begun;
console.log(`  ${"the whole run".padEnd(40)} ${seconds(whole).padStart(9)}${busy(whole, childCpuMs())}`);
if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
