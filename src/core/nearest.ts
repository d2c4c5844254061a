/** Names close to a given one, by edit distance: what "did you mean" fixes offer (a typo'd key, an unknown model). */

/** Levenshtein distance, giving up (returning `cap`) once it must reach `cap`; names are short. */
export function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap || a.length > 64 || b.length > 64) return cap;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = row;
  }
  return Math.min(previous[b.length] ?? cap, cap);
}

/**
 * Up to `count` of `known` closest to `name` (case aside), closest first, ties in the order given; only those within
 * a third of the name's length (at least 2 edits), so a far name is never offered as the one meant.
 */
export function nearestNames(name: string, known: Iterable<string>, count = 3): string[] {
  const lower = name.toLowerCase();
  const cap = Math.max(2, Math.ceil(name.length / 3)) + 1;
  const scored: { name: string; distance: number }[] = [];
  for (const candidate of known) {
    if (candidate === name) continue;
    const distance = editDistance(lower, candidate.toLowerCase(), cap);
    if (distance < cap) scored.push({ name: candidate, distance });
  }
  return scored
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map((s) => s.name);
}
