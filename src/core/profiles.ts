/**
 * The semantics profiles, defined once: each harness (or harness version) whose answers the studio gives. A profile
 * is everything particular to one harness (ids, roster shape, default agent, workspace and state-folder rules,
 * validator). `sophiaclaw` follows the seeds; the OpenClaw ones are recorded from the real CLI (docs/openclaw.md).
 */

/** The OpenClaw versions the studio reproduces, each recorded from the real CLI (test/fixtures/openclaw). */
export const OPENCLAW_PROFILES = ["openclaw-2026.7", "openclaw-2026.9"] as const;
export type OpenClawProfileId = (typeof OPENCLAW_PROFILES)[number];

export const PROFILE_IDS = ["sophiaclaw", ...OPENCLAW_PROFILES] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

export const isProfileId = (value: unknown): value is ProfileId =>
  typeof value === "string" && (PROFILE_IDS as readonly string[]).includes(value);

export const isOpenClawProfile = (profile: ProfileId): profile is OpenClawProfileId => profile !== "sophiaclaw";
