/**
 * Which profile the answers follow: the one chosen for the texts (the header's switch, a link, a snapshot), else
 * the one the config names or has the shape of (the core's detection). The words are the page's.
 */
import { detectProfile, detectProfileOf, type Analyzer, type ProfileId } from "../../core/index";
import type { Documents } from "../state/documents";
import { T } from "../texts";

export interface ProfileView {
  /** The profile the answers follow. */
  readonly id: ProfileId;
  /** Whether it was chosen (else detected). */
  readonly chosen: boolean;
  /** What the config itself says: the profile detected, and why, in words. */
  readonly detected: ProfileId;
  readonly detectedBy: string;
}

/**
 * The profile of `texts`, detected from the config as `analyzer` reads it (the read its analysis reuses, so a
 * keystroke in a large document parses it once); a config that reads only as JSON5 is read as such.
 */
export function profileViewOf(texts: Documents, analyzer: Analyzer): ProfileView {
  const read = analyzer.read("config", texts.config);
  const detection = read.syntaxOk ? detectProfileOf(read.value) : detectProfile(texts.config);
  return {
    id: texts.profile ?? detection.profile,
    chosen: texts.profile !== undefined,
    detected: detection.profile,
    detectedBy: T.profileSwitch.detectedBy[detection.by],
  };
}
