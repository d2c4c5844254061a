/**
 * The package as a user gets it: `npm pack` of the package's files (its manifest, the launcher, the README and the
 * command line the global setup built), and in a scratch folder with nothing else, `npx <tarball> check` and an
 * installed `npx scope-studio check` run it, offline, with no dependency to fetch (the bundle is self-contained).
 * The package is packed from a copy in its own scratch folder, without its prepack build: dist-node/ is never
 * rebuilt under the other files that are running it.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../corpus/documents";

const CONFIG = '{ "agents": { "list": [{ "id": "a", "default": true }, { "id": "a" }] } }';
const SCENARIOS = '{ "sessions": [{ "key": "agent:a:x", "expect": "b" }] }';

/** Runs a command in `cwd` with its own empty npm cache (nothing borrowed from this checkout), offline. */
function sh(cmd: string, args: string[], cwd: string, cache: string) {
  try {
    const stdout = execFileSync(cmd, args, {
      cwd,
      encoding: "utf8",
      stdio: "pipe",
      timeout: 60_000,
      env: { ...process.env, npm_config_cache: cache, npm_config_offline: "true", npm_config_update_notifier: "false" },
    });
    return { status: 0, stdout };
  } catch (e) {
    const x = e as { status: number; stdout: string; stderr: string };
    return { status: x.status, stdout: x.stdout, stderr: x.stderr };
  }
}

describe("npm pack, then npx scope-studio in a scratch folder", () => {
  let dir = "";
  let tarball = "";
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "scope-pack-"));
    const staged = join(dir, "package");
    for (const file of ["package.json", "README.md", "bin", "dist-node/cli.js", "dist-node/assets"])
      cpSync(join(ROOT, file), join(staged, file), { recursive: true });
    execFileSync("npm", ["pack", "--ignore-scripts", "--pack-destination", dir], {
      cwd: staged,
      stdio: "pipe",
      timeout: 60_000,
    });
    tarball = join(
      dir,
      readdirSync(dir).find((f) => f.endsWith(".tgz"))!,
    );
    const scratch = join(dir, "scratch");
    mkdirSync(scratch);
    writeFileSync(join(scratch, "sophiaclaw.json"), CONFIG);
    writeFileSync(join(scratch, "scenarios.json"), SCENARIOS);
    writeFileSync(join(scratch, "package.json"), '{ "private": true }');
  }, 90_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("the tarball holds the launcher and the built engine, and declares nothing to install", () => {
    const listing = execFileSync("tar", ["tzf", tarball], { encoding: "utf8" }).split("\n").filter(Boolean);
    expect(listing).toContain("package/bin/scope-studio");
    expect(listing).toContain("package/dist-node/cli.js");
    expect(listing.some((f) => f.startsWith("package/dist-node/assets/"))).toBe(true);
    expect(listing.filter((f) => f.startsWith("package/src/") || f.startsWith("package/test/"))).toEqual([]);
    const manifest = JSON.parse(execFileSync("tar", ["xzOf", tarball, "package/package.json"], { encoding: "utf8" }));
    expect(manifest.dependencies ?? {}).toEqual({});
  });

  it("npx ./<tarball> check prints GitHub annotations and exits 1 on a failed expectation", () => {
    const scratch = join(dir, "scratch");
    copyFileSync(tarball, join(scratch, basename(tarball)));
    const r = sh(
      "npx",
      [
        "--yes",
        `./${basename(tarball)}`,
        "check",
        "sophiaclaw.json",
        "--scenarios",
        "scenarios.json",
        "--format",
        "github",
      ],
      scratch,
      join(dir, "cache-npx"),
    );
    expect(r.status, r.stderr).toBe(1);
    const lines = r.stdout.trim().split("\n");
    expect(lines).toContainEqual(
      expect.stringMatching(/^::warning file=sophiaclaw\.json,line=1,col=\d+,.*title=SC105::/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^::error file=scenarios\.json,line=1,col=\d+,.*::session agent:a:x: expected /),
    );
  });

  it("npm install <tarball>, then npx scope-studio check and --version", () => {
    const scratch = join(dir, "scratch");
    const cache = join(dir, "cache-install");
    const install = sh("npm", ["install", "--no-audit", "--no-fund", tarball], scratch, cache);
    expect(install.status, install.stderr).toBe(0);
    const check = sh("npx", ["scope-studio", "check", "sophiaclaw.json"], scratch, cache);
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/^sophiaclaw\.json:1:\d+ SC105 warning: /);
    const version = sh("npx", ["scope-studio", "--version"], scratch, cache);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
