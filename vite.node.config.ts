import { defineConfig } from "vite";

/**
 * The Node side (the command line and the benchmarks): the same core, bundled for Node 20, which cannot run .ts.
 * The command line's bundle is self-contained (its libraries inlined), so the packed package needs no dependencies.
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: "dist-node",
    emptyOutDir: true,
    copyPublicDir: false,
    target: "node20",
    rollupOptions: {
      input: { cli: "src/cli/main.ts", bench: "bench/index.ts" },
      output: { format: "es", entryFileNames: "[name].js" },
      external: [/^node:/, "lz-string", "playwright-core", "@playwright/test"],
    },
  },
  ssr: { noExternal: ["zod", "fflate", "jsonc-parser"] },
});
