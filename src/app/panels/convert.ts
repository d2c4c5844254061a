/** The upgrade preview's conversion, written into the config by the page (App.tsx provides it). */
import { createContext } from "react";
import type { ProfileId, TextEdit } from "../../core/index";

/**
 * Writes the conversion's edits into the config, while it is still the text they were made against; a profile
 * chosen by hand becomes `writtenFor`, the release the converted roster is written for.
 */
export type ConvertConfig = (against: string, edits: readonly TextEdit[], writtenFor: ProfileId) => boolean;
export const ConvertContext = createContext<ConvertConfig | undefined>(undefined);
