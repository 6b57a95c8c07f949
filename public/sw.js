/* The app-shell service worker (template-apps §1: registered at start-up).
 * - Navigations: network first; offline, the cached index.html, so a reload still shows the shell.
 * - Same-origin static files (hashed assets, locale files, the logo, the single sign-on configuration): cached as
 *   they are fetched; assets are served from the cache first (their names change with their content), the rest
 *   network first.
 * - Anything else (the API on another origin, the in-browser mock's /api and /jwt calls) is left alone. */
const CACHE = 'cargodesk-shell-v1'
const SHELL = ['/', '/index.html', '/logo.svg']

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  )
})

async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(CACHE)
  try {
    const response = await fetch(request)
    if (response.ok) await cache.put(fallbackUrl ?? request, response.clone())
    return response
  } catch (error) {
    const cached = await cache.match(fallbackUrl ?? request)
    if (cached) return cached
    throw error
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/index.html'))
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request))
  } else if (url.pathname.startsWith('/locales/') || url.pathname === '/logo.svg' || url.pathname === '/sso.json') {
    event.respondWith(networkFirst(request))
  }
})
