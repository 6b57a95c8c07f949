import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import {
  ARTIFACTS,
  navigateInApp,
  resetApi,
  saveScreenshot,
  screenshotLooks,
  signIn,
  storeSession,
} from './helpers'
import { chooseOption } from './person'

/** A seeded order no invoice bills yet (every order whose id is a multiple of 4): all its lines are open. */
const ORDER_ID = '4'

/** Customer details in Russian and Armenian: the PDF must carry them as written, not as `?` or garbage. */
const NON_LATIN_DETAILS = 'Иван Петров, Москва\nԱրամ Պետրոսյան, Երևան'

const hasPoppler = () => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

test.describe('invoices', () => {
  // Several screens, a PDF, a second browser for the customer and four looks of screenshots per screen.
  test.describe.configure({ timeout: 240_000 })
  test("the list, a customer kept to its own, an order invoiced, printed and downloaded, and the server's check of the remaining", async ({
    page,
    browser,
    context,
  }) => {
    await resetApi()
    await storeSession(page, 'admin')
    await page.goto('/invoices')

    await test.step('lists invoices filtered by customer, with the create link and rows opening the invoice', async () => {
      const table = page.getByRole('table', { name: 'Invoices' })
      await expect(table.locator('tbody tr')).not.toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Add invoice' })).toHaveAttribute('href', '/invoices/-/add')
      // The invoices are searched by number, customer code or name (ListInvoices' search, issue 32 item 6).
      await expect(page.getByRole('searchbox', { name: 'Search invoices' })).toBeVisible()
      await navigateInApp(page, '/invoices?customerName=customers%2FC1001')
      await expect(table.locator('tbody tr').first()).toContainText('INV-')
      await table.getByRole('link', { name: /^INV-/ }).first().click()
      await expect(page).toHaveURL(/\/invoices\/\d+\/view$/)
      await expect(page.getByRole('table', { name: 'Payment lines' })).toBeVisible()
      await screenshotLooks(page, '/invoices', 'invoices-list', (p) =>
        expect(p.getByRole('table', { name: 'Invoices' }).locator('tbody tr').first()).toBeVisible(),
      )
    })

    await test.step("a customer token never shows another customer's invoice, by view or print URL", async () => {
      // As the admin: an invoice of another customer than C1001, read off the row's customer (the newest
      // invoices may all be C1001's when other flows have just billed its orders).
      const table = page.getByRole('table', { name: 'Invoices' })
      await navigateInApp(page, '/invoices?perPage=100')
      await expect(table.getByRole('link', { name: /^INV-/ }).first()).toBeVisible()
      const foreignRow = table.locator('tbody tr').filter({ hasNotText: 'C1001' }).first()
      const foreignNumber = (
        (await foreignRow.getByRole('link', { name: /^INV-/ }).textContent()) ?? ''
      ).trim()
      expect(foreignNumber).toMatch(/^INV-/)
      await table.getByRole('link', { name: foreignNumber, exact: true }).click()
      await expect(page).toHaveURL(/\/invoices\/\d+\/view$/)
      const foreignId = new URL(page.url()).pathname.split('/')[2]!

      const customerContext = await browser.newContext()
      const customer = await customerContext.newPage()
      await signIn(customer, 'customer')
      for (const path of [
        `/invoices/${foreignId}/view`,
        `/invoices/${foreignId}/print`,
        `/invoices/${foreignId}/edit`,
      ]) {
        await customer.goto(path)
        await expect(customer, path).toHaveURL(/\/misc\/not-authorized$/)
        await expect(customer.getByText(foreignNumber)).toHaveCount(0)
      }
      await customerContext.close()
    })

    await test.step('invoices part of an order, is refused above the remaining, then prints it and downloads a PDF', async () => {
      await navigateInApp(page, `/orders/${ORDER_ID}/invoices/-/add`)
      await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible()
      const line1 = page.getByRole('listitem', { name: 'Line 1' })
      await expect(line1.getByText(/^Remaining to bill: \$/)).toBeVisible()
      const remaining = await line1.getByLabel('Price (line 1)').inputValue()
      expect(Number(remaining)).toBeGreaterThan(0)
      await expect(page.getByLabel('Customer details')).not.toHaveValue('')
      await page.getByLabel('Customer details').fill(NON_LATIN_DETAILS)

      const type = page.getByRole('combobox', { name: 'Invoice type' })
      await type.fill('Standard')
      await chooseOption(type, page.getByRole('option', { name: /Standard invoice/ }))
      const payee = page.getByRole('combobox', { name: 'Payee' })
      await payee.click()
      await chooseOption(payee, page.getByRole('listbox').getByRole('option').first())

      // Twice the remaining is refused on the line itself, before anything is sent.
      await line1.getByLabel('Quantity (line 1)').fill('2')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(line1.getByText('Exceeds what remains to bill on its order line.')).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/orders/${ORDER_ID}/invoices/-/add$`))

      // The remaining itself is fine: the invoice is saved and shown.
      await line1.getByLabel('Quantity (line 1)').fill('1')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page).toHaveURL(/\/invoices\/\d+\/view$/)
      const invoiceId = new URL(page.url()).pathname.split('/')[2]!
      await expect(page.getByRole('heading', { level: 1, name: /^Invoice INV-\d{4}-\d{6}$/ })).toBeVisible()
      const number = (await page.getByRole('heading', { level: 1 }).textContent())!
        .replace('Invoice ', '')
        .trim()
      const lines = page.getByRole('table', { name: 'Lines' })
      await expect(lines.getByRole('link', { name: `#${ORDER_ID}` }).first()).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Payment lines' })).toBeVisible()
      await expect(page.getByText('No payment names this invoice yet.')).toBeVisible()

      // A second invoice of the order starts without that line: nothing is left there to bill.
      await navigateInApp(page, `/orders/${ORDER_ID}/invoices/-/add`)
      await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible()
      await expect(page.getByLabel('Customer details')).not.toHaveValue('')
      const prefilled = page.getByRole('listitem', { name: /^Line \d+$/ })
      for (const price of await prefilled.getByLabel(/^Price \(line \d+\)$/).all())
        await expect(price).not.toHaveValue(remaining)

      // The printable page, rendered to PDF by Chromium and looked at as PNG.
      await navigateInApp(page, `/invoices/${invoiceId}/print`)
      await expect(page.getByRole('article', { name: `Invoice ${number}` })).toBeVisible()
      await expect(page.getByRole('img', { name: /logo/ })).toBeVisible()
      await page.pdf({ path: `${ARTIFACTS}/invoice-print.pdf`, format: 'A4', printBackground: true })
      const printed = await readFile(`${ARTIFACTS}/invoice-print.pdf`)
      expect(printed.subarray(0, 4).toString()).toBe('%PDF')
      if (hasPoppler())
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '60',
          '-f',
          '1',
          '-l',
          '1',
          `${ARTIFACTS}/invoice-print.pdf`,
          `${ARTIFACTS}/invoice-print`,
        ])
      await saveScreenshot(page, 'invoices-print-light', { fullPage: true })

      // Download PDF builds a real PDF in the browser, named by the invoice number.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ])
      expect(download.suggestedFilename()).toBe(`${number}.pdf`)
      await download.saveAs(`${ARTIFACTS}/invoice-download.pdf`)
      const built = await readFile(`${ARTIFACTS}/invoice-download.pdf`)
      expect(built.subarray(0, 5).toString()).toBe('%PDF-')
      if (hasPoppler()) {
        // The text as a reader extracts it: the number, and the Russian and Armenian names as typed.
        const text = execFileSync('pdftotext', [
          '-layout',
          `${ARTIFACTS}/invoice-download.pdf`,
          '-',
        ]).toString('utf8')
        expect(text).toContain(number)
        expect(text).toContain('Иван Петров, Москва')
        expect(text).toContain('Արամ Պետրոսյան, Երևան')
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          '-f',
          '1',
          '-l',
          '1',
          `${ARTIFACTS}/invoice-download.pdf`,
          `${ARTIFACTS}/invoice-download`,
        ])
      } else expect(built.toString('latin1')).toContain(number)

      await screenshotLooks(page, `/invoices/${invoiceId}/view`, 'invoices-view', (p) =>
        expect(p.getByRole('table', { name: 'Lines' })).toBeVisible(),
      )
      // Another unbilled order, so the form shows open lines.
      await screenshotLooks(page, `/orders/${Number(ORDER_ID) * 2}/invoices/-/add`, 'invoices-form', (p) =>
        expect(p.getByRole('listitem', { name: 'Line 1' }).getByText(/Remaining to bill/)).toBeVisible(),
      )
    })

    // The order billed above is open again: both forms below start from all that remains on its lines.
    await resetApi()
    await test.step('the server refuses an invoice above the remaining, and the form keeps what was typed', async () => {
      // Two forms for the same unbilled order: both prefilled with all that remains on its lines.
      const first = page
      const second = await context.newPage()
      for (const form of [first, second]) {
        if (form === first) await navigateInApp(first, `/orders/${ORDER_ID}/invoices/-/add`)
        else await form.goto(`/orders/${ORDER_ID}/invoices/-/add`)
        await expect(
          form.getByRole('listitem', { name: 'Line 1' }).getByText(/^Remaining to bill: \$/),
        ).toBeVisible()
        const type = form.getByRole('combobox', { name: 'Invoice type' })
        await type.fill('Standard')
        await chooseOption(type, form.getByRole('option', { name: /Standard invoice/ }))
        const payee = form.getByRole('combobox', { name: 'Payee' })
        await payee.click()
        await chooseOption(payee, form.getByRole('listbox').getByRole('option').first())
      }
      await first.getByRole('button', { name: 'Save' }).click()
      await expect(first).toHaveURL(/\/invoices\/\d+\/view$/)

      // The second form still believes the lines are open; the server knows better and says where.
      await second.getByLabel('Comment', { exact: true }).fill('kept after the refusal')
      await second.getByRole('button', { name: 'Save' }).click()
      // Worded from the server's reason (decision 0110) and named by its line.
      const alert = second
        .getByRole('alert')
        .filter({ hasText: /Lines, line \d+: More than remains to bill/ })
      await expect(alert).toBeVisible()
      await expect(second).toHaveURL(new RegExp(`/orders/${ORDER_ID}/invoices/-/add$`))
      await expect(second.getByLabel('Comment', { exact: true })).toHaveValue('kept after the refusal')
    })
  })
})
