/** The smallest single replacement that turns `before` into `after`, so the editor keeps its cursor and undo. */
export function minimalEdit(
  before: string,
  after: string,
): { readonly offset: number; readonly length: number; readonly text: string } {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end))
    end++;
  return { offset: start, length: before.length - start - end, text: after.slice(start, after.length - end) };
}
