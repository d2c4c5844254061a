/** The upgrade preview's conversion, written into the config by the page (App.tsx provides it). */
import { createContext } from "react";
import type { JsonPath, ProfileId, TextEdit } from "../../core/index";

/**
 * Writes a preview's edits into the config (the upgrade's conversion, the clean-up), while it is still the text they
 * were made against; a profile chosen by hand becomes `writtenFor`, the release the text is written for. The editor
 * then shows `reveal` (default: the roster).
 */
export type ConvertConfig = (
  against: string,
  edits: readonly TextEdit[],
  writtenFor: ProfileId,
  reveal?: JsonPath,
) => boolean;
export const ConvertContext = createContext<ConvertConfig | undefined>(undefined);
