import AxeBuilder from '@axe-core/playwright'
import {
  ACCESS_CONTROL_ROUTES,
  CARGOLOOP_ROUTES,
  FINANCE_ROUTES,
  LOCATION_ROUTES,
  ORDER_ROUTES,
  PUBLIC_ROUTES,
  REFERENCE_ROUTES,
  TEMPLATE_APP_ROUTES,
  TEMPLATE_AUTH_PAGE_ROUTES,
  USER_ROUTES,
  type RouteEntry,
} from '../../src/domain/access/route-table'
import { createProducts } from '../../src/mock/apps/shop/data'
import { expect, test, type Browser, type Page } from './fixtures'
import { resetApi, signIn } from './helpers'

/**
 * Accessibility (issue 14 item 9): axe on every route of both specs (the back office, the template's apps and
 * pages, the public and auth pages), in the light and the dark skin, signed in as admin where a route needs it. No serious or critical violation is allowed; each route
 * prints one line (violations by impact per skin). One page load per route and skin.
 */

/** A real record of the seed for each `:param` (by the route's first path segment). */
const RECORD_IDS: Record<string, string> = {
  orders: '1',
  invoices: '1',
  payments: '1',
  customers: 'C1001',
  suspended: 'C1006',
  vehicles: '1',
  containers: '1',
}

/** A real record of the in-browser mock's seed for each template route with params (by its path). */
const TEMPLATE_PATHS: Record<string, string> = {
  '/apps/invoice/preview/:id': '/apps/invoice/preview/5040',
  '/apps/invoice/edit/:id': '/apps/invoice/edit/5040',
  '/apps/user/view/:id': '/apps/user/view/1',
  '/apps/ecommerce/product-detail/:slug': `/apps/ecommerce/product-detail/${createProducts()[0]!.slug}`,
  '/pages/blog/detail/:id': '/pages/blog/detail/1',
  '/pages/blog/edit/:id': '/pages/blog/edit/1',
  '/pages/knowledge-base/:category': '/pages/knowledge-base/billing',
  '/pages/knowledge-base/:category/:question': '/pages/knowledge-base/billing/how-do-i-place-my-first-order',
}

function concretePath(route: RouteEntry): string {
  const template = TEMPLATE_PATHS[route.path]
  if (template) return template
  const segments = route.path.split('/')
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment
      const collection = segments[i - 1] === '-' ? '' : segments[i - 1]!
      if (segment === ':orderId') return RECORD_IDS.orders
      if (segment === ':customerId') return RECORD_IDS.customers
      const id = RECORD_IDS[collection]
      if (!id) throw new Error(`no seed record for ${route.path}`)
      return id
    })
    .join('/')
}

const BACK_OFFICE_ROUTES: readonly RouteEntry[] = [
  ...FINANCE_ROUTES,
  ...ORDER_ROUTES,
  ...CARGOLOOP_ROUTES,
  ...USER_ROUTES,
  ...LOCATION_ROUTES,
  ...REFERENCE_ROUTES,
  ...ACCESS_CONTROL_ROUTES,
]

/** One path per route (routes sharing a path, like the customer view for staff and for a customer, once). */
const pathsOf = (routes: readonly RouteEntry[]) => [...new Set(routes.map(concretePath))]
const BACK_OFFICE_PATHS = pathsOf(BACK_OFFICE_ROUTES)
/** The template's apps and pages, signed in (those the back office does not already scan). */
const TEMPLATE_APP_PATHS = pathsOf(TEMPLATE_APP_ROUTES).filter((path) => !BACK_OFFICE_PATHS.includes(path))
/** Public pages, scanned signed out. */
const PUBLIC_PATHS = pathsOf(PUBLIC_ROUTES)
/** The template's auth-page variants, scanned signed out. */
const TEMPLATE_AUTH_PATHS = pathsOf(TEMPLATE_AUTH_PAGE_ROUTES).filter((path) => !PUBLIC_PATHS.includes(path))

const SKINS = ['light', 'dark'] as const
type Skin = (typeof SKINS)[number]

/** Waits for the screen's own content: no loading status left, the main heading or form shown. */
async function settled(page: Page) {
  await expect(page.locator('#root .boot')).toHaveCount(0, { timeout: 45_000 })
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 45_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 })
  // Entrance transitions (dialogs, menus, fades) end before the colours are measured; endless ones (spinners,
  // skeleton shimmer) are left running.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // An animation that never ends (one paused off screen) must not hold the scan.
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  )
}

interface Finding {
  skin: Skin
  id: string
  impact: string
  help: string
  targets: string[]
}

/** Shows `path` in `skin` and runs axe. The first skin is light (the stored one), loaded; then dark. */
async function scan(page: Page, path: string, skin: Skin): Promise<Finding[]> {
  // Signed in, the navbar's skin toggle switches in place (one page load per route); elsewhere a reload.
  const toggle = page.getByRole('button', { name: 'Switch to dark skin' })
  if (skin === 'light') await page.goto(path)
  else if (await toggle.isVisible()) await toggle.click()
  else {
    await page.evaluate((choice) => localStorage.setItem('skin', JSON.stringify(choice)), skin)
    await page.goto(path)
  }
  await expect(page.locator('html')).toHaveCSS('color-scheme', skin, { timeout: 45_000 })
  await settled(page)
  // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge the frames'
  // results, which took most of a scan's time here (a page has no frames to merge).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations.map((violation) => ({
    skin,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `${node.target.join(' ')} ${node.html.slice(0, 160)} ${(node.any[0]?.message ?? '').slice(0, 160)}`,
      ),
  }))
}

function summary(path: string, findings: Finding[]): string {
  const bySkin = SKINS.map((skin) => {
    const counts = new Map<string, number>()
    for (const finding of findings.filter((f) => f.skin === skin))
      counts.set(finding.impact, (counts.get(finding.impact) ?? 0) + 1)
    const text = ['critical', 'serious', 'moderate', 'minor']
      .filter((impact) => counts.has(impact))
      .map((impact) => `${impact} ${counts.get(impact)}`)
      .join(', ')
    return `${skin}: ${text || 'none'}`
  })
  return `a11y ${path.padEnd(40)} ${bySkin.join(' | ')}`
}

function checkFindings(path: string, findings: Finding[]) {
  console.log(summary(path, findings))
  const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')
  expect(
    blocking.map((f) => `[${f.skin}] ${f.impact} ${f.id}: ${f.help} at ${f.targets.join(', ')}`),
    `serious or critical violations on ${path}`,
  ).toEqual([])
}

/** The admin's signed-in browser state (local storage), made again when older than `STATE_LIFETIME_MS`. */
const ADMIN_STATE = 'test-results/accessibility-admin-state.json'
/** Well inside the access token's 10 minutes, so no scan meets an expired session (spec §8 reloads to /login). */
const STATE_LIFETIME_MS = 4 * 60_000
let adminStateMadeAt = 0

async function freshAdminState(browser: Browser) {
  if (Date.now() - adminStateMadeAt < STATE_LIFETIME_MS) return
  // Made while the test's own options are being set up, so they are not applied yet: the base URL is given here.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await signIn(page, 'admin')
  await page.evaluate(() => localStorage.setItem('skin', JSON.stringify('light')))
  await context.storageState({ path: ADMIN_STATE })
  await context.close()
  adminStateMadeAt = Date.now()
}

/** Two axe runs per test (and a large app, chat or kanban, under axe): on a busy shared machine that outlasts 30 s. */
test.describe.configure({ timeout: 240_000 })

test.describe('accessibility: back office, signed in as admin', () => {
  // Each test's context starts from a signed-in state no older than `STATE_LIFETIME_MS`.
  test.use({
    storageState: async ({ browser }, provide) => {
      await freshAdminState(browser)
      await provide(ADMIN_STATE)
    },
  })
  test.beforeAll(async () => {
    await resetApi()
  })

  for (const path of [...BACK_OFFICE_PATHS, ...TEMPLATE_APP_PATHS])
    test(`axe ${path}`, async ({ page }) => {
      const findings: Finding[] = []
      for (const skin of SKINS) findings.push(...(await scan(page, path, skin)))
      checkFindings(path, findings)
    })
})

test.describe('accessibility: public pages', () => {
  for (const path of [...PUBLIC_PATHS, ...TEMPLATE_AUTH_PATHS])
    test(`axe ${path}`, async ({ page }) => {
      const findings: Finding[] = []
      for (const skin of SKINS) findings.push(...(await scan(page, path, skin)))
      checkFindings(path, findings)
    })
})
