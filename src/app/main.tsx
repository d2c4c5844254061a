/** The page's entry: the platform, the documents store, the query client, and the studio. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { browserPlatform } from "./platform";
import { browserShareEnv, openSharedLink } from "./share/index";
import { createDocumentStore } from "./state/documents";
import "./styles.css";

/** Autosave waits for a pause this long in typing. */
const SAVE_PAUSE_MS = 300;

const platform = browserPlatform();
const store = createDocumentStore({
  storage: platform.storage,
  clock: platform.clock,
  saveAfter: { timer: platform.timer, ms: SAVE_PAUSE_MS },
});
// What typing has not saved yet is saved before the page goes away (a reload, a closed tab, a switch of apps).
window.addEventListener("pagehide", () => store.flush());
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") store.flush();
});
// A link in the address opens before the first render, so the editor starts on its documents.
const shareEnv = browserShareEnv(platform);
const share = { env: shareEnv, initial: openSharedLink(shareEnv, store) };
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App store={store} share={share} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
