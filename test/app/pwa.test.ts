/** The offline copy: the build's precache list and when the page registers its service worker. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerServiceWorker, SERVICE_WORKER_URL, type RegisterEnv } from "../../src/app/pwa/register";
import { precacheOf } from "../../vite.precache";

describe("precacheOf", () => {
  let dir = "";
  const write = (name: string, text: string) => {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "scope-precache-"));
    write("index.html", "<html>");
    write("assets/index-abc.js", "js");
    write("assets/editor.worker-def.js", "worker");
    write("examples/index.json", "[]");
    write("schema/scenarios.schema.json", "{}");
    write("sw.js", "sw");
    write("sw-precache.js", "old list");
    write(".vite/manifest.json", "{}");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("lists the page and every built file, workers, examples and schemas included, but not the worker itself", () => {
    expect(precacheOf(dir).files).toEqual([
      "./",
      "assets/editor.worker-def.js",
      "assets/index-abc.js",
      "examples/index.json",
      "index.html",
      "schema/scenarios.schema.json",
    ]);
  });

  it("changes its version when any file's content changes, and only then", () => {
    const before = precacheOf(dir).version;
    expect(precacheOf(dir).version).toBe(before);
    write("examples/index.json", '[{"slug":"new"}]');
    expect(precacheOf(dir).version).not.toBe(before);
  });
});

describe("registerServiceWorker", () => {
  function fakeEnv(built: boolean, withWorker = true) {
    const registered: [string, RegistrationOptions][] = [];
    const loads: (() => void)[] = [];
    const env: RegisterEnv = {
      serviceWorker: withWorker
        ? { register: async (url, options) => void registered.push([url, options]) }
        : undefined,
      built,
      afterLoad: (fn) => loads.push(fn),
    };
    return { env, registered, load: () => loads.forEach((fn) => fn()) };
  }

  it("registers sw.js for the page's folder once a built page has loaded", () => {
    const { env, registered, load } = fakeEnv(true);
    registerServiceWorker(env);
    expect(registered).toEqual([]);
    load();
    expect(registered).toEqual([[SERVICE_WORKER_URL, { scope: "./", updateViaCache: "none" }]]);
  });

  it.each([
    ["the dev server", false, true],
    ["a browser without service workers", true, false],
  ])("does nothing on %s", (_name, built, withWorker) => {
    const { env, registered, load } = fakeEnv(built, withWorker);
    registerServiceWorker(env);
    load();
    expect(registered).toEqual([]);
  });

  it("a refused registration is no error of the page", async () => {
    const { env, load } = fakeEnv(true);
    const refused: RegisterEnv = { ...env, serviceWorker: { register: () => Promise.reject(new Error("no")) } };
    registerServiceWorker(refused);
    expect(load).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
