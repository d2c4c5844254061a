/** 2026.7's lints about ids: an entry whose id is read as another (renamed), one whose id an earlier one has (merged). */
import { own, type KeysOf } from "../../../safe";
import { listItemId } from "../../roster-2026-7";
import { freshEntries, type EntryMemo } from "../../schema/entry-memo";
import type { OpenClawLint } from "../../types";

const MAIN = "main";

export function idLints(config: unknown, _keysOf?: KeysOf, kept: EntryMemo = freshEntries): OpenClawLint[] {
  const list = own(own(config, "agents"), "list");
  if (!Array.isArray(list)) return [];
  const ids = list.map((item: unknown) => listItemId(item, kept));
  // Each id's first two entries, in list order.
  const entriesOf = new Map<string, number[]>();
  ids.forEach((entry, index) => {
    if (!entry) return;
    const found = entriesOf.get(entry.id);
    if (!found) entriesOf.set(entry.id, [index]);
    else if (found.length < 2) found.push(index);
  });
  const out: OpenClawLint[] = [];
  ids.forEach((entry, index) => {
    if (!entry) return;
    const [kept = index, second] = entriesOf.get(entry.id) ?? [];
    if (entry.written !== entry.id) {
      const other = kept !== index ? kept : (second ?? -1);
      out.push({
        kind: "agent-renamed",
        path: ["agents", "list", index, "id"],
        index,
        from: entry.written,
        to: entry.id,
        collidesWith: other >= 0 ? other : null,
        becomesMain: entry.id === MAIN,
      });
    }
    if (kept < index) {
      out.push({ kind: "agent-merged", path: ["agents", "list", index], id: entry.id, kept, merged: index });
    }
  });
  return out;
}
