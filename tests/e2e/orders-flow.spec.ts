import { expect, test, type Page } from './fixtures'
import { resetApi, screenshotLooks, signIn, storeSession } from './helpers'
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
    // A person waits for the customer searched for: the first page's options stand until the search answers.
    await chooseOption(customer, page.getByRole('option', { name: /C1003/ }))

    await page.getByRole('button', { name: 'Add item' }).click()
    const items = group(page, 'Items')
    const vehicle = items.getByRole('combobox', { name: 'Vehicle of line 1' })
    await vehicle.click()
    await chooseOption(vehicle, page.getByRole('listbox').getByRole('option').first())
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

  test('an order starts from a vehicle not yet ordered and goes through the money cycle, which its customer sees too', async ({
    page,
  }) => {
    // Approving and reverting a payment wait for the Undo time before they are sent: the clock is moved past it.
    await page.clock.install()
    await page.goto('/cargoloop/pending')
    const vehicle = page.getByRole('table').locator('tbody tr').first().getByRole('link').first()
    const href = (await vehicle.getAttribute('href'))!
    const vehicleId = href.split('/').pop()!
    await page.goto(`/cargoloop/vehicles/${vehicleId}/orders/-/add`)
    await expect(page.getByRole('heading', { name: 'New order' })).toBeVisible()
    const items = group(page, 'Items')
    await expect(items.getByRole('combobox', { name: 'Vehicle of line 1' })).not.toHaveValue('')

    // The money cycle (issue 30 item 8): a new order of C1001 (a demo account's own customer, who looks at the
    // end), nothing paid on it yet ...
    const customer = page.getByRole('combobox', { name: 'Customer' })
    await customer.fill('C1001')
    await chooseOption(customer, page.getByRole('option', { name: /^C1001 · / }))
    await items.getByLabel('Amount of line 1').fill('1000')
    await group(page, 'Services').getByLabel('Amount of line 1').fill('400')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/orders\/\d+\/view$/)
    const orderId = new URL(page.url()).pathname.split('/')[2]!
    const orderTotals = (p: Page) => p.getByLabel('Totals', { exact: true })

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
    await chooseOption(payee, page.getByRole('listbox').getByRole('option').first())
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/invoices\/\d+\/view$/)
    const invoiceUrl = new URL(page.url()).pathname
    const invoiceId = invoiceUrl.split('/')[2]!
    const statusOf = (p: Page) =>
      p.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd[1]')
    await expect(statusOf(page)).toHaveText('Issued')
    await expect(orderTotals(page)).toContainText('Remaining$1,400.00')

    /** Pay on the invoice's page: a wire payment of `amount` (what remains, when not given), saved and approved. */
    const payAndApprove = async (amount?: string) => {
      await page.getByRole('link', { name: 'Pay', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'New payment' })).toBeVisible()
      const paymentType = page.getByRole('combobox', { name: 'Payment type' })
      await paymentType.fill('Wire')
      await chooseOption(paymentType, page.getByRole('option', { name: /Wire transfer/ }))
      if (amount) {
        // Part of the invoice, by hand: the type's distribute-paid setting would fill C1001's older open
        // invoices first. Pay set the item ($1,000.00) and the service ($400.00) against this invoice.
        await page.getByRole('checkbox', { name: 'Distribute paid for this type' }).uncheck()
        await page.getByLabel('Amount', { exact: true }).fill(amount)
        await page.getByLabel('Amount of line 1').fill(`${Number(amount) - 400}`)
        await page.getByLabel('Amount of line 2').fill('400')
      }
      await expect(page.getByRole('status').filter({ hasText: 'Left undistributed' })).toHaveText(
        'Left undistributed: $0.00',
      )
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page).toHaveURL(/\/payments\/\d+\/view$/)
      await expect(orderTotals(page)).toContainText('Unallocated$0.00')
      await page.getByRole('button', { name: 'Approve', exact: true }).click()
      await expect(page.getByRole('button', { name: 'Undo: Approve' })).toBeVisible()
      await page.clock.fastForward(5000)
      await expect(page.getByText('Approved', { exact: true })).toBeVisible()
      return new URL(page.url()).pathname
    }

    // ... half paid against the invoice and approved: partially paid ...
    await payAndApprove('700')
    await page.goto(invoiceUrl)
    await expect(statusOf(page)).toHaveText('Partially paid')
    await expect(orderTotals(page)).toContainText('Remaining$700.00')

    // ... the rest paid (Pay offers what remains): paid, nothing remains, nothing left to pay on the order ...
    await expect(page.getByRole('link', { name: 'Pay', exact: true })).toBeVisible()
    const rest = await payAndApprove()
    await page.goto(invoiceUrl)
    await expect(statusOf(page)).toHaveText('Paid')
    await expect(orderTotals(page)).toContainText('Remaining$0.00')
    await expect(page.getByLabel('Invoice totals', { exact: true })).toContainText('Balance due$0.00')
    await expect(page.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0)
    await page.goto(`/orders/${orderId}/view`)
    await expect(orderTotals(page)).toContainText('To be paid$0.00')

    // ... the customer's balance holds nothing of this order now ...
    const balanceOf = async (p: Page) => {
      const figure = p
        .getByLabel('Overall', { exact: true })
        .locator('dt', { hasText: /^Balance$/ })
        .locator('xpath=following-sibling::dd[1]')
        .first() // the group's section and its figures carry the same name
      await expect(figure).toHaveText(/^\$[\d,]+\.\d\d$/)
      return Math.round(Number((await figure.textContent())!.replace(/[$,]/g, '')) * 100)
    }
    await page.goto('/customers/C1001/view')
    const settled = await balanceOf(page)

    // ... the second payment reverted: the invoice and the order get its $700.00 back.
    await page.goto(rest)
    await page.getByRole('button', { name: 'Revert', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revert' }).click()
    await page.clock.fastForward(5000)
    // Reverted: a refund may now be approved on it.
    await expect(page.getByRole('button', { name: 'Approve refund' })).toBeVisible()
    await page.goto(invoiceUrl)
    await expect(statusOf(page)).toHaveText('Partially paid')
    await expect(orderTotals(page)).toContainText('Remaining$700.00')
    await page.goto(`/orders/${orderId}/view`)
    await expect(orderTotals(page)).toContainText('To be paid$700.00')

    // The customer, signed in on their own page, sees the same figures: the balance $700.00 up, the order with
    // $700.00 to pay, the invoice partially paid.
    await signIn(page, 'customer')
    expect(await balanceOf(page)).toBe(settled + 700_00)
    const ownOrder = page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: `#${orderId}` })
    await expect(ownOrder).toContainText('$700.00')
    await page.getByRole('tab', { name: 'Invoices' }).click()
    const ownInvoice = page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .filter({ hasText: new RegExp(`INV-\\d{4}-0*${invoiceId}(?!\\d)`) })
    await expect(ownInvoice).toContainText('Partially paid')
    await expect(ownInvoice).toContainText('$700.00')
  })
})
