import { expect, test, type Page } from '@playwright/test'

export const API_URL = `http://localhost:${process.env.MOCK_API_PORT ?? 8080}`

export const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin', home: '/orders' },
  client: { email: 'client@demo.com', password: 'client', home: '/access-control' },
  customer: { email: 'c1001@demo.com', password: 'customer', home: '/customers/C1001/view' },
} as const

/** Signs in through the login form, as a person would, and waits for the role's home. */
export async function signIn(page: Page, account: keyof typeof ACCOUNTS) {
  const { email, password, home } = ACCOUNTS[account]
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${home}$`))
}

/** Puts the mock API server back to its seed, with no injected faults and an empty request journal. */
export async function resetApi() {
  const response = await fetch(`${API_URL}/__admin/reset`, { method: 'POST' })
  if (!response.ok) throw new Error(`reset failed: ${response.status}`)
}

/** Where the e2e run saves its screenshots (looked at by a person before a screen is called done). */
export const ARTIFACTS = 'tests/artifacts'

export type Look = 'light' | 'dark' | 'rtl' | 'phone'

/** The time one look may add to its test: a page load and a screenshot on a busy 2-core machine. */
const LOOK_TIME_MS = 15_000

/**
 * Saves screenshots of the page at `path` in light, dark and right-to-left at desktop width, and light at
 * phone width (375 px): `tests/artifacts/<name>-<look>.png`. `ready` waits for the screen's own content.
 * The layout choices are set in local storage as the app keeps them, then the page is reloaded.
 */
export async function screenshotLooks(
  page: Page,
  path: string,
  name: string,
  ready: (page: Page) => Promise<unknown>,
  looks: readonly Look[] = ['light', 'dark', 'rtl', 'phone'],
) {
  // Each look is a page load and a screenshot: the test's time grows with them (a spec saving three screens
  // in four looks loads twelve pages).
  test.info().setTimeout(test.info().timeout + looks.length * LOOK_TIME_MS)
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 }
  for (const look of looks) {
    await page.evaluate((choice) => {
      localStorage.setItem('skin', JSON.stringify(choice === 'dark' ? 'dark' : 'light'))
      localStorage.setItem('direction', JSON.stringify(choice === 'rtl' ? 'rtl' : 'ltr'))
    }, look)
    await page.setViewportSize(look === 'phone' ? { width: 375, height: 800 } : desktop)
    await page.goto(path)
    await ready(page)
    await page.screenshot({ path: `${ARTIFACTS}/${name}-${look}.png`, fullPage: look === 'phone' })
  }
  await page.evaluate(() => {
    localStorage.setItem('skin', JSON.stringify('light'))
    localStorage.setItem('direction', JSON.stringify('ltr'))
  })
  await page.setViewportSize(desktop)
}
