/**
 * The semantics profiles, defined once: each harness (or harness version) whose answers the studio gives. A profile
 * is everything particular to one harness (ids, roster shape, default agent, workspace and state-folder rules,
 * validator). `sophiaclaw` follows the seeds; the OpenClaw ones are recorded from the real CLI (docs/openclaw.md).
 */
import { OPENCLAW_PROFILES, type OpenClawProfileId } from "./openclaw/types";

export const PROFILE_IDS = ["sophiaclaw", ...OPENCLAW_PROFILES] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

export const isProfileId = (value: unknown): value is ProfileId =>
  typeof value === "string" && (PROFILE_IDS as readonly string[]).includes(value);

export const isOpenClawProfile = (profile: ProfileId): profile is OpenClawProfileId => profile !== "sophiaclaw";
