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
  plugins: [react(), contentSecurityPolicy(), precacheManifest()],
  worker: { format: "es" },
  build: { target: "es2022", sourcemap: false, chunkSizeWarningLimit: 6000 },
  preview: { headers: { "Content-Security-Policy": CSP } },
});
