/** The upgrade preview's conversion, written into the config by the page (App.tsx provides it). */
import { createContext } from "react";
import type { TextEdit } from "../../core/index";

/** Writes the conversion's edits into the config, while it is still the text they were made against. */
export type ConvertConfig = (against: string, edits: readonly TextEdit[]) => boolean;
export const ConvertContext = createContext<ConvertConfig | undefined>(undefined);
