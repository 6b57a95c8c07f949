/**
 * Whether the page is going away: from `beforeunload` (the page may still stay: see below) or `pagehide`, until a
 * `pageshow` brings it back from the cache.
 */
let leaving = false
/** How long after `beforeunload` a page that is still here counts as staying (the person cancelled leaving). */
const STAYED_AFTER_MS = 1000
if (typeof window !== 'undefined') {
  // Captured, and registered first (main.tsx imports this module first): they run before any other listener, so
  // the calls those make while the page goes away are already marked.
  window.addEventListener(
    'beforeunload',
    () => {
      leaving = true
      // A timer never runs on a page that is gone; on one that stayed, it ends the marking.
      setTimeout(() => (leaving = false), STAYED_AFTER_MS)
    },
    { capture: true },
  )
  window.addEventListener('pagehide', () => (leaving = true), { capture: true })
  window.addEventListener('pageshow', () => (leaving = false), { capture: true })
}

const browserFetch: typeof fetch = globalThis.fetch.bind(globalThis)

/**
 * The browser's own fetch, captured before the in-browser mock (Mirage/pretender) replaces `window.fetch`.
 * gRPC-web needs a response body stream, which pretender's fetch does not give (stack-notes), so the
 * Connect transport uses this one. main.tsx imports this module first.
 *
 * A call made while the page goes away (the Undo toasts' waiting actions, sent at `pagehide`) is `keepalive`,
 * so the browser finishes it after the page is gone (issue 25 item 7).
 */
export const nativeFetch: typeof fetch = (input, init) =>
  browserFetch(input, leaving ? { ...init, keepalive: true } : init)
