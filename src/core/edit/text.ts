/** Replacements as plain string work: applying them to a text, and the one smallest replacement between two texts. */
import type { Replacement } from "./tree-edits";

/** Applies replacements of one text (offsets against it, any order, not overlapping). */
export function applyReplacements(text: string, edits: readonly Replacement[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.offset - a.offset))
    out = out.slice(0, e.offset) + e.text + out.slice(e.offset + e.length);
  return out;
}

/** The one replacement that turns `before` into `after`: from their first difference to their last. */
export function smallestReplacement(before: string, after: string): Replacement {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before[start] === after[start]) start++;
  let end = 0;
  while (end < max - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return { offset: start, length: before.length - start - end, text: after.slice(start, after.length - end) };
}

/**
 * Batches of replacements, each against the text as the batches before it left it, as replacements of the
 * original text: one per place that changed (places that touch joined), nothing else rewritten.
 */
export function foldReplacements(original: string, batches: readonly (readonly Replacement[])[]): Replacement[] {
  let done: Replacement[] = [];
  let current = original;
  for (const batch of batches) {
    // Where each earlier replacement stands in the current text, and the shift after it.
    let shift = 0;
    const at = done.map((d) => {
      const start = d.offset + shift;
      shift += d.text.length - d.length;
      return { d, start, end: start + d.text.length };
    });
    // A cluster's start in the original: before every replacement that starts there; its end: after every one that ends there.
    const delta = (ps: typeof at) => ps.reduce((n, p) => n + p.d.text.length - p.d.length, 0);
    const origStart = (pos: number) => pos - delta(at.filter((p) => p.end <= pos && p.start < pos));
    const origEnd = (pos: number) => pos - delta(at.filter((p) => p.end <= pos));
    // Clusters: this batch's replacements with the earlier ones they touch, joined while their ranges touch.
    const spans = batch
      .map((r) => {
        const hit = at.filter((p) => p.end >= r.offset && p.start <= r.offset + r.length);
        const from = Math.min(r.offset, ...hit.map((p) => p.start));
        const to = Math.max(r.offset + r.length, ...hit.map((p) => p.end));
        return { from, to, rs: [r], ds: hit.map((p) => p.d) };
      })
      .sort((a, b) => a.from - b.from);
    const clusters: typeof spans = [];
    for (const c of spans) {
      const last = clusters.at(-1);
      if (last && last.to >= c.from) {
        clusters[clusters.length - 1] = {
          from: last.from,
          to: Math.max(last.to, c.to),
          rs: [...last.rs, ...c.rs],
          ds: [...new Set([...last.ds, ...c.ds])],
        };
      } else clusters.push(c);
    }
    const gone = new Set(clusters.flatMap((c) => c.ds));
    const made = clusters.map((c) => {
      const local = c.rs.map((r) => ({ ...r, offset: r.offset - c.from }));
      const text = applyReplacements(current.slice(c.from, c.to), local);
      const offset = origStart(c.from);
      return { offset, length: origEnd(c.to) - offset, text };
    });
    done = [...done.filter((d) => !gone.has(d)), ...made].sort((a, b) => a.offset - b.offset);
    current = applyReplacements(current, batch);
  }
  return done.filter((d) => d.length > 0 || d.text.length > 0);
}
