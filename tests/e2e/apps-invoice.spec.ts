import { expect, test, type Page } from './fixtures'
import { navigateInApp, saveScreenshot, screenshotLooks, storeSession } from './helpers'

const table = (page: Page) => page.getByRole('table', { name: 'Invoices' })
const rows = (page: Page) => table(page).locator('tbody tr')
const ids = (page: Page) =>
  table(page)
    .getByRole('link', { name: /^Invoice #\d+$/ })
    .allTextContents()
/** The Total column (the 4th) as numbers. */
const totals = async (page: Page) =>
  (await rows(page).locator('td:nth-child(4)').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  )
const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.length > 1 &&
  values.every(
    (value, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
  )

// The invoices live in the in-browser mock (Mirage), kept in this browser's local storage (decision 0062): a
// test's fresh browser context starts from the 40 sample invoices (ids 5001–5040). The flow loads the app once
// and moves inside it with links; it reads the list before it adds an invoice.
test.describe('invoice demo app', () => {
  test('filters, sorts and pages the list, adds an invoice, previews, pays and prints it, undoes a delete', async ({
    page,
  }) => {
    await storeSession(page, 'admin')
    await page.goto('/apps/invoice/list')

    await test.step('filters, searches, sorts both ways and pages to the last, shorter page', async () => {
      await expect(rows(page)).toHaveCount(10)
      expect(await ids(page)).toEqual(Array.from({ length: 10 }, (_, i) => `#${5040 - i}`))

      await page.getByRole('combobox', { name: 'Status' }).selectOption('Paid')
      await expect(page).toHaveURL(/status=Paid/)
      // Only paid invoices are left (every status icon says Paid), each with a Paid balance.
      await expect(table(page).getByRole('img', { name: /^(?!Paid\.)/ })).toHaveCount(0)
      const paid = await rows(page).count()
      expect(paid).toBeGreaterThan(0)
      await expect(table(page).getByRole('img', { name: /^Paid\./ })).toHaveCount(paid)
      await expect(table(page).getByText('Paid', { exact: true })).toHaveCount(paid)
      await page.getByRole('combobox', { name: 'Status' }).selectOption('')

      const search = page.getByRole('searchbox', { name: 'Search invoices' })
      await search.fill('Ararat Orchards')
      await search.press('Enter')
      await expect(page).toHaveURL(/search=Ararat\+Orchards/)
      await expect
        .poll(async () =>
          (await rows(page).allTextContents()).every((text) => text.includes('Lena Petrosyan')),
        )
        .toBe(true)
      await search.fill('')
      await search.press('Enter')
      await expect(rows(page)).toHaveCount(10)

      // A click sorts by the new choice: ascending first, then descending.
      await page.getByRole('button', { name: 'Sort by Total' }).click()
      await expect(page.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      )
      await expect(page).toHaveURL(/sortColumn=total/)
      await expect.poll(async () => isSorted(await totals(page), 'asc')).toBe(true)
      const ascending = await totals(page)
      await page.getByRole('button', { name: 'Sort by Total' }).click()
      await expect(page.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      )
      await expect.poll(async () => isSorted(await totals(page), 'desc')).toBe(true)
      const descending = await totals(page)
      expect(descending[0]).toBeGreaterThan(ascending[0]!)

      // 40 invoices at 25 a page: the second page holds the last 15.
      await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
      await expect(rows(page)).toHaveCount(25)
      await page.getByRole('button', { name: 'Page 2' }).click()
      await expect(rows(page)).toHaveCount(15)
      await expect(page.getByText('26–40 of 40')).toBeVisible()
    })

    await test.step('adds an invoice with two lines, previews it, and keeps an invoice whose delete was undone', async () => {
      await navigateInApp(page, '/apps/invoice/list')
      await expect(rows(page)).toHaveCount(10)
      await page.getByRole('link', { name: 'Create invoice' }).click()
      await expect(page).toHaveURL(/\/apps\/invoice\/add$/)
      await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible()

      await page.getByRole('combobox', { name: 'Client' }).selectOption('Sofia Marin')
      await expect(page.getByText('Costa Azul Shipping, 3 Muelle del Turia')).toBeVisible()
      const first = page.getByRole('listitem', { name: 'Item 1' })
      await first.getByRole('textbox', { name: 'Item', exact: true }).fill('Reefer container')
      await first.getByRole('textbox', { name: 'Description' }).fill('40ft, Valencia to Gdansk')
      await first.getByRole('textbox', { name: 'Cost' }).fill('1500')
      await first.getByRole('textbox', { name: 'Qty' }).fill('2')
      await expect(first.getByText('$3,000.00')).toBeVisible()
      await page.getByRole('button', { name: 'Add item' }).click()
      const second = page.getByRole('listitem', { name: 'Item 2' })
      await second.getByRole('textbox', { name: 'Item', exact: true }).fill('Port handling')
      await second.getByRole('textbox', { name: 'Cost' }).fill('120.50')
      await page.getByRole('textbox', { name: 'Tax, %' }).fill('10')
      await page.getByRole('textbox', { name: 'Note' }).fill('Payable by bank transfer within 30 days.')
      const liveTotals = page.getByRole('group', { name: 'Totals' })
      await expect(liveTotals).toContainText('Subtotal$3,120.50')
      await expect(liveTotals).toContainText('Tax$312.05')
      await expect(liveTotals).toContainText('Total$3,432.55')
      await page.getByRole('button', { name: 'Save' }).click()

      await expect(page).toHaveURL(/\/apps\/invoice\/preview\/5041$/)
      const document = page.getByRole('article', { name: 'Invoice #5041' })
      await expect(document).toContainText('Sofia Marin')
      await expect(document.getByRole('table', { name: 'Invoice lines' })).toContainText('Reefer container')
      await expect(document.getByRole('table', { name: 'Invoice lines' })).toContainText('Port handling')
      await expect(document.getByRole('group', { name: 'Invoice totals' })).toContainText('Total$3,432.55')
      await expect(document).toContainText('Draft')

      // Download makes a PDF the browser saves.
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download' }).click()
      expect((await download).suggestedFilename()).toBe('invoice-5041.pdf')

      // A payment lowers the balance.
      await page.getByRole('button', { name: 'Add payment' }).click()
      const panel = page.getByRole('dialog', { name: 'Add payment' })
      await panel.getByRole('textbox', { name: 'Payment amount' }).fill('1000')
      await panel.getByRole('button', { name: 'Add payment' }).click()
      await expect(panel).toBeHidden()
      await expect(document.getByRole('group', { name: 'Invoice totals' })).toContainText(
        'Balance due$2,432.55',
      )
      await expect(document).toContainText('Partial payment')

      // On paper only the invoice shows.
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('complementary', { name: 'Invoice actions' })).toBeHidden()
      await expect(document).toBeVisible()
      await page.emulateMedia({ media: 'screen' })

      // The new invoice is in the list; delete another, then undo it: it stays.
      await page.getByRole('link', { name: 'Back to invoices' }).click()
      await expect(rows(page).first()).toContainText('#5041')
      await table(page).getByRole('button', { name: 'Actions for invoice #5040' }).click()
      await page.getByRole('menuitem', { name: 'Delete' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Delete invoice #5040?' })
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await page.getByRole('button', { name: 'Undo' }).click()
      await page.waitForTimeout(5_500)
      // Asked again after the Undo time, the list still has it (and the preview opens it).
      await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
      await expect(table(page).getByRole('link', { name: 'Invoice #5040' })).toBeVisible()
      await table(page).getByRole('link', { name: 'Invoice #5040' }).click()
      await expect(page.getByRole('article', { name: 'Invoice #5040' })).toBeVisible()
    })
  })

  test('screenshots', { tag: '@screenshots' }, async ({ page }) => {
    await storeSession(page, 'admin')
    await screenshotLooks(page, '/apps/invoice/list', 'apps-invoice-list', (p) =>
      expect(rows(p)).toHaveCount(10),
    )
    await screenshotLooks(page, '/apps/invoice/preview/5040', 'apps-invoice-preview', (p) =>
      expect(p.getByRole('article', { name: 'Invoice #5040' })).toBeVisible(),
    )
    await screenshotLooks(page, '/apps/invoice/edit/5040', 'apps-invoice-edit', (p) =>
      expect(
        p.getByRole('listitem', { name: 'Item 1' }).getByRole('textbox', { name: 'Item', exact: true }),
      ).not.toHaveValue(''),
    )
    await page.goto('/apps/invoice/preview/5040')
    await page.getByRole('button', { name: 'Send invoice' }).click()
    await expect(page.getByRole('dialog', { name: 'Send invoice' })).toBeVisible()
    await saveScreenshot(page, 'apps-invoice-send-light')
  })
})
