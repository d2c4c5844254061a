/**
 * Every module of src/core/ can be the first one imported. Rooms reach each other through their index.ts, and an
 * index pulls in its whole room, so an import cycle may form; if a module in it reads, as it loads, a value of a
 * module still loading (PROFILE_IDS spread from OPENCLAW_PROFILES, a schema built from a list), whoever imports the
 * wrong one first gets undefined or a ReferenceError. Each module is loaded here first, in a fresh module registry.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";

const CORE = fileURLToPath(new URL("../../src/core", import.meta.url));
const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );

describe("every module of src/core/ loads when imported first", () => {
  it.each(modules(CORE).map((path) => [relative(CORE, path), path]))("%s", async (_name, path) => {
    vi.resetModules();
    await expect(import(path)).resolves.toBeTruthy();
  });
});
