/**
 * The analysis hook. Everyday documents are analysed synchronously during the render that shows the new text, so a
 * keystroke costs one render and the panels are current within the same frame. Large documents go to the worker
 * the moment the store changes (before React renders), through react-query; while the next result computes, the
 * previous one stays on screen (placeholderData), so the panels never blank between keystrokes.
 *
 * Every result shares with the previous one each part that is equal to it (`replaceEqualDeep`), so the card of an
 * agent the keystroke did not change is the same object as before and is not drawn again.
 */
import { keepPreviousData, replaceEqualDeep, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { DocumentId, JsonPath } from "../../core/index";
import type { Documents, DocumentStore } from "../state/documents";
import { analyzeInWorker, hoverInWorker } from "./run";
import { wantsWorker } from "./stale";
import { Studio, type StudioViews } from "./studio";

export type Engine = "page" | "worker";
export type Hover = (doc: DocumentId, path: JsonPath) => Promise<readonly string[] | undefined>;

/** Views together with the texts they were computed from. */
export interface Analysed {
  readonly views: StudioViews;
  readonly texts: Documents;
}

export interface AnalysisState {
  /** What the panels and the editor draw; undefined until the first analysis. */
  readonly shown: Analysed | undefined;
  readonly engine: Engine;
  readonly error: Error | null;
  readonly pending: boolean;
  /** What the analysis says about the node at a path (the editor's hover). */
  readonly hover: Hover;
}

const usesWorker = (docs: Documents) => wantsWorker(docs) && typeof Worker !== "undefined";

/** The last result, with every part equal to the one before kept as the one before. */
class Shared {
  last: Analysed | undefined;
  share(next: Analysed): Analysed {
    this.last = { views: replaceEqualDeep(this.last?.views, next.views), texts: next.texts };
    return this.last;
  }
}

/** A small key per documents object: react-query hashes its keys, and hashing two large texts per render costs. */
const revisions = new WeakMap<Documents, number>();
let nextRevision = 0;
function revisionOf(docs: Documents | undefined): number {
  if (!docs) return -1;
  let revision = revisions.get(docs);
  if (revision === undefined) revisions.set(docs, (revision = ++nextRevision));
  return revision;
}

export function useAnalysis(store: DocumentStore, docs: Documents | undefined): AnalysisState {
  const [studio] = useState(() => new Studio());
  const [shared] = useState(() => new Shared());
  const inWorker = docs !== undefined && usesWorker(docs);

  // The worker starts on a new text as soon as the store has it; the query below picks up the same answer.
  useEffect(
    () =>
      store.subscribe(() => {
        const next = store.get().docs;
        if (next && usesWorker(next)) analyzeInWorker(next).catch(() => undefined);
      }),
    [store],
  );

  const direct = useMemo(
    () => (inWorker || !docs ? undefined : shared.share({ views: studio.update(docs), texts: docs })),
    [shared, studio, inWorker, docs],
  );

  const query = useQuery({
    queryKey: ["analysis", revisionOf(docs)],
    enabled: inWorker,
    queryFn: async (): Promise<Analysed> => {
      const texts = docs ?? { config: "", scenarios: "" };
      return shared.share({ views: await analyzeInWorker(texts), texts });
    },
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 5_000,
    retry: false,
    structuralSharing: false,
  });

  const hover: Hover = useCallback(
    (doc, path) => (inWorker ? hoverInWorker(doc, path) : Promise.resolve(studio.hover(doc, path))),
    [inWorker, studio],
  );

  if (!inWorker) return { shown: direct, engine: "page", error: null, pending: false, hover };
  // Crossing into the worker: until its first answer, keep what the page computed last.
  return { shown: query.data ?? shared.last, engine: "worker", error: query.error, pending: query.isFetching, hover };
}
