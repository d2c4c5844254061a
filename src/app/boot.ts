/**
 * The page's first script, small and run before the rest of its code has arrived (a chunk of its own that imports
 * nothing: vite.config.ts): the analysis worker starts loading, as the first panel waits for it more than for anything
 * else. main.tsx takes it over. A visit that follows one that died mid-analysis opens paused (analysis/guard.ts): it
 * loads no worker until the user chooses, so none is started here.
 */
import { startEarlyWorker } from "./analysis/earlyWorker";
import { IN_PROGRESS_KEY } from "./analysis/guard";

try {
  if (localStorage.getItem(IN_PROGRESS_KEY) === null) startEarlyWorker();
} catch {
  // Storage or workers refused: the page starts its worker itself when it analyses, and says why when it cannot.
}
