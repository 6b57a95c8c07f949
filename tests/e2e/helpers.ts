import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_DEV_JWT_SECRET } from '../../src/domain/auth/dev-jwt'
import { signSessionToken } from '../../src/mock/apps/auth/tokens'
import { createAuthUsers, toUserData } from '../../src/mock/apps/auth/users'

export const API_URL = `http://localhost:${process.env.MOCK_API_PORT ?? 8080}`

export const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin', home: '/orders' },
  client: { email: 'client@demo.com', password: 'client', home: '/access-control' },
  customer: { email: 'c1001@demo.com', password: 'customer', home: '/customers/C1001/view' },
} as const

/** What `/jwt/login` of the in-browser mock answers for `account`: its user data and two fresh tokens. */
export async function sessionFor(account: keyof typeof ACCOUNTS) {
  const user = createAuthUsers().find((candidate) => candidate.email === ACCOUNTS[account].email)
  if (!user) throw new Error(`no demo account ${account}`)
  const subject = { sub: String(user.id), email: user.email, role: user.role, username: user.username }
  const secret = process.env.MOCK_JWT_SECRET ?? DEFAULT_DEV_JWT_SECRET
  const [accessToken, refreshToken] = await Promise.all([
    signSessionToken(secret, subject, 'access'),
    signSessionToken(secret, subject, 'refresh'),
  ])
  return { userData: toUserData(user), accessToken, refreshToken }
}

/**
 * Signs in the way a returning person is: the session the sign-in form would store (user data and fresh tokens,
 * signed here with the development secret) is put in local storage before the page's next document starts, so
 * the test's own `page.goto` opens its screen signed in. Stored once: a later sign-out or reload is not undone.
 * The form itself is filled in by the sign-in tests (session.spec.ts and the other sign-in specs). Answers the
 * session stored.
 */
export async function storeSession(page: Page, account: keyof typeof ACCOUNTS) {
  const session = await sessionFor(account)
  const once = `e2e-session-${Math.random().toString(36).slice(2)}`
  await page.addInitScript(
    ({ once, session }) => {
      if (location.origin === 'null' || sessionStorage.getItem(once)) return
      sessionStorage.setItem(once, 'stored')
      localStorage.setItem('userData', JSON.stringify(session.userData))
      localStorage.setItem('accessToken', session.accessToken)
      localStorage.setItem('refreshToken', session.refreshToken)
    },
    { once, session },
  )
  return session
}

/** `storeSession`, then the role's home, as after signing in. */
export async function signIn(page: Page, account: keyof typeof ACCOUNTS) {
  await storeSession(page, account)
  const { home } = ACCOUNTS[account]
  await page.goto(home)
  await expect(page).toHaveURL(new RegExp(`${home}$`))
}

/** Puts the mock API server back to its seed, with no injected faults and an empty request journal. */
export async function resetApi() {
  const response = await fetch(`${API_URL}/__admin/reset`, { method: 'POST' })
  if (!response.ok) throw new Error(`reset failed: ${response.status}`)
}

/** Where the e2e run saves its screenshots (looked at by a person before a screen is called done). */
export const ARTIFACTS = 'tests/artifacts'

/**
 * Screenshots are taken on demand (`npm run screenshots`, which sets SCREENSHOTS=1), not in `npm test`: they
 * check nothing by themselves and cost page loads. Tests that only take screenshots carry the `@screenshots` tag,
 * which the default run leaves out (playwright.config.ts).
 */
export const TAKING_SCREENSHOTS = Boolean(process.env.SCREENSHOTS)

/** Saves what the page shows now as `tests/artifacts/<name>.png`, when screenshots are asked for. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (TAKING_SCREENSHOTS) await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, ...options })
}

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
  if (!TAKING_SCREENSHOTS) return
  // Local storage needs the app's origin: a test that only stored its session has not opened a page yet.
  if (page.url() === 'about:blank') await page.goto(path)
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

/**
 * Shows `path` the way a link in the app does: a history entry the router follows (wouter listens to
 * `popstate`), then two frames so the route has rendered (a lazy screen may still show the page spinner: the
 * caller waits for the screen's own content). No page load.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate(async (to) => {
    if (location.pathname + location.search === to) return
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }, path)
}

/**
 * Closes the note (toast) that says `text`, as a person does when it sits over what they want next: the notes
 * stand at the top right (spec §1) and stay while the pointer rests on them.
 */
export async function closeToast(page: Page, text: string | RegExp) {
  await page
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('button', { name: 'Close this notice' })
    .click()
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0)
}

/** Closes every note still shown (one may time out meanwhile: a close that finds it gone is no fault). */
export async function closeToasts(page: Page) {
  const close = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Close this notice' })
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined)
}

/**
 * Playwright's `networkidle` without the change feed: a screen that follows records keeps its change stream open
 * (issue 29), so the page's network is never idle. Call it before the page's first request (it listens from then
 * on); the function it returns waits until no other request has been in flight for `quietMs`.
 */
export function trackNetwork(page: Page) {
  const stream = /\/cargo\.services\.ChangeService\/WatchChanges$/
  const inFlight = new Set<unknown>()
  let lastChange = Date.now()
  page.on('request', (request) => {
    if (stream.test(request.url())) return
    inFlight.add(request)
    lastChange = Date.now()
  })
  const finished = (request: unknown) => {
    if (inFlight.delete(request)) lastChange = Date.now()
  }
  page.on('requestfinished', finished)
  page.on('requestfailed', finished)
  return async function networkQuiet(quietMs = 500) {
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { intervals: [100] })
      .toBe(true)
  }
}
