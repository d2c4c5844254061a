/**
 * The OpenClaw releases, one module each: the list the rest of the code asks (by profile) for what differs between
 * releases. A release's version is in ../../profiles.ts (OPENCLAW_RELEASE_VERSIONS); this record must name every one.
 */
import type { OpenClawProfileId } from "../types";
import { RELEASE_2026_7 } from "./2026.7/index";
import { RELEASE_2026_9 } from "./2026.9/index";
import type { OpenClawRelease, OpenClawReleaseFacts } from "./release";

export const OPENCLAW_RELEASES: Readonly<Record<OpenClawProfileId, OpenClawRelease>> = {
  "openclaw-2026.7": RELEASE_2026_7,
  "openclaw-2026.9": RELEASE_2026_9,
};

/** The plain facts of a release, for the page and the command line (its behaviour stays in the core). */
export const openclawRelease = (profile: OpenClawProfileId): OpenClawReleaseFacts => OPENCLAW_RELEASES[profile];

export type { OpenClawRelease, OpenClawReleaseFacts } from "./release";
