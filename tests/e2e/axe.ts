import axeCore, { type AxeResults, type RunOptions } from 'axe-core'
import type { Page } from '@playwright/test'

/** The WCAG levels the scans hold the app to: A and AA of WCAG 2.0, 2.1 and 2.2. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type AxeWindow = Window & { axe?: typeof axeCore }

/**
 * Runs axe in the page, on the elements `scope` selects or on the whole document, and answers its violations
 * only (axe then keeps one node of each passed or incomplete rule instead of building a selector and a report for
 * every node checked).
 *
 * axe is put into a document once and stays there while the app moves between routes on the client: the
 * Playwright wrapper evaluated axe's half-megabyte source twice on every scan, which was half of each scan's
 * time (about 160 ms a scan on this machine, 76 s of the admin scan's 236 scans). The page has no frames, so
 * axe runs in the page itself.
 */
export async function axeViolations(
  page: Page,
  scope: string | null,
  runOnly: { type: 'tag' | 'rule'; values: string[] },
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function'))) {
    await page.evaluate(axeCore.source)
    await page.evaluate(() => (window as AxeWindow).axe!.configure({ allowedOrigins: ['<same_origin>'] }))
  }
  const options: RunOptions = { runOnly, resultTypes: ['violations'], iframes: false }
  const results = await page.evaluate(
    ([scope, options]) => (window as AxeWindow).axe!.run(scope ? { include: [scope] } : document, options),
    [scope, options] as const,
  )
  return results.violations
}
