import AxeBuilder from '@axe-core/playwright'
import {
  ACCESS_CONTROL_ROUTES,
  CARGOLOOP_ROUTES,
  FINANCE_ROUTES,
  LOCATION_ROUTES,
  ORDER_ROUTES,
  PUBLIC_ROUTES,
  REFERENCE_ROUTES,
  USER_ROUTES,
  type RouteEntry,
} from '../../src/domain/access/route-table'
import { expect, test, type Page } from './fixtures'
import { resetApi, signIn } from './helpers'

/**
 * Accessibility (issue 14 item 9): axe on every back-office route of the route table and on the public pages,
 * in the light and the dark skin, signed in as admin. No serious or critical violation is allowed; each route
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

function concretePath(route: RouteEntry): string {
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

/**
 * Template-app routes (TEMPLATE_APP_ROUTES, TEMPLATE_AUTH_PAGE_ROUTES) join here as their screens are built:
 * add the route entries (or concrete paths) to this array.
 */
const TEMPLATE_ROUTES_WITH_SCREENS: readonly RouteEntry[] = []

/** One path per route (routes sharing a path, like the customer view for staff and for a customer, once). */
const SIGNED_IN_PATHS = [
  ...new Set([...BACK_OFFICE_ROUTES, ...TEMPLATE_ROUTES_WITH_SCREENS].map(concretePath)),
]
const PUBLIC_PATHS = [...new Set(PUBLIC_ROUTES.map(concretePath))]

const SKINS = ['light', 'dark'] as const
type Skin = (typeof SKINS)[number]

/** Waits for the screen's own content: no loading status left, the main heading or form shown. */
async function settled(page: Page) {
  await expect(page.locator('#root .boot')).toHaveCount(0, { timeout: 15_000 })
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 15_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  // Entrance transitions (dialogs, menus, fades) end before the colours are measured.
  await page.waitForTimeout(300)
}

interface Finding {
  skin: Skin
  id: string
  impact: string
  help: string
  targets: string[]
}

/** Loads `path` in `skin` and runs axe. The first skin is light (the stored one); then the stored skin changes. */
async function scan(page: Page, path: string, skin: Skin): Promise<Finding[]> {
  if (skin !== 'light')
    await page.evaluate((choice) => localStorage.setItem('skin', JSON.stringify(choice)), skin)
  await page.goto(path)
  await settled(page)
  const results = await new AxeBuilder({ page })
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

/**
 * Serious findings known and not fixed yet (docs/decisions.md, "Security and accessibility suites"): they are
 * counted in each route's line but do not fail the run. Every other serious or critical rule fails it. Remove a
 * rule from here when it is fixed, so that it cannot come back.
 */
const KNOWN_OUTSTANDING: Record<string, string> = {
  'color-contrast':
    'the template palette: primary #7367f0 on white is 4.26:1 (logo, links, outline buttons), muted and light-variant badge text; needs a text shade per skin',
  'target-size': 'date-picker segments and the small clear buttons of comboboxes are under 24 px',
  'scrollable-region-focusable': "a table's horizontal scroll box has no focusable content (vehicle log)",
}

function checkFindings(path: string, findings: Finding[]) {
  console.log(summary(path, findings))
  const blocking = findings.filter(
    (f) => (f.impact === 'serious' || f.impact === 'critical') && !(f.id in KNOWN_OUTSTANDING),
  )
  expect(
    blocking.map((f) => `[${f.skin}] ${f.impact} ${f.id}: ${f.help} at ${f.targets.join(', ')}`),
    `serious or critical violations on ${path}`,
  ).toEqual([])
}

/** The admin's signed-in browser state (local storage), made once for the whole describe. */
const ADMIN_STATE = 'test-results/accessibility-admin-state.json'

test.describe('accessibility: back office, signed in as admin', () => {
  test.use({ storageState: ADMIN_STATE })
  test.beforeAll(async ({ browser }) => {
    await resetApi()
    const context = await browser.newContext({ storageState: undefined })
    const page = await context.newPage()
    await signIn(page, 'admin')
    await page.evaluate(() => localStorage.setItem('skin', JSON.stringify('light')))
    await context.storageState({ path: ADMIN_STATE })
    await context.close()
  })

  for (const path of SIGNED_IN_PATHS)
    test(`axe ${path}`, async ({ page }) => {
      const findings: Finding[] = []
      for (const skin of SKINS) findings.push(...(await scan(page, path, skin)))
      checkFindings(path, findings)
    })
})

test.describe('accessibility: public pages', () => {
  for (const path of PUBLIC_PATHS)
    test(`axe ${path}`, async ({ page }) => {
      const findings: Finding[] = []
      for (const skin of SKINS) findings.push(...(await scan(page, path, skin)))
      checkFindings(path, findings)
    })
})
