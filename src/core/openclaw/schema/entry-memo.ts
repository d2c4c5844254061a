/**
 * What a check found in one agent entry, kept by the entry and the check. An entry is the same object while it is
 * unchanged (the reader shares unchanged objects from one keystroke to the next, and never changes one it gave), so a
 * check over every entry of a large roster makes only the changed entry's findings again. A check keeps findings
 * relative to the entry (its place is added when they are used), so a renamed or moved entry keeps them; what they
 * depend on besides the entry is the check (`check`: an object of the release's own, one per rule set).
 */
export type EntryMemo = <T>(entry: object, check: object, make: () => T) => T;

/** Every entry's findings made afresh: a reading without an analyzer's memory. */
export const freshEntries: EntryMemo = (_entry, _check, make) => make();

/** A memory of entries' findings, held by the analyzer with its schema memory for as long as it lives. */
export function entryMemo(): EntryMemo {
  const kept = new WeakMap<object, Map<object, unknown>>();
  return <T>(entry: object, check: object, make: () => T): T => {
    let byCheck = kept.get(entry);
    if (!byCheck) kept.set(entry, (byCheck = new Map()));
    if (byCheck.has(check)) return byCheck.get(check) as T;
    const found = make();
    byCheck.set(check, found);
    return found;
  };
}
