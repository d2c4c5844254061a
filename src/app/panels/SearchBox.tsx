/**
 * The search field at the top of the panels: Ctrl+K or / (outside the editor) puts the cursor in it; what is typed
 * finds the agents, sessions, skill tests, subagents and calls whose name or any resolved value contains it (asked of
 * the engine that made the analysis shown), each a button that reveals its entry in the editor.
 */
import { useEffect, useId, useRef, useState } from "react";
import type { AnalysisState } from "../analysis/useAnalysis";
import { useEditorController } from "../editor/controller";
import { T } from "../texts";
import type { SearchVM } from "../view-model/search";

/** Whether a key press belongs to something that takes text (a field, the editor), so "/" is typed there. */
function takesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest(".monaco-editor")) return true;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function SearchBox({ analysis }: { readonly analysis: AnalysisState }) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<SearchVM | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const controller = useEditorController();
  const id = useId();
  const { search, shown } = analysis;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!(ctrlK || slash) || takesText(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Asked again when the words or the analysis shown change; an answer for older words is dropped.
  useEffect(() => {
    let live = true;
    if (query.trim() === "") return;
    void search(query).then((result) => {
      if (live) setFound(result);
    });
    return () => {
      live = false;
    };
  }, [query, search, shown]);

  const shownFound = query.trim() === "" ? undefined : found;
  return (
    <div className="search" role="search">
      <label htmlFor={id} className="sr-only">
        {T.search.label}
      </label>
      <input
        id={id}
        ref={input}
        type="search"
        value={query}
        placeholder={T.search.placeholder}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && query !== "") {
            e.preventDefault();
            setQuery("");
          }
        }}
      />
      {shownFound ? (
        <section className="search-results" aria-label={T.search.label} data-query={shownFound.query}>
          <p className="muted" role="status">
            {shownFound.hits.length
              ? T.search.count(shownFound.hits.length, shownFound.more)
              : T.search.none(shownFound.query)}
          </p>
          <ul>
            {shownFound.hits.map((hit) => (
              <li key={hit.key} data-group={hit.group} data-subject={hit.subject}>
                <button
                  type="button"
                  className="search-hit"
                  aria-label={T.search.reveal(hit.kind, hit.subject)}
                  disabled={!hit.target}
                  onClick={() => hit.target && controller.reveal(hit.target)}
                >
                  <span className="badge">{hit.kind}</span> <code>{hit.subject}</code>
                </button>
                {hit.matched.length ? (
                  <span className="muted small"> {hit.matched.slice(0, 3).join(" · ")}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
