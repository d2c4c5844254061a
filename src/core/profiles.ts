/**
 * The semantics profiles, defined once: each harness (or harness version) whose answers the studio gives. A profile
 * is everything particular to one harness (ids, roster shape, default agent, workspace and state-folder rules,
 * validator). `sophiaclaw` follows the seeds; the OpenClaw ones are recorded from the real CLI (docs/openclaw.md).
 */

/**
 * The OpenClaw releases the studio reproduces, each recorded from the real CLI (test/fixtures/openclaw), with the
 * version recorded. This is the release list: adding a release is a line here and its folder in
 * src/core/openclaw/releases/ (the compiler names what it must implement); nothing else compares a release's name.
 */
/** The recorded OpenClaw releases, oldest first (detection and the upgrade preview read the order). */
export const OPENCLAW_RELEASE_VERSIONS = {
  "openclaw-2026.7": "2026.7.35",
  "openclaw-2026.9": "2026.9.6",
} as const;
export type OpenClawProfileId = keyof typeof OPENCLAW_RELEASE_VERSIONS;
export const OPENCLAW_PROFILES = Object.keys(OPENCLAW_RELEASE_VERSIONS) as readonly OpenClawProfileId[];

/** How the texts name a release: "OpenClaw 2026.9" (its year and month). */
export const openclawReleaseTitle = (profile: OpenClawProfileId): string =>
  `OpenClaw ${OPENCLAW_RELEASE_VERSIONS[profile].split(".").slice(0, 2).join(".")}`;

/** The release a version names (`2026.9`, `2026.9.6`): the recorded one of the same year and month, if any. */
export function openclawProfileOfVersion(year: string, month: string): OpenClawProfileId | undefined {
  return OPENCLAW_PROFILES.find((p) => OPENCLAW_RELEASE_VERSIONS[p].startsWith(`${year}.${month}.`));
}

export const PROFILE_IDS = ["sophiaclaw", ...OPENCLAW_PROFILES] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

export const isProfileId = (value: unknown): value is ProfileId =>
  typeof value === "string" && (PROFILE_IDS as readonly string[]).includes(value);

export const isOpenClawProfile = (profile: ProfileId): profile is OpenClawProfileId => profile !== "sophiaclaw";
