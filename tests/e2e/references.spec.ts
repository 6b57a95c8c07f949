import { expect, test, type Page } from './fixtures'
import { navigateInApp, resetApi, screenshotLooks, storeSession } from './helpers'

const table = (page: Page, name: string) => page.getByRole('table', { name })
const rowOf = (page: Page, tableName: string, text: string) =>
  table(page, tableName).getByRole('row').filter({ hasText: text })

/** Opens a row's action menu and picks an action. */
async function act(page: Page, tableName: string, rowText: string, action: string) {
  await rowOf(page, tableName, rowText)
    .getByRole('button', { name: /^Actions for/ })
    .click()
  await page.getByRole('menuitem', { name: action }).click()
}

test.describe('locations and references', () => {
  // Four screens' flows in one page.
  test.describe.configure({ timeout: 150_000 })
  test.beforeEach(async ({ page }) => {
    await resetApi()
    await storeSession(page, 'admin')
  })

  test('cities, service types, invoice types, payment types and rules are kept as changed', async ({
    page,
  }) => {
    await page.goto('/cities?search=Savannah')

    await test.step('a city renamed in place shows under its new name on the terminals list; Escape keeps the old', async () => {
      const savannah = rowOf(page, 'Cities', 'Savannah')
      await expect(savannah).toContainText('Georgia')
      await savannah.getByRole('button', { name: 'Edit Name of Savannah' }).click()
      // While edited, the name is an input's value, not the row's text: find the input in the table.
      const input = table(page, 'Cities').getByRole('textbox', { name: 'Name of Savannah' })
      await input.fill('Nowhere')
      await input.press('Escape')
      await expect(input).toHaveCount(0)
      await savannah.getByRole('button', { name: 'Edit Name of Savannah' }).click()
      await input.fill('   ')
      await input.press('Enter')
      await expect(table(page, 'Cities').getByRole('alert')).toHaveText('Fill this in.')
      await input.fill('Savannah Port City')
      await input.press('Enter')
      await expect(page.getByText('Renamed to Savannah Port City')).toBeVisible()

      await navigateInApp(page, '/terminals')
      await expect(rowOf(page, 'Terminals', 'Savannah, GA')).toContainText('Savannah Port City')
      await expect(
        rowOf(page, 'Terminals', 'Savannah, GA').getByRole('button', { name: /^Edit/ }),
      ).toHaveCount(0)
    })

    await test.step('a service type is created, edited, deactivated and deleted (Undo first)', async () => {
      await navigateInApp(page, '/service_types')
      await page.getByRole('button', { name: 'Add' }).click()
      const create = page.getByRole('dialog', { name: 'New service type' })
      await create.getByLabel('Name').fill('Crating E2E')
      await create.getByLabel('Code').fill('crating e2e')
      await create.getByLabel('Order in the list').fill('7')
      await create.getByLabel('Needs approval').check()
      await create.getByRole('button', { name: 'Add' }).click()
      await expect(create.getByText('Use letters, digits, - and _ only.')).toBeVisible()
      await create.getByLabel('Code').fill('crating-e2e')
      await create.getByRole('button', { name: 'Add' }).click()
      await expect(create).toBeHidden()
      const row = () => rowOf(page, 'Service types', 'Crating E2E')
      await expect(row()).toContainText('crating-e2e')
      await expect(row()).toContainText('Active')

      await act(page, 'Service types', 'Crating E2E', 'Edit')
      const edit = page.getByRole('dialog', { name: 'Edit Crating E2E' })
      await expect(edit.getByLabel('Code')).toBeDisabled()
      await edit.getByLabel('Group').fill('Packing')
      await edit.getByRole('button', { name: 'Save' }).click()
      await expect(edit).toBeHidden()
      await expect(row()).toContainText('Packing')

      await act(page, 'Service types', 'Crating E2E', 'Deactivate')
      await expect(row()).toContainText('Inactive')
      await page.getByRole('checkbox', { name: 'Active only' }).check()
      await expect(row()).toHaveCount(0)
      await page.getByRole('checkbox', { name: 'Active only' }).uncheck()

      await act(page, 'Service types', 'Crating E2E', 'Delete')
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await page.getByRole('button', { name: 'Undo' }).click()
      await page.reload()
      await expect(row()).toBeVisible()
      await act(page, 'Service types', 'Crating E2E', 'Delete')
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await expect(row()).toHaveCount(0, { timeout: 15_000 })
      await page.reload()
      await expect(rowOf(page, 'Service types', 'Shipping').first()).toBeVisible()
      await expect(row()).toHaveCount(0)
    })

    await test.step('an invoice type logo is uploaded as a document and shown on the list and on a printed invoice', async () => {
      await navigateInApp(page, '/invoice_types')
      await act(page, 'Invoice types', 'Standard invoice', 'Edit')
      const dialog = page.getByRole('dialog', { name: 'Edit Standard invoice' })
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0a7"/></svg>'
      await dialog
        .getByLabel('Upload a logo')
        .setInputFiles({ name: 'new-logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) })
      await expect(page.getByText('Logo of Standard invoice uploaded')).toBeVisible()
      const logo = dialog.getByRole('img', { name: 'Logo of Standard invoice' })
      const src = await logo.getAttribute('src')
      expect(src).toMatch(/new-logo|documents|files/)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(rowOf(page, 'Invoice types', 'Standard invoice').getByRole('img')).toHaveAttribute(
        'src',
        src!,
      )

      // An invoice of that type prints with the new logo.
      await navigateInApp(page, '/invoices')
      await rowOf(page, 'Invoices', 'Standard invoice').first().getByRole('link', { name: /^INV-/ }).click()
      await expect(page).toHaveURL(/\/invoices\/\d+\/view$/)
      const id = new URL(page.url()).pathname.split('/')[2]
      await navigateInApp(page, `/invoices/${id}/print`)
      await expect(page.getByRole('img', { name: /logo/i })).toHaveAttribute('src', src!)
    })

    await test.step('the distribute-paid choice of a payment type is kept, and rules are added, edited and deleted', async () => {
      await navigateInApp(page, '/payment_types')
      const first = table(page, 'Payment types').locator('tbody tr').first()
      const toggle = first.getByRole('checkbox', { name: /^Distribute paid for/ })
      await expect(toggle).not.toBeChecked()
      await toggle.check()
      await page.reload()
      await expect(
        table(page, 'Payment types')
          .locator('tbody tr')
          .first()
          .getByRole('checkbox', { name: /^Distribute paid for/ }),
      ).toBeChecked()

      await navigateInApp(page, '/rules')
      await page.getByRole('button', { name: 'Add rule' }).click()
      const create = page.getByRole('dialog', { name: 'New rule' })
      await create.getByLabel('Applies to').fill('orderServiceTypes/crating')
      await create.getByLabel('Key', { exact: true }).fill('amount')
      await create.getByLabel('Value', { exact: true }).fill('350.00')
      await create.getByRole('button', { name: 'Add a field' }).click()
      await create.getByRole('textbox', { name: 'Name of field 1' }).fill('terminalName')
      await create.getByRole('textbox', { name: 'Value of field 1' }).fill('terminals/1')
      await create.getByRole('button', { name: 'Add', exact: true }).click()
      await expect(create).toBeHidden()
      await page.getByRole('searchbox').fill('crating')
      await page.getByRole('searchbox').press('Enter')
      await expect(table(page, 'Rules').locator('tbody tr')).toHaveCount(1)
      await expect(table(page, 'Rules').locator('tbody tr')).toContainText('terminalName = terminals/1')

      await act(page, 'Rules', 'orderServiceTypes/crating', 'Edit')
      const edit = page.getByRole('dialog', { name: /^Edit rule/ })
      await edit.getByLabel('Value', { exact: true }).fill('375.00')
      await edit.getByRole('button', { name: 'Save' }).click()
      await expect(edit).toBeHidden()
      await expect(table(page, 'Rules').locator('tbody tr')).toContainText('375.00')
      await act(page, 'Rules', 'orderServiceTypes/crating', 'Delete')
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await expect(table(page, 'Rules').locator('tbody tr').filter({ hasText: 'crating' })).toHaveCount(0, {
        timeout: 15_000,
      })
    })
  })

  test(
    'look right in light, dark, right-to-left and on a phone',
    { tag: '@screenshots' },
    async ({ page }) => {
      for (const [path, name, tableName] of [
        ['/terminals', 'locations-terminals', 'Terminals'],
        ['/cities', 'locations-cities', 'Cities'],
        ['/service_types', 'references-service-types', 'Service types'],
        ['/invoice_types', 'references-invoice-types', 'Invoice types'],
        ['/rules', 'references-rules', 'Rules'],
      ] as const)
        await screenshotLooks(page, path, name, (p) =>
          expect(table(p, tableName).locator('tbody tr').first()).toBeVisible(),
        )
    },
  )
})
