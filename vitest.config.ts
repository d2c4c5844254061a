import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    environment: "node",
    setupFiles: ["test/setup.ts"],
    // The command line is built once, before every file (the files that run it never build it).
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    // A worker per core: vitest's default leaves one core to itself (cores - 1), which on two cores is one worker.
    maxWorkers: 2,
  },
});
