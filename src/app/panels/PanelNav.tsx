/**
 * The results' outline: one entry per panel, at the top of the panels column and always in sight, each with the
 * count that matters (agents, sessions, calls, problems). Choosing one brings its panel into view and focuses its
 * heading; scrolling marks the panel at the top as the open one (aria-current), which a link carries and a reload
 * brings back.
 */
import { useSyncExternalStore } from "react";
import { num, T } from "../texts";
import type { OpenPanel, PanelId } from "../state/openPanel";

export interface NavEntry {
  readonly id: PanelId;
  readonly title: string;
  /** What the panel holds, as a number shown beside its title; undefined: no count. */
  readonly count?: number | undefined;
  /** The count is of problems: a non-zero one is marked. */
  readonly warn?: boolean;
}

export function PanelNav({ entries, open }: { readonly entries: readonly NavEntry[]; readonly open: OpenPanel }) {
  const current = useSyncExternalStore(open.subscribe, open.get).id;
  return (
    <nav className="panel-nav" aria-label={T.outline.label} data-testid="results-outline">
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              aria-current={entry.id === current ? "true" : undefined}
              data-panel={entry.id}
              onClick={() => open.open(entry.id, "chosen")}
            >
              {entry.title}
              {entry.count === undefined ? null : (
                <span className={entry.warn && entry.count > 0 ? "nav-count nav-count-warn" : "nav-count"}>
                  {num(entry.count)}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
