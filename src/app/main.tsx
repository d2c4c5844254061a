/** The page's entry: the platform, the documents store, the query client, and the studio. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { browserPlatform } from "./platform";
import { browserShareEnv, openSharedLink } from "./share/index";
import { createDocumentStore } from "./state/documents";
import "./styles.css";

const platform = browserPlatform();
const store = createDocumentStore({ storage: platform.storage, clock: platform.clock });
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
