import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { precacheManifest } from "./vite.precache";

/**
 * The Content-Security-Policy of the built page: everything from the page's own origin, nothing else. It goes in
 * at build time only, because Vite's dev server injects inline scripts of its own. Monaco sets inline styles on
 * its elements, hence 'unsafe-inline' for styles (never for scripts).
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** The engine's sources (src/core/): pure modules. */
const ENGINE = /[\\/]src[\\/]core[\\/]/;
/** The engine's modules do nothing when imported; other modules are as their packages say. */
const engineSideEffects = (id: string) => (ENGINE.test(id) ? false : undefined);

/**
 * Monaco's web-worker helper (which its JSON language uses to start the JSON worker) imports every editor feature
 * Monaco has, so the editor's chunk would carry them all whatever the page asks for. The build drops those imports
 * (the stylesheets stay); src/app/editor/monaco.ts imports the features the page uses, one by one.
 */
const MONACO_WORKERS = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/]internal[\\/]common[\\/]workers\.js$/;
const FEATURE_IMPORT = /^import '[^']+\.js';\n/gm;

function monacoFeaturesByChoice(): Plugin {
  return {
    name: "scope-studio-monaco-features",
    enforce: "pre",
    transform(code, id) {
      if (!MONACO_WORKERS.test(id)) return null;
      const stripped = code.replace(FEATURE_IMPORT, "");
      // Monaco's layout changed: fail the build rather than ship every feature again unnoticed.
      if (stripped === code || !stripped.includes("createWebWorker")) throw new Error(`unexpected ${id}`);
      return { code: stripped, map: null };
    },
  };
}

function contentSecurityPolicy(): Plugin {
  return {
    name: "scope-studio-csp",
    apply: "build",
    transformIndexHtml: (html) =>
      html.replace("<head>", `<head>\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`),
  };
}

export default defineConfig({
  base: "./",
  plugins: [react(), monacoFeaturesByChoice(), contentSecurityPolicy(), precacheManifest()],
  // The workers' bundles are built apart: they take the same tree-shaking (a SophiaClaw page's analysis worker then
  // leaves OpenClaw's code to the chunk its first OpenClaw config loads).
  worker: { format: "es", rolldownOptions: { treeshake: { moduleSideEffects: engineSideEffects } } },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 6000,
    // The engine's modules do nothing when imported (no module-level state: an eslint rule holds it), so a chunk
    // carries only the parts of it that chunk calls, not every schema its imports happen to define.
    rolldownOptions: { treeshake: { moduleSideEffects: engineSideEffects } },
  },
  preview: { headers: { "Content-Security-Policy": CSP } },
});
