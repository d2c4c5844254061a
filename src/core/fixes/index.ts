/** Quick fixes: the edits that remedy a diagnostic, decided by the core; the editor and `check` only show them. */
export { createFixer, mayHaveFix, quickFixes, type Fixer, type FixTexts } from "./fixes";
export type { Fix, FixEdit, FixWhat } from "./fix";
export { fixTitle } from "./texts";
