/**
 * The state a share link carries: both documents' texts and, optionally, where the page was (the tab and the
 * panel) and the profile the documents are read in. A decoded link is checked against this schema before the page
 * sees it: a link is untrusted input.
 */
import { z } from "zod";
import { PROFILE_IDS } from "../profiles";

export const sharedStateSchema = z.strictObject({
  config: z.string(),
  scenarios: z.string(),
  /** The host's exec approvals as a document of their own (OpenClaw), when the page has them. */
  approvals: z.string().optional(),
  tab: z.enum(["config", "scenarios", "approvals"]).optional(),
  panel: z.string().max(200).optional(),
  /** The profile the page opens the documents in; absent: the one it detects from the config. */
  profile: z.enum(PROFILE_IDS).optional(),
});

export type SharedState = z.infer<typeof sharedStateSchema>;

/**
 * The header inside a link's payload: the config's length in UTF-16 code units, then the optional view state (`t`
 * the tab, `p` the panel), profile (`r`) and the approvals document's length (`a`: it comes last, after the
 * scenarios). Links made before a key existed open as they did.
 */
export const headerSchema = z.object({
  c: z.int().min(0),
  a: z.int().min(0).optional(),
  t: z.unknown().optional(),
  p: z.unknown().optional(),
  r: z.unknown().optional(),
});
