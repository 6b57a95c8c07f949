import { intlLocaleTag } from '../../domain/money/locale'

/**
 * Makes the language's first `Intl.NumberFormat` while the page waits for the network. The first number format
 * of a page loads its locale's data, about 0.1 s of main thread at 4x CPU (issue 31's profile of `/orders`: the
 * first amount of the first row); every later one is cheap. Called once React's first render is queued, it runs in
 * the wait for the route's code (a task of its own, after start-up's), and that cost leaves the render of the
 * list's first rows. Not `requestIdleCallback`: while the code downloads the page has no idle period in some
 * loads, and the callback then came after the rows.
 */
export function warmNumberFormat(language: string): void {
  setTimeout(() => {
    new Intl.NumberFormat(intlLocaleTag(language), { useGrouping: true }).format(1234.5)
  }, 0)
}
