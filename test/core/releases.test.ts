/**
 * An OpenClaw release is a module (src/core/openclaw/releases/): every profile of the release list has one, it says
 * which profile it is, and no code outside the list compares a profile with a release's name (it asks the release).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  detectProfile,
  isOpenClawProfile,
  openclawRelease,
  openclawReleaseTitle,
  openclawUpgradeStep,
  PROFILE_IDS,
} from "../../src/core/index";

const OPENCLAW_PROFILES = PROFILE_IDS.filter(isOpenClawProfile);

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe("OpenClaw releases", () => {
  it.each(OPENCLAW_PROFILES.map((p) => [p]))("%s is a release module that names itself", (profile) => {
    expect(openclawRelease(profile).profile).toBe(profile);
  });

  it("each release names its upgrade: 2026.7's to 2026.9, and 2026.9's page shows the same step from the release before", () => {
    expect(openclawUpgradeStep("openclaw-2026.7")).toEqual({ from: "openclaw-2026.7", to: "openclaw-2026.9" });
    expect(openclawUpgradeStep("openclaw-2026.9")).toEqual({ from: "openclaw-2026.7", to: "openclaw-2026.9" });
    for (const profile of OPENCLAW_PROFILES) expect(openclawRelease(profile).title).toBe(openclawReleaseTitle(profile));
    expect(openclawReleaseTitle("openclaw-2026.9")).toBe("OpenClaw 2026.9");
  });

  it("no code compares a profile with a release's name", () => {
    const COMPARISON = /(===|!==)\s*"openclaw-[0-9.]+"|"openclaw-[0-9.]+"\s*(===|!==)|case\s+"openclaw-[0-9.]+"/;
    const found = files("src").filter((file) => COMPARISON.test(readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });

  it("reads a version only as a recorded release: 2026.9.6 is one, 2026.8 is none", () => {
    expect(detectProfile('{ "$schema": "openclaw@2026.9.6" }').profile).toBe("openclaw-2026.9");
    expect(detectProfile('{ "openclaw": "2026.7" }').profile).toBe("openclaw-2026.7");
    expect(detectProfile('{ "meta": { "lastTouchedVersion": "2026.8.1" } }').by).not.toBe("meta-version");
  });
});
