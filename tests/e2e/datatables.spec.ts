import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './fixtures'
import { navigateInApp, screenshotLooks, storeSession } from './helpers'

const table = (page: Page) => page.getByRole('table')
const bodyRows = (page: Page) => table(page).locator('tbody tr')

/** The downloaded CSV as header and rows of cells (no quoted commas in this sample data). */
async function readCsv(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download')
  await click()
  const text = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '')
  const [header, ...rows] = text.trim().split(/\r\n/)
  return { columns: header!.split(','), rows: rows.map((row) => row.split(',')) }
}

// The staff records come from the in-browser mock (Mirage): a test's fresh browser context starts from the sample
// data. The flow loads the app once and moves to the basic table and the form inputs by in-app navigation.
test.describe('staff data tables', () => {
  test('searches, filters, exports and selects; sorts and sizes the basic table; picks entries with the keyboard', async ({
    page,
  }) => {
    await storeSession(page, 'admin')
    await page.goto('/datatables/advance')

    await test.step('searches, filters by a column, exports the CSV and selects rows', async () => {
      await expect(bodyRows(page)).toHaveCount(10)
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('of 100')

      await page.getByRole('searchbox', { name: 'Search staff' }).fill('analyst')
      await page.getByRole('searchbox', { name: 'Search staff' }).press('Enter')
      await expect(page).toHaveURL(/search=analyst/)
      await page.getByRole('textbox', { name: 'City' }).fill('batumi')
      await page.getByRole('textbox', { name: 'City' }).press('Enter')
      await expect(page).toHaveURL(/city=batumi/)
      await expect(bodyRows(page).first()).toContainText('Batumi')
      const shown = await bodyRows(page).count()
      expect(shown).toBeGreaterThan(0)

      const csv = await readCsv(page, () => page.getByRole('button', { name: 'Export CSV' }).click())
      const postAt = csv.columns.indexOf('Post')
      const cityAt = csv.columns.indexOf('City')
      expect(csv.columns).toEqual(['Name', 'Post', 'E-mail', 'City', 'Start date', 'Salary', 'Age', 'Status'])
      expect(csv.rows.length).toBe(shown)
      for (const row of csv.rows) {
        expect(row[cityAt]).toBe('Batumi')
        expect(row[postAt]).toMatch(/Analyst/)
      }
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(
        `of ${csv.rows.length}`,
      )

      await page.getByRole('combobox', { name: 'Status' }).selectOption('Current')
      await expect(page).toHaveURL(/status=1/)
      await page.getByRole('button', { name: /Clear filters/ }).click()
      await expect(page).not.toHaveURL(/city=/)

      const first = (await bodyRows(page).nth(0).locator('strong').textContent())!
      const second = (await bodyRows(page).nth(1).locator('strong').textContent())!
      await page.getByRole('checkbox', { name: `Select ${first}` }).check()
      await page.getByRole('checkbox', { name: `Select ${second}` }).check()
      const bulk = page.getByRole('region', { name: 'Actions on selected rows' })
      await expect(bulk).toContainText('Selected: 2')
      const selected = await readCsv(page, () =>
        bulk.getByRole('button', { name: 'Export selected to CSV' }).click(),
      )
      expect(selected.rows.map((row) => row[0])).toEqual([first, second])
    })

    await test.step('sorts the basic table by salary and changes the page size', async () => {
      await navigateInApp(page, '/datatables/basic')
      await expect(bodyRows(page)).toHaveCount(10)
      await page.getByRole('button', { name: /Salary/ }).click()
      await expect(page).toHaveURL(/sortColumn=salary/)
      const salaries = (await bodyRows(page).locator('td[data-align="end"]').allTextContents())
        .filter((_, i) => i % 2 === 0)
        .map((text) => Number(text.replace(/[^\d.]/g, '')))
      expect(salaries).toEqual([...salaries].sort((a, b) => a - b))
      await page.getByRole('combobox', { name: /per page/i }).selectOption('25')
      await expect(bodyRows(page)).toHaveCount(25)
    })

    await test.step('picks an autocomplete entry and a select option with the keyboard', async () => {
      await navigateInApp(page, '/forms/elements/input')
      const book = page.getByRole('combobox', { name: 'Book title' })
      await book.click()
      await book.pressSequentially('maps')
      const options = page.getByRole('listbox')
      await expect(options.getByRole('option').first()).toContainText(/maps/i)
      await book.press('ArrowDown')
      await book.press('Enter')
      await expect(page.getByText(/^Chosen: Maps/)).toBeVisible()
      await expect(book).toHaveValue(/^Maps/)

      const film = page.getByRole('combobox', { name: 'Film' })
      await film.click()
      await film.pressSequentially('night')
      await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(/night/i)
      await film.press('ArrowDown')
      await film.press('Enter')
      await expect(film).toHaveValue(/night/i)

      await page.getByLabel('E-mail').fill('not-an-address')
      await page.getByRole('button', { name: 'Check' }).click()
      await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible()
      await page.getByLabel('Full name').fill('Anna Admin')
      await page.getByLabel('E-mail').fill('anna@harborline.example')
      await page.getByRole('button', { name: 'Check' }).click()
      await expect(page.getByText('All fields are valid, Anna Admin.')).toBeVisible()
    })

    // Screenshots on demand only (each look is a page load of its own).
    await screenshotLooks(page, '/datatables/basic', 'datatables-basic', (p) =>
      expect(bodyRows(p)).toHaveCount(10),
    )
    await screenshotLooks(page, '/datatables/advance', 'datatables-advance', (p) =>
      expect(bodyRows(p)).toHaveCount(10),
    )
    await screenshotLooks(page, '/forms/elements/input', 'forms-input', (p) =>
      expect(p.getByRole('combobox', { name: 'Book title' })).toBeVisible(),
    )
  })
})
