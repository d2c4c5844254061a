/**
 * The page registers public/sw.js (the offline cache) once it has loaded, in a built page only: the dev server
 * serves modules that change under it, and there is no precache list there. A browser without service workers, or
 * one that refuses them, simply has no offline copy: nothing on the page depends on it.
 */

/** The part of navigator.serviceWorker the page uses, passed in so tests can fake it. */
export interface ServiceWorkerHost {
  register(url: string, options: RegistrationOptions): Promise<unknown>;
}

export interface RegisterEnv {
  /** navigator.serviceWorker, when the browser has it. */
  readonly serviceWorker: ServiceWorkerHost | undefined;
  /** Whether this is a built page (import.meta.env.PROD). */
  readonly built: boolean;
  /** Runs `fn` once the page has loaded (window's load event). */
  readonly afterLoad: (fn: () => void) => void;
}

/** The service worker's script, next to index.html; its scope is the page's folder. */
export const SERVICE_WORKER_URL = "./sw.js";

export function registerServiceWorker(env: RegisterEnv): void {
  const sw = env.serviceWorker;
  if (!env.built || !sw) return;
  env.afterLoad(() => {
    // updateViaCache "none": a new build's sw-precache.js is fetched, not taken from the HTTP cache.
    sw.register(SERVICE_WORKER_URL, { scope: "./", updateViaCache: "none" }).catch(() => undefined);
  });
}
