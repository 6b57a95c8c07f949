import { expect, test, type Page } from './fixtures'
import { resetApi, screenshotLooks, storeSession } from './helpers'
import { chooseOption } from './person'

const group = (page: Page, name: string) => page.getByRole('group', { name })

test.describe('order form and view', () => {
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(async ({ page }) => {
    await resetApi()
    // Each test opens its own screen.
    await storeSession(page, 'admin')
  })

  test('an order with an item, a service and a discount shows its totals; a service is approved and revoked; delete is undone, then done', async ({
    page,
  }) => {
    await page.clock.install() // approvals wait for the Undo time: the clock is moved past it
    await page.goto('/orders')
    await page.getByRole('link', { name: 'New order' }).click()
    await expect(page.getByRole('heading', { name: 'New order' })).toBeVisible()
    // The required and default service types are already there.
    const services = group(page, 'Services')
    await expect(services.getByLabel('Service type of line 1')).toHaveValue('orderServiceTypes/shipping')
    await expect(services.getByLabel('Service type of line 2')).toHaveValue('orderServiceTypes/towing')

    const customer = page.getByRole('combobox', { name: 'Customer' })
    await customer.fill('C1003')
    await chooseOption(customer, page.getByRole('option').first())

    await page.getByRole('button', { name: 'Add item' }).click()
    const items = group(page, 'Items')
    const vehicle = items.getByRole('combobox', { name: 'Vehicle of line 1' })
    await vehicle.click()
    await chooseOption(vehicle, page.getByRole('option').first())
    // Letters, a comma and three decimals: the domain's money rule, as typed.
    await items.getByLabel('Amount of line 1').fill('12a,5x67')
    await expect(items.getByLabel('Amount of line 1')).toHaveValue('12.56')
    await items.getByLabel('Amount of line 1').fill('1000')

    await services.getByLabel('Amount of line 1').fill('400')
    await page.getByRole('button', { name: 'Add service' }).click()
    await services.getByLabel('Service type of line 3').selectOption({ label: 'Terminal · Terminal storage' })
    await services.getByLabel('Amount of line 3').fill('200')
    await expect(services.getByText("Needs approval (on the order's page)")).toBeVisible()

    await page.getByRole('button', { name: 'Add discount' }).click()
    const discounts = group(page, 'Discounts')
    await discounts.getByLabel('Discount type of line 1').selectOption({ label: 'Loyalty discount' })
    await discounts.getByLabel('Amount of line 1').fill('50')
    await expect(page.getByRole('status').filter({ hasText: 'Order amount' })).toHaveText(
      'Order amount: $1,550.00',
    )

    // A double click on Save creates one order (the second submit is ignored while the first saves).
    await page.getByRole('button', { name: 'Save' }).dblclick()
    await expect(page).toHaveURL(/\/orders\/\d+\/view$/)
    const id = new URL(page.url()).pathname.split('/')[2]!
    await page.goto('/orders')
    const newest = page.getByRole('table', { name: 'Orders' }).locator('tbody tr')
    await expect(newest.first()).toContainText(`#${id}`)
    await expect(newest.nth(1)).not.toContainText('$1,550.00')
    await page.goto(`/orders/${id}/view`)
    const totals = page.getByRole('list', { name: /totals/i })
    await expect(page.getByText('$1,550.00').first()).toBeVisible()
    await expect(totals.or(page.locator('body'))).toContainText('To be paid')

    // Approve the approvable service, then revoke it.
    const storage = page
      .getByRole('table', { name: 'Services' })
      .getByRole('row')
      .filter({ hasText: 'Terminal storage' })
    await expect(storage).toContainText('Awaiting approval')
    await storage.getByRole('button', { name: 'Approve Terminal storage' }).click()
    await expect(storage).toContainText('Approval pending')
    await page.clock.fastForward(5000)
    await expect(storage).toContainText('Approved')
    await storage.getByRole('button', { name: 'Revoke the approval of Terminal storage' }).click()
    await expect(storage).toContainText('Revocation pending')
    await page.clock.fastForward(5000)
    await expect(storage).toContainText('Awaiting approval')

    // Edit keeps the lines.
    await page.getByRole('link', { name: 'Edit' }).click()
    await expect(page.getByRole('heading', { name: `Edit order #${id}` })).toBeVisible()
    await page.getByLabel('Comment', { exact: true }).fill('Rush, please')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(new RegExp(`/orders/${id}/view$`))
    await expect(page.getByText('Rush, please')).toBeVisible()
    await expect(page.getByText('$1,550.00').first()).toBeVisible()

    // Delete, undone: still there after a reload.
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.reload()
    await expect(page.getByText('Rush, please')).toBeVisible()

    await screenshotLooks(page, `/orders/${id}/view`, 'orders-view', (p) =>
      expect(p.getByRole('table', { name: 'Services' })).toBeVisible(),
    )
    await screenshotLooks(page, `/orders/${id}/edit`, 'orders-form', (p) =>
      expect(group(p, 'Services').getByLabel('Amount of line 3')).toHaveValue('200.00'),
    )

    // Delete for real.
    await page.goto(`/orders/${id}/view`)
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page).toHaveURL(/\/orders$/, { timeout: 15_000 })
  })

  test('an order starts from a vehicle not yet ordered, is invoiced in full and paid against the invoice', async ({
    page,
  }) => {
    await page.clock.install() // approving the payment waits for the Undo time: the clock is moved past it
    await page.goto('/cargoloop/pending')
    const vehicle = page.getByRole('table').locator('tbody tr').first().getByRole('link').first()
    const href = (await vehicle.getAttribute('href'))!
    const vehicleId = href.split('/').pop()!
    await page.goto(`/cargoloop/vehicles/${vehicleId}/orders/-/add`)
    await expect(page.getByRole('heading', { name: 'New order' })).toBeVisible()
    const items = group(page, 'Items')
    await expect(items.getByRole('combobox', { name: 'Vehicle of line 1' })).not.toHaveValue('')

    // The money cycle (issue 30): a new order, nothing paid on it yet ...
    const customer = page.getByRole('combobox', { name: 'Customer' })
    await customer.fill('C1003')
    await chooseOption(customer, page.getByRole('option').first())
    await items.getByLabel('Amount of line 1').fill('1000')
    await group(page, 'Services').getByLabel('Amount of line 1').fill('400')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/orders\/\d+\/view$/)
    const orderId = new URL(page.url()).pathname.split('/')[2]!

    // ... invoiced in full: the form starts with every open line at what remains on it ...
    await page.goto(`/orders/${orderId}/invoices/-/add`)
    await expect(page.getByRole('listitem', { name: 'Line 2' }).getByLabel('Price (line 2)')).toHaveValue(
      '400.00',
    )
    const invoiceType = page.getByRole('combobox', { name: 'Invoice type' })
    await invoiceType.fill('Standard')
    await chooseOption(invoiceType, page.getByRole('option', { name: /Standard invoice/ }))
    const payee = page.getByRole('combobox', { name: 'Payee' })
    await payee.click()
    await chooseOption(payee, page.getByRole('option').first())
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/invoices\/\d+\/view$/)
    const invoiceUrl = new URL(page.url()).pathname
    const statusOf = (p: Page) =>
      p.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd[1]')
    await expect(statusOf(page)).toHaveText('Issued')
    await expect(page.getByLabel('Totals', { exact: true })).toContainText('Remaining$1,400.00')

    // ... Pay sets a payment against the invoice's lines, all of it distributed ...
    await page.getByRole('link', { name: 'Pay', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'New payment' })).toBeVisible()
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('1400.00')
    const paymentType = page.getByRole('combobox', { name: 'Payment type' })
    await paymentType.fill('Wire')
    await chooseOption(paymentType, page.getByRole('option', { name: /Wire transfer/ }))
    await expect(page.getByRole('status').filter({ hasText: 'Left undistributed' })).toHaveText(
      'Left undistributed: $0.00',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/payments\/\d+\/view$/)
    await expect(page.getByLabel('Totals', { exact: true })).toContainText('Unallocated$0.00')

    // ... approved: the invoice is paid, nothing remains on it, and nothing is left to pay on the order.
    await page.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Undo: Approve' })).toBeVisible()
    await page.clock.fastForward(5000)
    await expect(page.getByText('Approved', { exact: true })).toBeVisible()
    await page.goto(invoiceUrl)
    await expect(statusOf(page)).toHaveText('Paid')
    await expect(page.getByLabel('Totals', { exact: true })).toContainText('Remaining$0.00')
    await expect(page.getByLabel('Invoice totals', { exact: true })).toContainText('Balance due$0.00')
    await expect(page.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0)
    await page.goto(`/orders/${orderId}/view`)
    await expect(page.getByLabel('Totals', { exact: true })).toContainText('To be paid$0.00')
  })
})
