import { defineConfig } from "vite";

/** The Node side (the command line and the benchmarks): the same core, bundled for Node 20, which cannot run .ts. */
export default defineConfig({
  build: {
    ssr: true,
    outDir: "dist-node",
    emptyOutDir: true,
    target: "node20",
    rollupOptions: {
      input: { cli: "src/cli/main.ts", bench: "bench/index.ts" },
      output: { format: "es", entryFileNames: "[name].js" },
      external: [/^node:/, "jsonc-parser", "lz-string", "playwright-core", "@playwright/test"],
    },
  },
  ssr: { noExternal: ["zod", "fflate"] },
});
