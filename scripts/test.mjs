#!/usr/bin/env node
// `npm test`: every check and every test, in order, then one closing line `N passed, N failed` over all of them.
// Checks (typecheck, lint, format, build) count one each; unit tests (vitest) and browser tests (playwright)
// count one per test, read from their JSON reports. A stage that fails to run at all counts as one failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const reports = ".test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n== ${label}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
}

function check(label, cmd, args) {
  if (run(label, cmd, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
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

check("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]);
check("lint", "npx", ["eslint", "."]);
check("format", "npx", ["prettier", "--check", "."]);

run("unit tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${reports}/vitest.json`,
]);
count("unit tests", `${reports}/vitest.json`, (j) => ({
  ok: j.numPassedTests,
  bad: j.numFailedTests + (j.numTotalTestSuites > 0 && j.success === false && j.numFailedTests === 0 ? 1 : 0),
}));

const built = run("build", "npm", ["run", "build"]);
if (built) passed++;
else {
  failed++;
  failures.push("build");
}

if (built) {
  run("browser tests", "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
  });
  count("browser tests", `${reports}/playwright.json`, (j) => ({
    ok: j.stats.expected + j.stats.flaky,
    bad: j.stats.unexpected + (j.errors?.length ? 1 : 0),
  }));
} else {
  failed++;
  failures.push("browser tests (not run: the build failed)");
}

if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
