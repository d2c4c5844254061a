/*
 * Scope Studio's service worker: the page works offline after the first visit. On install it caches every file of
 * the build (listed with a version in sw-precache.js, written by the build); it answers the page's own GET
 * requests from that cache first, and drops the caches of older versions on activate. Requests to other origins
 * (the page makes none) are left alone.
 */
importScripts("./sw-precache.js");

const PREFIX = "scope-studio-";
const { version, files } = self.SCOPE_STUDIO_PRECACHE;
const CACHE = `${PREFIX}${version}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(files.map((file) => new Request(file, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(cacheFirst(request));
});

/** The cached answer (a page visit with any query gets the page), else the network's, kept for next time. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const visit = request.mode === "navigate";
  const hit =
    (await cache.match(request, { ignoreSearch: visit, ignoreVary: true })) ??
    (visit ? await cache.match("./") : undefined);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}
