import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    environment: "node",
    setupFiles: ["test/setup.ts"],
    // The command line is built once, before every file (the files that run it never build it).
    globalSetup: ["test/global-setup.ts"],
    // A hang guard, not a bound on speed: the slowest test takes about 11 s on a machine busy with two other loops.
    testTimeout: 60_000,
    // A worker per core: vitest's default leaves one core to itself (cores - 1), which on two cores is one worker.
    maxWorkers: 2,
    // A worker's files share its module registry (the engine imported once per worker, not once per file: import
    // time fell from 55 s to 10 s). Safe because no module keeps state: the core's lint forbids it (memory belongs
    // to an analyzer), and the page's and command line's modules hold only constant tables.
    isolate: false,
  },
});
