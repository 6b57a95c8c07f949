import { expect, test, type Page } from './fixtures'
import { navigateInApp, resetApi, saveScreenshot, screenshotLooks, signIn, storeSession } from './helpers'

const customersTable = (page: Page, name = 'Customers') => page.getByRole('table', { name })
/** The value shown beside a label of a record's fields (a definition list). */
const fieldValue = (page: Page, label: string) =>
  page.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd')

test.describe('customers (staff)', () => {
  test.beforeEach(async ({ page }) => {
    await resetApi()
    await storeSession(page, 'admin')
  })

  test('a customer is suspended and unsuspended, then one is created as a company and made an individual', async ({
    page,
  }) => {
    await page.goto('/customers?status=active')

    // First, on the seed's customers; the new customer comes after.
    await test.step('a suspended customer is listed under Suspended, and unsuspending takes it off', async () => {
      const link = customersTable(page).locator('tbody tr').first().getByRole('link')
      const label = (await link.textContent()) ?? ''
      const id = label.split(' · ')[0]!
      await link.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label)
      await page.getByRole('button', { name: 'Suspend' }).click()
      await expect(page.getByText('The customer is suspended.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Unsuspend' })).toBeVisible()

      await navigateInApp(page, '/suspended')
      await expect(page.getByRole('heading', { name: 'Suspended customers', level: 1 })).toBeVisible()
      await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveCount(0)
      await page.getByRole('searchbox', { name: 'Search customers' }).fill(id)
      await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter')
      const suspendedLink = customersTable(page, 'Suspended customers').getByRole('link', { name: label })
      await expect(suspendedLink).toHaveAttribute('href', `/suspended/${id}/view`)
      await suspendedLink.click()
      await page.getByRole('button', { name: 'Unsuspend' }).click()
      await expect(page.getByText('The customer is active again.')).toBeVisible()
      await navigateInApp(page, `/suspended?search=${id}`)
      await expect(page.getByText('No customers match.')).toBeVisible()
    })

    await test.step('a company customer switched to individual loses its company name on the server', async () => {
      await navigateInApp(page, '/customers')
      await page.getByRole('button', { name: 'New customer' }).click()
      const create = page.getByRole('dialog', { name: 'New customer' })
      await create.getByLabel('First name').fill('Nino')
      await create.getByLabel('Last name').fill('Kapanadze')
      await create.getByLabel('Type').selectOption('company')
      await create.getByLabel('Company name').fill('Nino Trade E2E LLC')
      await create.getByLabel('Country').selectOption({ label: 'Georgia' })
      await create.getByLabel('E-mail').fill('nino@example.com')
      await create.getByRole('button', { name: 'Create customer' }).click()
      await expect(create).toBeHidden()
      await expect(page.getByText(/Customer C\d+ · Nino Trade E2E LLC created\./)).toBeVisible()

      await page.getByRole('searchbox', { name: 'Search customers' }).fill('Nino Trade E2E')
      await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter')
      await customersTable(page)
        .getByRole('link', { name: /Nino Trade E2E LLC/ })
        .click()
      await expect(page).toHaveURL(/\/customers\/C\d+\/view$/)
      await expect(fieldValue(page, 'Company name')).toHaveText('Nino Trade E2E LLC')

      await page.getByRole('button', { name: 'Edit' }).click()
      const edit = page.getByRole('dialog', { name: /Edit customer C\d+/ })
      await expect(edit.getByLabel('Company name')).toHaveValue('Nino Trade E2E LLC')
      // The edit dialog loads every saved value, the chosen country too.
      await expect(edit.getByLabel('Country').locator('option:checked')).toHaveText('Georgia')
      await edit.getByLabel('Type').selectOption('individual')
      await expect(edit.getByLabel('Company name')).toHaveValue('')
      await expect(edit.getByLabel('Company name')).toBeDisabled()
      await edit.getByRole('button', { name: 'Save' }).click()
      await expect(edit).toBeHidden()

      await page.reload()
      await expect(fieldValue(page, 'Type')).toHaveText('Individual')
      await expect(fieldValue(page, 'Company name')).toHaveText('—')
      // The display name is derived again from the names once it is no longer a company.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/· Nino Kapanadze$/)
    })
  })

  test(
    'looks right in light, dark, right-to-left and on a phone',
    { tag: '@screenshots' },
    async ({ page }) => {
      await screenshotLooks(page, '/customers', 'customers-list', (p) =>
        expect(p.locator('tbody tr')).toHaveCount(10),
      )
      await screenshotLooks(page, '/customers/C1001/view', 'customers-view', (p) =>
        expect(p.getByRole('table', { name: 'Orders' }).locator('tbody tr').first()).toBeVisible(),
      )
      await page.goto('/customers/C1001/view')
      await page.getByRole('button', { name: 'Edit' }).click()
      await expect(
        page.getByRole('dialog', { name: 'Edit customer C1001' }).getByLabel('Country'),
      ).toHaveValue('countries/am')
      await saveScreenshot(page, 'customers-form-light')
    },
  )
})

test.describe('customers (the customer)', () => {
  test('the customer reads its own page only', async ({ page, expectConsoleErrors }) => {
    // Spec §8: the refused read of another customer is logged.
    expectConsoleErrors(/CustomerService\/GetCustomer failed: permission_denied/)
    await signIn(page, 'customer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('C1001 · Aram Petrosyan')
    await expect(page.getByRole('heading', { name: 'Totals (USD)' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Actions' })).toHaveCount(0)
    for (const action of ['Edit', 'Delete', 'Suspend'])
      await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0)
    await page.getByRole('tab', { name: 'Payments' }).click()
    await expect(page.getByRole('table', { name: 'Payments' }).locator('tbody tr').first()).toBeVisible()

    await page.goto('/customers/C1002/view')
    await expect(
      page.getByRole('alert').filter({ hasText: 'You do not have permission to do this.' }),
    ).toBeVisible()
  })
})
