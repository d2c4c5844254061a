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

/**
 * What a first visit needs early, in the built page's head. The page's first script (src/app/boot.ts) as a chunk of
 * its own before the page's code: it starts the analysis worker while the rest is still arriving (in one chunk with
 * the page's, the worker started only once all of it had arrived and run, ~150 ms into a first visit). main.tsx
 * imports it too (the dev server's page loads main.tsx alone) and finds it run. And the chunks the first panel is
 * drawn with (the panels') and a shared link is opened with (its reader), with everything they import, preloaded
 * with the page's own: asked for when main.tsx runs, they arrived ~100 ms after it.
 */
const BOOT_ENTRY = "src/app/boot.ts";
const FIRST_PANEL_MODULES = [
  /[\\/]src[\\/]app[\\/]panels[\\/]Panels\.tsx$/,
  /[\\/]src[\\/]app[\\/]share[\\/]open\.ts$/,
];

function firstVisit(): Plugin {
  return {
    name: "scope-studio-first-visit",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((c) => c.type === "chunk");
        const boot = chunks.find((c) => c.isEntry && c.name === "boot");
        if (!boot) throw new Error(`the build has no chunk for ${BOOT_ENTRY}`);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const preloaded = new Set<string>();
        const add = (file: string) => {
          if (preloaded.has(file) || html.includes(`/${file}"`)) return;
          preloaded.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) add(imported);
        };
        for (const module of FIRST_PANEL_MODULES) {
          const chunk = chunks.find((c) => c.facadeModuleId && module.test(c.facadeModuleId));
          if (!chunk) throw new Error(`the build has no chunk for ${module}`);
          add(chunk.fileName);
        }
        const first = html.indexOf('<script type="module"');
        const styles = html.indexOf('<link rel="stylesheet"');
        if (first < 0 || styles < 0) throw new Error("index.html has no module script or stylesheet where expected");
        const script = `<script type="module" async crossorigin src="./${boot.fileName}"></script>\n    `;
        const links = [...preloaded].map((file) => `<link rel="modulepreload" crossorigin href="./${file}">\n    `);
        return `${html.slice(0, first)}${script}${html.slice(first, styles)}${links.join("")}${html.slice(styles)}`;
      },
    },
  };
}

export default defineConfig({
  base: "./",
  plugins: [react(), monacoFeaturesByChoice(), contentSecurityPolicy(), firstVisit(), precacheManifest()],
  // The workers' bundles are built apart: they take the same tree-shaking (a SophiaClaw page's analysis worker then
  // leaves OpenClaw's code to the chunk its first OpenClaw config loads).
  worker: { format: "es", rolldownOptions: { treeshake: { moduleSideEffects: engineSideEffects } } },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 6000,
    // The engine's modules do nothing when imported (no module-level state: an eslint rule holds it), so a chunk
    // carries only the parts of it that chunk calls, not every schema its imports happen to define.
    rolldownOptions: {
      input: { index: "index.html", boot: BOOT_ENTRY },
      treeshake: { moduleSideEffects: engineSideEffects },
    },
  },
  preview: { headers: { "Content-Security-Policy": CSP } },
});
