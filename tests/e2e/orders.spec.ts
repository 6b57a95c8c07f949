import { expect, test, type Page } from '@playwright/test'
import { signIn } from './helpers'

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' })
const bodyRows = (page: Page) => ordersTable(page).locator('tbody tr')

test.describe('orders list', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin')
    await expect(bodyRows(page)).toHaveCount(10)
  })

  test('shows a server page of orders with money as the spec writes it', async ({ page }) => {
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/1–10 of \d[\d,]*/)
    const amounts = await bodyRows(page).locator('td:nth-child(4)').allTextContents()
    for (const amount of amounts) expect(amount).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/)
  })

  test('pages, and keeps the page and page size in the URL across a reload', async ({ page }) => {
    const firstPage = await bodyRows(page).first().textContent()
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(bodyRows(page).first()).not.toHaveText(firstPage ?? '')
    await page.getByLabel('Rows per page').selectOption('25')
    await expect(page).toHaveURL(/perPage=25/)
    await expect(bodyRows(page)).toHaveCount(25)
    await page.reload()
    await expect(bodyRows(page)).toHaveCount(25)
    await expect(page.getByLabel('Rows per page')).toHaveValue('25')
  })

  test('sorts by amount both ways', async ({ page }) => {
    const amounts = async () =>
      (await bodyRows(page).locator('td:nth-child(4)').allTextContents()).map((text) => Number(text.replace(/[$,]/g, '')))
    const isSorted = async (direction: 1 | -1) => {
      const values = await amounts()
      return values.length === 10 && values.every((value, i) => i === 0 || direction * (value - values[i - 1]!) >= 0)
    }
    const amountHeader = ordersTable(page).getByRole('columnheader', { name: /Amount/ }).first()
    await page.getByRole('button', { name: 'Sort by Amount' }).click()
    await expect(page).toHaveURL(/sort=asc&sortColumn=amount/)
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect.poll(() => isSorted(1)).toBe(true)
    await page.getByRole('button', { name: 'Sort by Amount' }).click()
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(() => isSorted(-1)).toBe(true)
  })

  test('searches, and the search survives a reload', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('C1001')
    await expect(page).toHaveURL(/search=C1001/)
    await expect(bodyRows(page).first()).toContainText('C1001')
    for (const customer of await bodyRows(page).locator('td:nth-child(2)').allTextContents()) expect(customer).toBe('C1001')
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('C1001')
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('no-such-order-anywhere')
    await expect(page.getByText('No orders match.')).toBeVisible()
  })
})

test('the customer sees their own orders on their home page', async ({ page }) => {
  await signIn(page, 'customer')
  const rows = page.getByRole('table', { name: /Orders/ }).locator('tbody tr')
  await expect(rows.first()).toContainText('C1001')
  for (const customer of await rows.locator('td:nth-child(2)').allTextContents()) expect(customer).toBe('C1001')
})
