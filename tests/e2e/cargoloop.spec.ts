import { expect, test, type Locator, type Page } from './fixtures'
import { navigateInApp, resetApi, screenshotLooks, storeSession } from './helpers'

const table = (page: Page, name: string) => page.getByRole('table', { name })
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr')

/** The texts of one column's cells, found by its header, once the table has loaded. */
async function columnTexts(tableLocator: Locator, header: string): Promise<string[]> {
  await expect(tableLocator.locator('tbody')).not.toContainText('Loading…')
  const headers = await tableLocator.locator('thead th').allTextContents()
  const index = headers.findIndex((text) => text.replace(/[↑↓↕]/g, '').trim() === header)
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0)
  return tableLocator.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents()
}

/** Opens the first vehicle of a list by its lot link and waits for its page. */
async function openFirstVehicle(page: Page, list: string): Promise<string> {
  await expect(bodyRows(page, list).first()).toBeVisible()
  const lot = (await columnTexts(table(page, list), 'Lot'))[0] ?? ''
  await table(page, list).getByRole('link', { name: lot, exact: true }).first().click()
  await expect(page).toHaveURL(/\/cargoloop\/vehicles\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return lot
}

test.describe('cargoloop', () => {
  test.beforeEach(async ({ page }) => {
    await resetApi()
    await storeSession(page, 'admin')
  })

  test("prices, containers, a vehicle's photos and corrections, and an unordered vehicle cancelled", async ({
    page,
  }) => {
    // Several screens in one page, a dozen checks each.
    test.setTimeout(120_000)
    await page.goto('/cargoloop/local_transportations')

    await test.step('searches the local transportation prices in the browser', async () => {
      const prices = table(page, 'Local transportation')
      await expect(prices.locator('tbody tr').first()).toBeVisible()
      const city = (await columnTexts(prices, 'City'))[0] ?? ''
      await page.getByRole('searchbox', { name: 'Search prices' }).fill(city)
      await expect(page).toHaveURL(/search=/)
      await expect(prices.locator('tbody tr').first()).toBeVisible()
      const cities = await columnTexts(prices, 'City')
      const rows = await prices.locator('tbody tr').allTextContents()
      expect(cities.length).toBeGreaterThan(0)
      for (const row of rows) expect(row.toLowerCase()).toContain(city.toLowerCase())
      await expect(page.getByRole('list', { name: 'Buyers' }).getByRole('listitem').first()).toBeVisible()
    })

    await test.step('goes from the containers list to a container and on to its units', async () => {
      await navigateInApp(page, '/cargoloop/containers')
      const containers = table(page, 'Containers')
      await expect(containers.locator('tbody tr').first()).toBeVisible()
      const number = (await columnTexts(containers, 'Container'))[0] ?? ''
      await containers.getByRole('link', { name: number, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Container ${number}`)
      const units = page.getByRole('table', { name: 'Units' })
      await expect(units.locator('tbody tr').first()).toBeVisible()
      const orderLink = units.getByRole('link', { name: /^Order #/ }).first()
      await expect(orderLink).toHaveAttribute('href', /\/orders\/\d+\/view$/)
      await expect(units.getByRole('link', { name: /^C\d+/ }).first()).toHaveAttribute(
        'href',
        /\/customers\/C\d+\/view$/,
      )
      const vin = (await columnTexts(units, 'VIN'))[0] ?? ''
      await units
        .getByRole('link', { name: /^Find vehicle of lot/ })
        .first()
        .click()
      await expect(page).toHaveURL(/\/cargoloop\/vehicles\?search=/)
      await expect(bodyRows(page, 'Vehicles')).toHaveCount(1)
      expect(await columnTexts(table(page, 'Vehicles'), 'VIN')).toEqual([vin])
    })

    await test.step('the gallery loads only the thumbnails shown, and the viewer one picture at a time', async () => {
      // Counted from here: no vehicle page has been open before, so no photo is in the browser's cache.
      const images: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/files/vehicles/')) images.push(request.url())
      })
      // Vehicles already in a container have photos from the auction, the terminal and the loading.
      await navigateInApp(page, '/cargoloop/vehicles?sortColumn=container.id&sort=desc')
      // The same screen as the search before: its one row stays until the sorted page comes.
      await expect.poll(() => bodyRows(page, 'Vehicles').count()).toBeGreaterThan(1)
      await openFirstVehicle(page, 'Vehicles')
      const gallery = page.getByRole('group', { name: 'Photos' })
      const tabs = gallery.getByRole('tab')
      const tabLabels = await tabs.allTextContents()
      const total = tabLabels.reduce((sum, label) => sum + Number(/\((\d+)\)/.exec(label)?.[1] ?? 0), 0)
      expect(tabLabels.length).toBeGreaterThan(1)
      await gallery.scrollIntoViewIfNeeded()
      const thumbnails = gallery.getByRole('tabpanel').getByRole('img')
      const shown = await thumbnails.count()
      for (let i = 0; i < shown; i++) await expect(thumbnails.nth(i)).toHaveJSProperty('complete', true)
      const requested = new Set(images)
      expect(requested.size).toBe(shown)
      expect(requested.size).toBeLessThan(total)

      await gallery
        .getByRole('button', { name: /^Open / })
        .first()
        .click()
      const viewer = page.getByRole('dialog')
      await expect(viewer.getByText(`1 / ${shown}`)).toBeVisible()
      await page.keyboard.press('ArrowRight')
      await expect(viewer.getByText(`2 / ${shown}`)).toBeVisible()
      await viewer.getByRole('button', { name: 'Previous photo' }).click()
      await expect(viewer.getByText(`1 / ${shown}`)).toBeVisible()
      await viewer.getByRole('button', { name: 'Close' }).click()
      await expect(viewer).toBeHidden()
      expect(new Set(images).size).toBeLessThan(total)
    })

    await test.step('refuses a VIN with a wrong check digit without sending it', async () => {
      const updates: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('VehicleService/UpdateVehicle')) updates.push(request.url())
      })
      await navigateInApp(page, '/cargoloop/vehicles')
      await openFirstVehicle(page, 'Vehicles')
      const corrections = page.getByRole('region', { name: 'Corrections' })
      const vin = corrections.getByLabel('Corrected VIN')
      await vin.fill('1M8GDM9A1KP042788')
      await corrections.getByRole('button', { name: 'Save corrections' }).click()
      await expect(corrections.getByRole('alert')).toContainText('check digit')
      await expect(vin).toHaveAttribute('aria-invalid', 'true')
      expect(updates).toEqual([])
    })

    // Last: the only step that changes a record.
    await test.step('cancels an unordered vehicle, which then shows under Cancelled', async () => {
      await navigateInApp(page, '/cargoloop/pending')
      const lot = await openFirstVehicle(page, 'Pending vehicles')
      const corrections = page.getByRole('region', { name: 'Corrections' })
      const cancelled = corrections.getByRole('checkbox', { name: 'Cancelled' })
      await expect(cancelled).not.toBeChecked()
      await cancelled.check()
      await corrections.getByRole('button', { name: 'Save corrections' }).click()
      await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Cancelled')
      await navigateInApp(page, `/cargoloop/cancelled?search=${encodeURIComponent(lot)}`)
      await expect(bodyRows(page, 'Cancelled vehicles')).toHaveCount(1)
      expect(await columnTexts(table(page, 'Cancelled vehicles'), 'Lot')).toEqual([lot])
    })
  })

  const rowsShown = async (p: Page) => {
    await expect(p.locator('tbody tr').first()).toBeVisible()
    await expect(p.locator('tbody').first()).not.toContainText('Loading…')
  }
  const screens: [string, string, (p: Page) => Promise<unknown>][] = [
    ['/cargoloop/pending', 'cargoloop-vehicle-list', rowsShown],
    [
      '/cargoloop/vehicles/1',
      'cargoloop-vehicle-view',
      async (p) => {
        await expect(p.getByRole('table', { name: 'Invoices' })).toBeVisible()
        // The corrections form comes after the first paint (its code on demand).
        await expect(p.getByLabel('Corrected VIN')).toBeVisible()
      },
    ],
    ['/cargoloop/local_transportations', 'cargoloop-local-transportations', rowsShown],
    ['/cargoloop/containers', 'cargoloop-container-list', rowsShown],
    [
      '/cargoloop/containers/1',
      'cargoloop-container-view',
      (p) => expect(p.getByRole('table', { name: 'Units' })).toBeVisible(),
    ],
  ]
  for (const [path, name, ready] of screens) {
    test(`screenshots of ${name}`, { tag: '@screenshots' }, async ({ page }) => {
      await screenshotLooks(page, path, name, ready)
    })
  }
})
