/** 2026.7's lints about ids: an entry whose id is read as another (renamed), one whose id an earlier one has (merged). */
import { isRecord, own } from "../../../safe";
import { sanitizeId2026_7 } from "../../roster-2026-7";
import type { OpenClawLint } from "../../types";

const MAIN = "main";

export function idLints(config: unknown): OpenClawLint[] {
  const list = own(own(config, "agents"), "list");
  if (!Array.isArray(list)) return [];
  const ids = list.map((item) => {
    const id = own(item, "id");
    return isRecord(item) && typeof id === "string" ? { written: id, id: sanitizeId2026_7(id) } : undefined;
  });
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
