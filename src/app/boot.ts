/**
 * The page's first script, small and run before the rest of its code: the analysis worker starts loading (the first
 * panel waits for it more than for anything else), and so does a link's reader when the address carries a fragment.
 * main.tsx takes both over. A visit that follows one that died mid-analysis opens paused (analysis/guard.ts): it
 * loads no worker until the user chooses, so none is started here.
 */
import { startEarlyWorker } from "./analysis/earlyWorker";
import { IN_PROGRESS_KEY } from "./analysis/guard";

try {
  if (localStorage.getItem(IN_PROGRESS_KEY) === null) startEarlyWorker();
} catch {
  // Storage or workers refused: the page starts its worker itself when it analyses, and says why when it cannot.
}
if (location.hash.length > 1) void import("./share/open").catch(() => undefined);
// The panels' code, drawn from the first answer (lazy.tsx asks for the same chunk at the first render, and finds it).
void import("./panels/Panels").catch(() => undefined);
