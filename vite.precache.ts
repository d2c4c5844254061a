/**
 * The offline page's list of files: after a build, every file written to the output folder (the page, its hashed
 * chunks including Monaco's and the workers', the examples and schemas copied from public/) goes into
 * sw-precache.js, with a version that changes whenever any of them does. public/sw.js imports it, caches those
 * files on install under that version, and drops the caches of older versions on activate.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";

/** Written by the build, read by public/sw.js through importScripts. */
export const PRECACHE_FILE = "sw-precache.js";
/** Never precached: the service worker itself and its list. */
const NOT_PRECACHED = new Set(["sw.js", PRECACHE_FILE]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The precache list of a built folder: "./" (the page) then each file's path relative to it, sorted. */
export function precacheOf(outDir: string): { version: string; files: string[] } {
  const hash = createHash("sha256");
  const files: string[] = [];
  for (const path of filesUnder(outDir).sort()) {
    const name = relative(outDir, path).split(sep).join("/");
    if (NOT_PRECACHED.has(name) || name.startsWith(".")) continue;
    hash.update(name).update("\0").update(readFileSync(path)).update("\0");
    files.push(name);
  }
  return { version: hash.digest("hex").slice(0, 16), files: ["./", ...files] };
}

export function precacheManifest(): Plugin {
  let outDir = "";
  return {
    name: "scope-studio-precache",
    apply: "build",
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler: () => {
        const list = precacheOf(outDir);
        writeFileSync(join(outDir, PRECACHE_FILE), `self.SCOPE_STUDIO_PRECACHE = ${JSON.stringify(list)};\n`);
      },
    },
  };
}
