/** The panels column's element id: the skip link's target (SkipLink.tsx), drawn by Panels.tsx. */
export const PANELS_ID = "panels";
