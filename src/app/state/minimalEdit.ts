import { commonPrefix, commonSuffix } from "../../core/index";

/**
 * The smallest single replacement that turns `before` into `after`, so the editor keeps its cursor and undo (and a
 * keystroke crosses to the worker as a few characters). Compared a chunk at a time: megabytes cost a fraction of a
 * millisecond.
 */
export function minimalEdit(
  before: string,
  after: string,
): { readonly offset: number; readonly length: number; readonly text: string } {
  const start = commonPrefix(before, after);
  const end = commonSuffix(before, after, start);
  return { offset: start, length: before.length - start - end, text: after.slice(start, after.length - end) };
}
