/** The coverage room's public face: which items of the config and the team no scenario exercises, and what would. */
export { coverageOf, COVERAGE_WORK, type CoverageOptions } from "./coverage";
export { newCoverageMemory, type CoverageMemory } from "./agents";
export { additionFor, concreteText, concreteSkill } from "./additions";
export { additionEdits, applyAddition, type CoverageEdit } from "./edit";
export {
  COVERAGE_KINDS,
  countOf,
  type Coverage,
  type CoverageCount,
  type CoverageEntry,
  type CoverageItem,
  type CoverageKind,
  type CoverageAddition,
  type NoAdditionReason,
} from "./items";
export { coverageTexts } from "./texts";
