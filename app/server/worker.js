// tenpin's service worker, a go-app ServiceWorkerTemplate: go-app fills in
// the version and the list of files below.
//
// It differs from go-app's stock worker where that one fails at the lane:
// - install and activate wait for their work (event.waitUntil), so the bundle
//   is cached before the worker takes over;
// - the app page is cached under the scope URL, with its trailing slash, so an
//   offline start under a sub-path (/bowling/) works;
// - every navigation inside the scope (other paths, ?embed=1) is answered
//   with the cached app page, which routes on the client, but under the
//   folder of another app of the site (the lane's scope holds the office's
//   folder, office/), which is that app's to answer;
// - the office's worker, whose scope is its folder, also answers its page's
//   requests for the site's files: the web folder's, a published file;
// - caches are named per scope, and only this app's old caches are deleted;
// - files are fetched with cache: "no-cache", so a new version never caches
//   a stale copy from the HTTP cache of a static host;
// - a .json file of the site that is not in the bundle (a league file the
//   secretary published beside the build, ?league=league.json) is asked of
//   the site first and its copy kept in a cache of its own, which a new
//   version keeps: a newer file shows as soon as the site has one, and the
//   last one seen shows offline.
const version = "{{.Version}}";
const scope = self.registration.scope;
const prefix = "tenpin:" + scope + ":";
const cacheName = prefix + version;
const dataCache = "tenpin-data:" + scope;
// The site (the lane's scope; the office's is its folder) and the folders of the site's other
// apps, which the server writes in (worker.go).
const site = new URL("./", scope).href;
const others = [];
const resourcesToCache = {{.ResourcesToCache}}.map((u) => {
  const url = new URL(u, scope).href;
  return url + "/" === scope ? scope : url;
});

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      await cache.addAll(
        resourcesToCache.map((u) => new Request(u, { cache: "no-cache" }))
      );
      await self.skipWaiting();
    })()
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys
          .filter((k) => k.startsWith(prefix) && k !== cacheName)
          .map((k) => caches.delete(k))
      );
      // No clients.claim(): go-app's app.js announces "new version" when a
      // worker activates while the page has a controller, which claim() would
      // make true on the very first visit. The next load is controlled anyway.
    })()
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (
    request.method !== "GET" ||
    !request.url.startsWith(site) ||
    others.some((o) => request.url.startsWith(o))
  ) {
    return;
  }
  event.respondWith(respond(request));
});

// The cache, opened once per life of the worker rather than once per request: a start asks
// for about ten files at once, and each open is a round trip to the browser's storage. An
// open that fails is tried again by the next request.
let opened;

async function respond(request) {
  opened = opened || caches.open(cacheName).catch((err) => {
    opened = undefined;
    throw err;
  });
  const cache = await opened;
  const cached = await cache.match(
    request.mode === "navigate" ? scope : request
  );
  if (cached) {
    return cached;
  }
  if (request.mode !== "navigate" && new URL(request.url).pathname.endsWith(".json")) {
    return siteFirst(request);
  }
  return fetch(request);
}

// siteFirst answers with the site's file, keeping a copy of it, or with the copy kept when the
// site cannot be reached.
async function siteFirst(request) {
  const data = await caches.open(dataCache);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await data.put(request, response.clone());
    }
    return response;
  } catch (err) {
    const kept = await data.match(request);
    if (kept) {
      return kept;
    }
    throw err;
  }
}
