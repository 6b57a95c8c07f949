import { expect, test, type Page } from './fixtures'
import { navigateInApp, resetApi, screenshotLooks, storeSession } from './helpers'

/** Issue 16, Activity: the detail views say who created and last changed the record, and when. */

const DATE_TIME = '\\d{2}-[A-Z][a-z]{2}-\\d{2} \\d{2}:\\d{2}'
const step = (page: Page, text: string) => page.getByText(new RegExp(`^${text} on ${DATE_TIME}$`))

test.describe('record activity', () => {
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(async ({ page }) => {
    await resetApi()
    await storeSession(page, 'admin')
  })

  test('an order, a customer, a payment and an invoice say who created and last changed them', async ({
    page,
  }) => {
    await test.step('an order edited by admin shows admin as its last changer, at the time of the save', async () => {
      await page.goto('/orders/1/view')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
      const creation = await step(page, 'Created by [a-z.]+').textContent()
      // The seed has another member of staff change it last.
      await expect(step(page, 'Last changed by giorgi\\.beridze')).toBeVisible()

      await page.getByRole('link', { name: 'Edit' }).click()
      await page.getByLabel('Comment', { exact: true }).fill('Checked by admin')
      const saved = Date.now()
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page).toHaveURL(/\/orders\/1\/view$/)
      await expect(page.getByText('Checked by admin')).toBeVisible()

      const changed = step(page, 'Last changed by admin')
      await expect(changed).toBeVisible()
      // The creation is untouched, and the change is the save just made (its machine-readable time).
      await expect(page.getByText(creation ?? '', { exact: true })).toBeVisible()
      const at = Date.parse((await changed.locator('time').getAttribute('datetime')) ?? '')
      expect(Math.abs(at - saved)).toBeLessThan(10 * 60_000)

      await screenshotLooks(page, '/orders/1/view', 'activity-order-view', (p) =>
        expect(step(p, 'Last changed by admin')).toBeVisible(),
      )
    })

    await test.step('a customer, a payment and an invoice show their activity too', async () => {
      await navigateInApp(page, '/customers/C1001/view')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
      await expect(step(page, 'Created by admin')).toBeVisible()
      // The demo customer edited its own profile last.
      await expect(step(page, 'Last changed by c1001')).toBeVisible()
      await screenshotLooks(
        page,
        '/customers/C1001/view',
        'activity-customer-view',
        (p) => expect(step(p, 'Last changed by c1001')).toBeVisible(),
        ['light', 'rtl'],
      )

      await navigateInApp(page, '/payments/1/view')
      await expect(step(page, 'Created by [a-z.]+')).toBeVisible()
      await expect(step(page, 'Last changed by [a-z.]+')).toBeVisible()

      await navigateInApp(page, '/invoices/1/view')
      await expect(step(page, 'Created by [a-z.]+')).toBeVisible()
      await expect(step(page, 'Last changed by [a-z.]+')).toBeVisible()
    })
  })
})
