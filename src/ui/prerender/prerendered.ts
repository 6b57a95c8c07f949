/** The element holding a page rendered at build time (dist/login.html), beside the app's own `#root`. */
export const PRERENDERED_ID = 'prerendered'

/**
 * The CSS of a prerendered page: the app's root stays hidden while the prerendered page is in the document
 * (React renders into it meanwhile), unless the guard script has turned the prerendered page off.
 */
export const PRERENDERED_CSS =
  `#${PRERENDERED_ID}~#root{display:none}` +
  `html[data-prerender=off] #${PRERENDERED_ID}{display:none}` +
  `html[data-prerender=off] #${PRERENDERED_ID}~#root{display:block}`

/** Takes the prerendered page away: the app has drawn a screen of its own. */
export function removePrerendered(): void {
  document.getElementById(PRERENDERED_ID)?.remove()
}
