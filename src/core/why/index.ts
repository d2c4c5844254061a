/** The why room's public face: what to change to get another answer, verified by the engine. */
export { suggestChanges, MAX_SUGGESTIONS } from "./search";
export { applyToTexts, applyTextEdits, textEdits, type DocumentEdit, type TextEdit, type Texts } from "./edits";
export type { Change, ChangeKind, Suggestion, WhyAnswer, WhyGoal, WhyNone, WhyTarget } from "./change";
export { changeText, suggestionTitle, whyNoneText } from "./texts";
export { patternLadder } from "./patterns";
export { editPreview, type EditPreview } from "./preview";
