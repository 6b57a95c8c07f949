import { expect, test, type Page } from './fixtures'
import { navigateInApp, screenshotLooks, storeSession } from './helpers'

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** The card named `name` shows `figure` (a number from the in-browser mock's cards data). */
async function shows(page: Page, name: string, figure: string) {
  // The figure, not the same number in the chart's table for screen readers (which comes after it).
  await expect(card(page, name).getByText(figure, { exact: true }).first()).toBeVisible({ timeout: 20_000 })
}

/**
 * Every card on the page has drawn its chart (each card has one). The drawings load on demand (issue 31): they
 * come after the figures, into the boxes kept for them.
 */
async function allDrawn(page: Page) {
  for (const region of await page.getByRole('main').getByRole('region').all())
    await expect(region.locator('svg.recharts-surface').first()).toBeVisible()
}

/** No horizontal scrolling: the page is no wider than the window, at the desktop width and on a phone. */
async function fitsTheWidth(page: Page) {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(await overflow(), 'horizontal overflow at 1366 px').toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 375, height: 800 })
  await expect.poll(overflow, { message: 'horizontal overflow at 375 px' }).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1366, height: 768 })
}

const STATISTICS: [string, string][] = [
  ['Orders', '2.48K'],
  ['Profit', '6.12K'],
  ['Subscribers', '87.4K'],
  ['Revenue Generated', '91.3K'],
  ['Quarterly Sales', '34.9K'],
  ['Orders Received', '41.6K'],
  ['Site Traffic', '78.2K'],
  ['Active Users', '700'],
  ['Newsletter', '26.9K'],
]
const ANALYTICS: [string, string][] = [
  ['Support Tracker', '214'],
  ['Average Sessions', '3,740'],
  ['Revenue Report', '$31,480'],
  ['Goal Overview', '812,400'],
  ['Revenue', '$48,250'],
  ['Product Orders', '21,508 (56.5%)'],
  ['Sessions by Device', '61.4%'],
  ['Customers', '702 (63.5%)'],
]
const pick = (names: string[]) =>
  [...STATISTICS, ...ANALYTICS].filter(([name]) => names.includes(name)) as [string, string][]

// The cards' data lives in the in-browser mock (Mirage): a test's fresh browser context starts from the sample
// data. The flow loads the app once and visits the card pages and the dashboards by in-app navigation.
test.describe('dashboards and cards', () => {
  test('the card pages and the dashboards show their figures, fit the width and follow a chosen period', async ({
    page,
  }) => {
    // Four pages of up to seventeen cards, each loading on its own, on a machine shared by many builds.
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 1366, height: 768 })
    await storeSession(page, 'admin')
    await page.goto('/cards/statistics')

    await test.step('statistics cards: every card has its figure, a period shows that period', async () => {
      for (const [name, figure] of STATISTICS) await shows(page, name, figure)
      await allDrawn(page)
      await fitsTheWidth(page)

      const subscribers = card(page, 'Subscribers')
      await subscribers.getByRole('combobox', { name: 'Period: Subscribers' }).selectOption('Last Year')
      // The mock scales the year's counts (×11.6 of 87.4K, shown in millions).
      await expect(subscribers.getByText(/^1(\.\d+)?M$/)).toBeVisible()
      await expect(subscribers.getByText('87.4K', { exact: true })).toBeHidden()
      // Its chart's numbers, for screen readers, follow the period too.
      await expect(subscribers.getByRole('table', { name: 'Subscribers: chart figures' })).toContainText(
        '309',
      )
      // The other cards keep theirs.
      await shows(page, 'Newsletter', '26.9K')
    })

    await test.step('analytics cards: every card has its figures, the revenue report reads another year', async () => {
      await navigateInApp(page, '/cards/analytics')
      for (const [name, figure] of ANALYTICS) await shows(page, name, figure)
      await allDrawn(page)
      await fitsTheWidth(page)

      const report = card(page, 'Revenue Report')
      await report.getByRole('combobox', { name: 'Year: Revenue Report' }).selectOption('2019')
      await expect(report.getByText('$26,443', { exact: true })).toBeVisible()
      await expect(report.getByText('$31,480', { exact: true })).toBeHidden()

      const tracker = card(page, 'Support Tracker')
      await tracker.getByRole('combobox', { name: 'Period: Support Tracker' }).selectOption('Last Year')
      await expect(tracker.getByText('2,482', { exact: true })).toBeVisible()
    })

    await test.step('the analytics dashboard composes its cards', async () => {
      await navigateInApp(page, '/dashboard/analytics')
      for (const [name, figure] of pick([
        'Subscribers',
        'Orders Received',
        'Site Traffic',
        'Active Users',
        'Average Sessions',
        'Support Tracker',
        'Sessions by Device',
        'Customers',
        'Product Orders',
      ]))
        await shows(page, name, figure)
      await allDrawn(page)
      await fitsTheWidth(page)
      const device = card(page, 'Sessions by Device')
      await device.getByRole('combobox', { name: 'Period: Sessions by Device' }).selectOption('Last Month')
      await expect(device.getByText('58.9%', { exact: true })).toBeVisible()
    })

    await test.step('the e-commerce dashboard composes its cards', async () => {
      await navigateInApp(page, '/dashboard/ecommerce')
      for (const [name, figure] of pick([
        'Orders',
        'Profit',
        'Revenue Generated',
        'Quarterly Sales',
        'Revenue Report',
        'Goal Overview',
        'Revenue',
        'Newsletter',
      ]))
        await shows(page, name, figure)
      await allDrawn(page)
      await fitsTheWidth(page)
      const orders = card(page, 'Orders')
      await orders.getByRole('combobox', { name: 'Period: Orders' }).selectOption('Last Month')
      await expect(orders.getByText('2.76K', { exact: true })).toBeVisible()
    })
  })

  for (const [path, name, ready] of [
    ['/dashboard/analytics', 'dashboards-analytics', 'Support Tracker'],
    ['/dashboard/ecommerce', 'dashboards-ecommerce', 'Revenue Report'],
    ['/cards/statistics', 'dashboards-cards-statistics', 'Newsletter'],
    ['/cards/analytics', 'dashboards-cards-analytics', 'Customers'],
  ] as const)
    test(
      `${path}: screenshots in every look, every chart drawn`,
      { tag: '@screenshots' },
      async ({ page }) => {
        await storeSession(page, 'admin')
        await screenshotLooks(page, path, name, async (p) => {
          await expect(card(p, ready).getByRole('heading', { name: ready })).toBeVisible()
          // Every card has loaded, none failed.
          await expect(p.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 30_000 })
          await expect(p.getByRole('main').getByRole('alert')).toHaveCount(0)
          await allDrawn(p)
          // The width is checked by the flow above: resizing here would picture the layout mid-transition.
        })
      },
    )
})
