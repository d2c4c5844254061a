/** The page's entry: the platform, the documents store, the query client, and the studio. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { browserWorker } from "./analysis/browserWorker";
import { createAnalysisClient } from "./analysis/client";
import { createCrashGuard } from "./analysis/guard";
import { HintsSetting } from "./editor/hintsSetting";
import { createAnalysisSession, HANG_MARGIN_MS, READ_MS_PER_MILLION, WORKER_BUDGET_MS } from "./analysis/session";
import { browserPlatform } from "./platform";
import { registerServiceWorker } from "./pwa/register";
import { browserShareEnv } from "./share/env";
import { fragmentOf, NOTHING_OPENED } from "./share/opening";
import { createBaselineStore } from "./state/baseline";
import { createDocumentStore, type Documents } from "./state/documents";
import { beforeReplacing, type History } from "./state/history";
import { createSnapshotStore } from "./state/snapshots";
import { TAB_CHANNEL } from "./state/tabs";
import { ViewStateKeeper } from "./state/viewState";
import "./styles.css";
import { T } from "./texts";
import { afterPaint } from "./afterPaint";

/** Autosave waits for a pause this long in typing. */
const SAVE_PAUSE_MS = 300;

// Where a first visit's time goes, marked for the page bench (npm run bench -- page).
performance.mark("scope-studio:main");
const platform = browserPlatform();
const store = createDocumentStore({
  storage: platform.storage,
  clock: platform.clock,
  saveAfter: { timer: platform.timer, ms: SAVE_PAUSE_MS },
  session: platform.session,
  newId: platform.newId,
  channel: platform.tabChannel(TAB_CHANNEL),
  onStorageChange: platform.onStorageChange,
});
// What typing has not saved yet is saved before the page goes away (a reload, a closed tab, a switch of apps).
window.addEventListener("pagehide", () => store.flush());
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") store.flush();
});
// The baseline the Changes panel compares with, and the snapshots (a link or an example snapshots the texts it replaces).
const history: History = {
  baseline: createBaselineStore(platform.storage, store.tabId()),
  snapshots: createSnapshotStore({
    db: platform.snapshots,
    clock: platform.clock,
    newId: platform.newId,
    ...(platform.persistStorage ? { persist: platform.persistStorage } : {}),
  }),
};
const beforeOpening = (previous: Documents | undefined, incoming: Documents, proposalBaseline?: Documents) =>
  beforeReplacing(
    history,
    T.snapshots.beforeLink,
    previous,
    {
      kind: "link",
      docs: incoming,
      ...(proposalBaseline && { name: T.share.proposalBaseline }),
    },
    proposalBaseline,
  );
// A link in the address opens before the first render, so the editor starts on its documents.
const shareEnv = browserShareEnv(platform);
// The link's reader is a chunk of its own: fetched (before the first render; boot.ts asked for it already) only when
// the address carries a link.
const initial =
  fragmentOf(shareEnv.location) === undefined
    ? NOTHING_OPENED
    : (await import("./share/open")).openSharedLink(shareEnv, store, beforeOpening);
performance.mark("scope-studio:link-opened");
const share = { env: shareEnv, initial, beforeOpening };
// Otherwise the page opened with the last visit's text (or, on a first visit, the starter: App opens it).
const restored = store.get().docs;
if (share.initial.kind !== "opened" && restored) history.baseline.openIfNone({ kind: "restored", docs: restored });
// The analysis follows the store from here on: a link opened above is analysed in the worker, and a visit that died
// mid-analysis opens paused.
const analysis = createAnalysisSession({
  store,
  // Its first worker is the one boot.ts started before the rest of the page's code had arrived.
  client: createAnalysisClient({
    createWorker: browserWorker,
    timer: platform.timer,
    clock: platform.clock,
    budgetMs: WORKER_BUDGET_MS,
    hangMs: WORKER_BUDGET_MS + HANG_MARGIN_MS,
    readMsPerMillion: READ_MS_PER_MILLION,
    // A keystroke's text crosses as the change Monaco reported, not found by comparing the two texts.
    changeOf: (before, after) => store.changeBetween(before, after),
  }),
  guard: createCrashGuard(platform),
  timer: platform.timer,
  clock: platform.clock,
  baseline: history.baseline,
  afterPaint,
});
// Leaving the page is no crash: the analysis it was on is not recorded as interrupted.
window.addEventListener("pagehide", () => analysis.leave());
// Whether the editor shows its hints beside agents and calls: the user's choice, kept in storage.
const hints = new HintsSetting(platform.storage);
// Where this tab was (the editor's selection and scroll per document), kept across a reload of the tab.
const viewState = new ViewStateKeeper(platform.session, platform.timer);
window.addEventListener("pagehide", () => viewState.flush());
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/**
 * Runs `fn` once the first answer (or why there is none: a fault, the pause) has been painted: the offline copy
 * downloads every chunk of the build, which would compete with the first panel for the network and both cores.
 */
function afterFirstAnswer(fn: () => void): void {
  const answered = () => {
    const now = analysis.get();
    return now.shown !== undefined || now.fault !== undefined || now.paused !== undefined;
  };
  if (answered()) return void afterPaint(fn);
  const stop = analysis.subscribe(() => {
    if (!answered()) return;
    stop();
    afterPaint(fn);
  });
}

// The offline copy of the page (a built page only).
registerServiceWorker({
  serviceWorker: "serviceWorker" in navigator ? navigator.serviceWorker : undefined,
  built: import.meta.env.PROD,
  // Once the page has loaded and its first answer is painted. At once when the page has loaded already: a visit that
  // opens a link reaches here after awaiting the link's reader, past the load event, and would otherwise never get
  // its offline copy.
  afterLoad: (fn) =>
    afterFirstAnswer(() =>
      document.readyState === "complete" ? fn() : window.addEventListener("load", fn, { once: true }),
    ),
});

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App store={store} share={share} analysis={analysis} history={history} hints={hints} viewState={viewState} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
