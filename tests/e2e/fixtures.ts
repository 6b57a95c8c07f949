import { test as base, expect, type ConsoleMessage } from '@playwright/test'

/**
 * The e2e `test`: every spec imports it from here instead of '@playwright/test'.
 *
 * It listens to the page for console errors and uncaught exceptions and fails the test that caused one
 * (issue: 0 console errors across the whole run). A test that provokes an error on purpose (spec §8: a failed
 * remote call is logged to the console) declares what it expects with `expectConsoleErrors(/pattern/)`; an
 * error matching a declared pattern is allowed, every other one fails the test.
 */
export const test = base.extend<{
  expectConsoleErrors: (...patterns: RegExp[]) => void
  consoleGuard: void
}>({
  expectConsoleErrors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, testInfo) => {
      const allowed: RegExp[] = []
      ;(testInfo as unknown as { allowedConsoleErrors: RegExp[] }).allowedConsoleErrors = allowed
      await use((...patterns: RegExp[]) => allowed.push(...patterns))
    },
    { scope: 'test' },
  ],
  consoleGuard: [
    async ({ page, expectConsoleErrors: _declare }, use, testInfo) => {
      const allowed = (testInfo as unknown as { allowedConsoleErrors: RegExp[] }).allowedConsoleErrors
      const problems: string[] = []
      const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text))
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return
        const where = message.location().url
        const text = `${message.text()}${where ? ` (${where})` : ''}`
        if (!isAllowed(text)) problems.push(`console error: ${text}`)
      }
      const onPageError = (error: Error) => {
        const text = `${error.name}: ${error.message}`
        if (!isAllowed(text)) problems.push(`uncaught exception: ${text}\n${error.stack ?? ''}`)
      }
      page.on('console', onConsole)
      page.on('pageerror', onPageError)
      await use()
      page.off('console', onConsole)
      page.off('pageerror', onPageError)
      expect(problems, 'console errors and uncaught exceptions during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
export type { Page, Locator } from '@playwright/test'
