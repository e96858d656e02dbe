// Commit Pipeline Lab's service worker: after the first visit the lab loads
// and runs with no network (a talk with the cable pulled, a training room
// without Wi-Fi). The build writes it to dist/sw.js with FILES and BUILD
// filled in (web/scripts/offline-plugin.ts). It lives next to index.html,
// so its scope is whatever base path the site is served under.
/* global self, caches, fetch, URL */
const BUILD = 'dev';
const FILES = [];
const SCOPE = self.registration.scope;
// One cache per build and per base path (two copies of the lab on one host keep apart).
const PREFIX = 'commitlab-';
const CACHE = `${PREFIX}${BUILD}@${SCOPE}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new URL(f, SCOPE).href)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k.endsWith(`@${SCOPE}`) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Keeps a good same-origin answer for next time (offline). */
function keep(request, response) {
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  if (request.mode === 'navigate') {
    // Pages: the network first, so a new build shows at once; offline, the
    // kept copy (any unknown path under the scope gets the lab's page).
    event.respondWith(
      fetch(request)
        .then((response) => keep(request, response))
        .catch(() => caches.match(request, { ignoreSearch: true }).then((hit) => hit || caches.match(SCOPE))),
    );
    return;
  }
  // Everything else is content-hashed (assets/) or kept from a page load: the cache first.
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request).then((response) => keep(request, response))));
});
