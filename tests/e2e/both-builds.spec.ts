import { expect, test, type Page } from './fixtures'
import { resetApi, signIn } from './helpers'
import { chooseOption } from './person'

/**
 * Two defects that only a person's pace or the development build showed (issue 32): a customer chosen with
 * the mouse emptied itself once the picker's search came back, and a detail screen's tabs did not switch in
 * the development build (StrictMode ran the screen's effects again and its record reloaded). This spec runs
 * in the production preview with the rest of the suite and against the Vite dev server with
 * `npm run test:e2e:dev` (playwright.dev.config.ts). One sign-in, then client-side navigation only.
 */

/** Counts the calls of one RPC the page makes from now on. */
function countCalls(page: Page, method: string) {
  let calls = 0
  page.on('request', (request) => {
    if (request.url().endsWith(`/cargo.services.${method}`)) calls += 1
  })
  return () => calls
}

/** Clicks each tab in turn with the mouse: each stays chosen, shows its list, and the record is not reloaded. */
async function switchTabs(page: Page, tabs: readonly string[], reloads: () => number) {
  const before = reloads()
  for (const name of tabs) {
    const tab = page.getByRole('tab', { name })
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel', { name })
    await expect(panel.getByRole('heading', { name })).toBeVisible()
    await expect(panel.getByRole('table')).toBeVisible()
    // A person reads the tab: it is still the chosen one after the list has come.
    await page.waitForTimeout(600)
    await expect(tab).toHaveAttribute('aria-selected', 'true')
  }
  expect(reloads() - before, 'the record is not loaded again when a tab is opened').toBe(0)
}

test('a customer chosen with the mouse stays chosen, and an order view and a customer view switch tabs with the mouse', async ({
  page,
}) => {
  await resetApi()
  await signIn(page, 'admin')

  await page.getByRole('link', { name: 'New order' }).click()
  await expect(page.getByRole('heading', { name: 'New order' })).toBeVisible()
  const customer = page.getByRole('combobox', { name: 'Customer' })
  await customer.click()
  await chooseOption(customer, page.getByRole('listbox').getByRole('option').first())
  // Leaving the form with a customer chosen asks first: the choice is a change to the form.
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Leave' }).click()

  const getOrder = countCalls(page, 'OrderService/GetOrder')
  await page.getByRole('table', { name: 'Orders' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/orders\/\d+\/view$/)
  await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true')
  await switchTabs(page, ['Payments', 'Invoices', 'Payments'], getOrder)

  const getCustomer = countCalls(page, 'CustomerService/GetCustomer')
  await page.getByRole('region', { name: 'Details' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/customers\/C\d+\/view$/)
  await expect(page.getByRole('tab', { name: 'Orders', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await switchTabs(page, ['Payments', 'Invoices'], getCustomer)
})
