import { expect, test, type Locator, type Page } from './fixtures'
import { navigateInApp, resetApi, screenshotLooks, signIn } from './helpers'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const field = (page: Page) => page.getByRole('combobox', { name: 'Find pages, records and actions' })
const group = (page: Page, name: string) => palette(page).getByRole('group', { name })

/** Ctrl/⌘+K once the shell is drawn (its listener is set when the navbar mounts). */
async function openPalette(page: Page) {
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+k')
  await expect(field(page)).toBeFocused()
}

/** The texts of one column's cells, found by its header, once the table has loaded. */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await expect(table.locator('tbody')).not.toContainText('Loading…')
  const headers = await table.locator('thead th').allTextContents()
  const index = headers.findIndex((text) => text.replace(/[↑↓↕]/g, '').trim() === header)
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0)
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents()
}

test.describe('command palette', () => {
  test.beforeEach(async () => {
    await resetApi()
  })

  test('the staff find invoices, customers and vehicles and switch the skin', async ({ page }) => {
    await signIn(page, 'admin')

    await test.step('finds invoices by number and by customer code, though ListInvoices has no search', async () => {
      await openPalette(page)
      await field(page).fill('#12')
      const invoice = group(page, 'Invoices').getByRole('option', { name: /INV-\d{4}-000012/ })
      await expect(invoice).toBeVisible()
      await invoice.click()
      await expect(page).toHaveURL(/\/invoices\/12\/view$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('INV-')

      await openPalette(page)
      await field(page).fill('C1001')
      const ofCustomer = group(page, 'Invoices').getByRole('option')
      await expect(ofCustomer.first()).toContainText('C1001')
      expect(await ofCustomer.count()).toBeLessThanOrEqual(5)
      for (const subtitle of await ofCustomer.locator('small').allTextContents())
        expect(subtitle).toContain('C1001')
      await page.keyboard.press('Escape')
      await expect(palette(page)).toHaveCount(0)
    })

    await test.step('Ctrl+K finds a customer by code, a vehicle by lot, and switches the skin', async () => {
      await openPalette(page)
      await field(page).fill('C1001')
      const customer = group(page, 'Customers').getByRole('option').first()
      await expect(customer).toContainText('C1001')
      await expect(
        group(page, 'Actions').getByRole('option', { name: 'New payment for C1001' }),
      ).toBeVisible()
      // The first row is active: Enter opens the customer.
      await expect(customer).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/customers\/C1001\/view$/)
      await expect(palette(page)).toHaveCount(0)

      await navigateInApp(page, '/cargoloop/vehicles')
      const lot = (await columnTexts(page.getByRole('table', { name: 'Vehicles' }), 'Lot'))[0]?.trim() ?? ''
      expect(lot).not.toBe('')
      await openPalette(page)
      await field(page).fill(lot)
      const vehicle = group(page, 'Vehicles').getByRole('option', { name: new RegExp(`Lot ${lot}`) })
      await expect(vehicle).toBeVisible()
      await vehicle.click()
      await expect(page).toHaveURL(/\/cargoloop\/vehicles\/\d+$/)

      await openPalette(page)
      await field(page).fill('dark')
      await expect(palette(page).getByRole('option', { selected: true })).toHaveText('Switch to dark skin')
      await page.keyboard.press('Enter')
      await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark')

      // Escape closes and gives the focus back.
      const button = page.getByRole('button', { name: 'Command palette' })
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(field(page)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(palette(page)).toHaveCount(0)
      await expect(button).toBeFocused()
    })
  })

  test('a customer sees no staff records or actions', async ({ page }) => {
    await signIn(page, 'customer')
    await openPalette(page)
    await expect(group(page, 'Actions').getByRole('option', { name: 'Sign out' })).toBeVisible()
    await expect(palette(page).getByRole('option', { name: 'New order' })).toHaveCount(0)
    await field(page).fill('C1001')
    await expect(palette(page).getByText('Nothing found for “C1001”')).toBeVisible()
    await expect(palette(page).getByRole('group', { name: 'Customers' })).toHaveCount(0)
    await expect(palette(page).getByRole('group', { name: 'Orders' })).toHaveCount(0)
    await expect(palette(page).getByRole('group', { name: 'Invoices' })).toHaveCount(0)
    await field(page).fill('sign')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/login$/)
  })

  test(
    'looks right in light, dark, right-to-left and on a phone',
    { tag: '@screenshots' },
    async ({ page }) => {
      await signIn(page, 'admin')
      await screenshotLooks(page, '/orders', 'palette', async (p) => {
        await openPalette(p)
        await field(p).fill('c10')
        await expect(group(p, 'Customers').getByRole('option').first()).toBeVisible()
      })
    },
  )
})
