/** The document room's public face: parsing with positions, the two schemas, validation, JSON Schema export. */
export { DOCUMENT_LIMITS, findExcessiveNesting, parseDocument } from "./parse";
export type { ParsedDocument } from "./parse";
export { shareEqual } from "./share";
export { commonPrefix, commonSuffix } from "./splice";
export { knownKeysAt } from "./schema-keys";
export { configSchema } from "./config-schema";
export type { ConfigInput } from "./config-schema";
export { approvalsSchema, scenariosSchema } from "./scenarios-schema";
export type { ScenariosInput } from "./scenarios-schema";
export {
  MAX_CHECKED_ENTRIES,
  MAX_SCHEMA_DIAGNOSTICS,
  newValidationMemory,
  tooManyEntries,
  validateConfig,
  validateDocument,
  validateScenarios,
  validateApprovals,
  type ValidationMemory,
} from "./validate";
export { approvalsJsonSchema, configJsonSchema, scenariosJsonSchema } from "./json-schema";
export type { JsonSchema } from "./json-schema";
export { DOCUMENT_CODES, SC } from "./codes";
export type { DocumentCode } from "./codes";
