import { expect, test } from './fixtures'
import { signIn } from './helpers'

const NOT_AUTHORIZED = /\/misc\/not-authorized$/

test.describe('what each role may open', () => {
  test('the customer opens no order, invoice, payment or list by URL, and reads its own invoices read-only', async ({
    page,
  }) => {
    await signIn(page, 'customer')
    await page.getByRole('tab', { name: 'Invoices' }).click()
    const invoices = page.getByRole('table', { name: 'Invoices' })
    await expect(invoices.locator('tbody tr').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add invoice' })).toHaveCount(0)
    for (const path of [
      '/orders/2/view',
      '/orders/-/add',
      '/invoices/1/view',
      '/payments/1/view',
      '/orders',
      '/invoices',
      '/payments',
      '/beneficiaries',
      '/service_types',
      '/cities',
    ]) {
      await page.goto(path)
      await expect(page, path).toHaveURL(NOT_AUTHORIZED)
    }
  })

  test('the client reaches only its landing page', async ({ page }) => {
    await signIn(page, 'client')
    for (const path of [
      '/orders',
      '/orders/1/view',
      '/invoices',
      '/payments/-/add',
      '/customers',
      '/rules',
    ]) {
      await page.goto(path)
      await expect(page, path).toHaveURL(NOT_AUTHORIZED)
    }
  })
})
