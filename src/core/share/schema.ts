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
  /**
   * A proposal: the documents the change is made against (the texts above are the proposed ones). In the link it is
   * stored as each document's edit against the proposed text, so it stays short.
   */
  baseline: z.strictObject({ config: z.string(), scenarios: z.string(), approvals: z.string().optional() }).optional(),
});

export type SharedState = z.infer<typeof sharedStateSchema>;

/**
 * The header inside a link's payload: the config's length in UTF-16 code units, then the optional view state (`t`
 * the tab, `p` the panel), profile (`r`), the approvals document's length (`a`: it comes last, after the
 * scenarios), and a proposal's baseline (`b`). Links made before a key existed open as they did.
 */
/** One document's edit: its offset and length in the proposed text, and the baseline's text there. */
const baselineEdit = z.tuple([z.int().min(0), z.int().min(0), z.string()]);

export const headerSchema = z.object({
  c: z.int().min(0),
  /** A proposal's baseline, as edits of the proposed documents (`c` config, `s` scenarios, `a` approvals). */
  b: z.strictObject({ c: baselineEdit.optional(), s: baselineEdit.optional(), a: baselineEdit.optional() }).optional(),
  a: z.int().min(0).optional(),
  t: z.unknown().optional(),
  p: z.unknown().optional(),
  r: z.unknown().optional(),
});
