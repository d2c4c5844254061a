/**
 * What the built page (dist/, or the folder in BUNDLE_DIST) makes a browser fetch, gzip-compressed as a server sends
 * it: the JavaScript loaded before the editor (index.html's script and modulepreload tags) against the 120 kB target,
 * and the editor's own chunk (MonacoEditor-*.js and the chunks it imports, less those already loaded) against the
 * 3.9 MB (1 MB compressed) of a Monaco with every feature. kB here are 1,000 bytes, as Vite's build prints them.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { figure, section } from "./harness";

/** The initial JavaScript's compressed target, and the figure before the page's parts were split off. */
export const INITIAL_GZIP_TARGET = 120_000;
const INITIAL_GZIP_EARLIER = 170_000;
/** Monaco's chunk with every feature (raw, compressed): the editor's chunk is to be smaller. */
const MONACO_ALL_RAW = 3_900_000;
const MONACO_ALL_GZIP = 1_000_000;

export interface Sized {
  readonly files: readonly string[];
  readonly raw: number;
  readonly gzip: number;
}

export interface BundleSizes {
  /** The JavaScript index.html loads before anything asks for more. */
  readonly initial: Sized;
  /** The editor's chunk and the chunks it imports that are not loaded before it. */
  readonly editor: Sized;
}

/** The scripts index.html loads: its module script and the chunks it preloads (paths relative to `dist`). */
export function initialScripts(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const files: string[] = [];
  for (const tag of tags) {
    const script = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const preload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((script || preload) && src) files.push(src.replace(/^\.\//, ""));
  }
  return files;
}

/** The chunks a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/\b(?:from\s*|import\s*)["'](\.\/[^"']+\.js)["']/g)) found.add(m[1]!.slice(2));
  return [...found];
}

function sized(dist: string, files: readonly string[]): Sized {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files, raw, gzip };
}

/** The closure of `start` over static imports (chunks in one folder), leaving out `loaded`. */
function closure(dist: string, start: string, loaded: ReadonlySet<string>): string[] {
  const dir = start.slice(0, start.lastIndexOf("/") + 1);
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file) || loaded.has(file)) continue;
    seen.add(file);
    for (const next of staticImports(readFileSync(join(dist, file), "utf8"))) queue.push(dir + next);
  }
  return [...seen];
}

export function bundleSizes(dist: string): BundleSizes {
  const initialFiles = initialScripts(readFileSync(join(dist, "index.html"), "utf8"));
  const loaded = new Set<string>();
  for (const file of initialFiles) for (const f of closure(dist, file, new Set())) loaded.add(f);
  const monaco = readdirSync(join(dist, "assets")).find((f) => /^MonacoEditor-.*\.js$/.test(f));
  if (!monaco) throw new Error(`no MonacoEditor chunk in ${dist}/assets`);
  return { initial: sized(dist, [...loaded]), editor: sized(dist, closure(dist, `assets/${monaco}`, loaded)) };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;

export function benchBundle(): void {
  const dist = process.env.BUNDLE_DIST ?? "dist";
  section(`Bundle sizes (${dist}/, gzip as served)`);
  if (!existsSync(join(dist, "index.html"))) {
    figure("skipped", `no ${dist}/index.html: run \`npx vite build\` first (npm run bench does)`);
    return;
  }
  const { initial, editor } = bundleSizes(dist);
  figure(`JavaScript before the editor (${initial.files.length} files), raw`, kB(initial.raw));
  figure(
    "JavaScript before the editor, gzip",
    `${kB(initial.gzip)} (target under ${kB(INITIAL_GZIP_TARGET)}, earlier ${kB(INITIAL_GZIP_EARLIER)}): ` +
      (initial.gzip < INITIAL_GZIP_TARGET ? "within" : "OVER"),
  );
  figure(
    `The editor's chunk (${editor.files.length} files), raw`,
    `${MB(editor.raw)} (every feature: ${MB(MONACO_ALL_RAW)})`,
  );
  figure("The editor's chunk, gzip", `${kB(editor.gzip)} (every feature: ${kB(MONACO_ALL_GZIP)})`);
}
