/**
 * Edits of a JSON-with-comments text: the smallest replacements that change one node (replace a value, rename a
 * key, remove a property or a list entry), made on the text's tree; applying replacements, and the smallest one
 * between two texts. Quick fixes, "why not?" and the OpenClaw clean-up write through them.
 */
export {
  addProperty,
  appendItem,
  inline,
  insertItem,
  moveItem,
  nodeAt,
  propertyOf,
  removeAt,
  removeItem,
  renameKey,
  replaceValue,
  treeOf,
  writeAt,
  type Replacement,
} from "./tree-edits";
export { applyReplacements, foldReplacements, smallestReplacement } from "./text";
