/**
 * A binary heap of numbers: placing a tree parents first while keeping the written order (the first written of the
 * agents whose parent is placed comes next) in O(n log n), where looking for it in the list each time is O(n²).
 */
export /** The smallest of a set of numbers, added to and taken from in any order: a binary heap. */
class MinHeap {
  private readonly items: number[] = [];
  get size(): number {
    return this.items.length;
  }
  push(x: number): void {
    const h = this.items;
    let i = h.push(x) - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (h[up]! <= x) break;
      h[i] = h[up]!;
      i = up;
    }
    h[i] = x;
  }
  pop(): number | undefined {
    const h = this.items;
    const top = h[0];
    const last = h.pop();
    if (!h.length || last === undefined) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= h.length) break;
      const c = l + 1 < h.length && h[l + 1]! < h[l]! ? l + 1 : l;
      if (h[c]! >= last) break;
      h[i] = h[c]!;
      i = c;
    }
    h[i] = last;
    return top;
  }
}

/**
 * The order to place items that each name a parent: parents first, and among those whose parent is placed, the
 * first in the list. Items whose parent is never placed (missing, or in a circle) are left out. `root` is placed
 * from the start.
 */
export function parentsFirst<T extends { readonly name: string; readonly parent: string }>(
  items: readonly T[],
  root: string,
  step: () => void = () => {},
): T[] {
  const children = new Map<string, number[]>();
  items.forEach((item, i) => {
    const list = children.get(item.parent);
    if (list) list.push(i);
    else children.set(item.parent, [i]);
  });
  const ready = new MinHeap();
  const release = (name: string) => {
    for (const i of children.get(name) ?? []) ready.push(i);
    children.delete(name);
  };
  release(root);
  const out: T[] = [];
  while (ready.size) {
    step();
    const item = items[ready.pop()!]!;
    out.push(item);
    release(item.name);
  }
  return out;
}
