import { expect, test, type Page } from './fixtures'
import { API_URL, resetApi, signIn, trackNetwork } from './helpers'

/** The kit's Undo time (`UNDO_DELAY_MS`): the page's clock is moved past it instead of waiting. */
const UNDO_DELAY_MS = 5000

/** Creates an order of C1001 with approvable service lines of these names, through the API as the signed-in admin. */
async function orderWithApprovableLines(page: Page, lines: string[]): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'))
  const usd = (value: number) => ({ value: String(value), currencyName: 'currencies/usd', exponent: -2 })
  const response = await fetch(`${API_URL}/cargo.services.OrderService/CreateOrder`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'X-RequestId': crypto.randomUUID(),
    },
    body: JSON.stringify({
      order: {
        customerName: 'customers/C1001',
        status: 'new',
        services: lines.map((displayName) => ({
          displayName,
          serviceTypeName: 'orderServiceTypes/storage',
          amount: usd(100_00),
        })),
      },
    }),
  })
  expect(response.ok, await response.clone().text()).toBe(true)
  const { order } = (await response.json()) as { order: { id: string } }
  return Number(order.id)
}

const serviceRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Services' }).getByRole('row').filter({ hasText: name })

test.describe('undo of approval changes', () => {
  test.beforeEach(async () => {
    await resetApi()
  })

  // The page's clock is paused while the three approvals are made, so a slow machine cannot outlast the
  // first one's Undo time; the toaster's own timers are moved on with `runFor`.
  test('approve three lines quickly, undo two (from an older toast and from the row): exactly the one left is sent', async ({
    page,
  }) => {
    await page.clock.install()
    await signIn(page, 'admin')
    const id = await orderWithApprovableLines(page, ['Storage A', 'Storage B', 'Storage C'])
    await page.goto(`/orders/${id}/view`)
    await expect(serviceRow(page, 'Storage C')).toContainText('Awaiting approval')
    // From here the page's time moves only when the test moves it: on a slow machine three approvals could
    // otherwise outlast the first one's Undo time.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    for (const line of ['Storage A', 'Storage B', 'Storage C']) {
      await expect(serviceRow(page, line)).toContainText('Awaiting approval')
      await serviceRow(page, line)
        .getByRole('button', { name: `Approve ${line}` })
        .click()
      await expect(serviceRow(page, line)).toContainText('Approval pending')
      // The toaster shows a new toast on its next timer tick.
      await page.clock.runFor(100)
      await expect(page.getByRole('button', { name: `Undo: ${line} approved` })).toBeVisible()
    }
    // The oldest toast's Undo, after two more toasts were shown; then one from its row.
    await page.getByRole('button', { name: 'Undo: Storage A approved' }).click()
    await serviceRow(page, 'Storage C')
      .getByRole('button', { name: 'Undo the approval change of Storage C' })
      .click()
    await expect(serviceRow(page, 'Storage A')).toContainText('Awaiting approval')
    await expect(serviceRow(page, 'Storage C')).toContainText('Awaiting approval')
    await expect(serviceRow(page, 'Storage B')).toContainText('Approval pending')

    await page.clock.fastForward(UNDO_DELAY_MS)
    await expect(serviceRow(page, 'Storage B')).toContainText('Approved')
    // A reloaded page loads its data on timers: let the clock run again while it does.
    await page.clock.resume()
    await page.reload()
    await expect(serviceRow(page, 'Storage B')).toContainText('Approved')
    await expect(serviceRow(page, 'Storage A')).toContainText('Awaiting approval')
    await expect(serviceRow(page, 'Storage C')).toContainText('Awaiting approval')

    // Undo an action after another one's toast: revoke B, approve C, undo the revocation only.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await serviceRow(page, 'Storage B')
      .getByRole('button', { name: 'Revoke the approval of Storage B' })
      .click()
    await serviceRow(page, 'Storage C').getByRole('button', { name: 'Approve Storage C' }).click()
    await page.clock.runFor(100)
    await page.getByRole('button', { name: 'Undo: Approval of Storage B revoked' }).click()
    await page.clock.runFor(100)
    await expect(page.getByText('Undone: nothing was changed.')).toBeVisible()
    await page.clock.fastForward(UNDO_DELAY_MS)
    await expect(serviceRow(page, 'Storage C')).toContainText('Approved')
    await page.clock.resume()
    await page.reload()
    await expect(serviceRow(page, 'Storage B')).toContainText('Approved')
    await expect(serviceRow(page, 'Storage C')).toContainText('Approved')
    await expect(serviceRow(page, 'Storage A')).toContainText('Awaiting approval')
  })
})

test.describe('offline', () => {
  test.beforeEach(async () => {
    await resetApi()
  })

  test('a list seen before stays readable offline with the banner; a save is refused and the form kept; online again it saves', async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    // Offline, the list call and the refused save are logged (spec §8), and the browser reports the failed fetches.
    expectConsoleErrors(/failed: (unavailable|offline)/, /ERR_INTERNET_DISCONNECTED/)
    const networkQuiet = trackNetwork(page)
    await signIn(page, 'admin')
    // Once the service worker controls the page, its files are kept for an offline reload.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.reload()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    const orders = page.getByRole('table', { name: 'Orders' })
    await expect(orders.locator('tbody tr')).toHaveCount(10)
    const firstRow = (await orders.locator('tbody tr').first().innerText()).split('\t')[0]!.trim()
    // The navbar's later parts (cart, search) load after the page's content: once they have, the service worker
    // keeps them for the offline reload.
    await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible()
    await page.waitForTimeout(2000)
    await networkQuiet()

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'Offline copy: this list as it was on' }),
    ).toBeVisible()
    await expect(orders.locator('tbody tr')).toHaveCount(10)
    await expect(orders.locator('tbody tr').first()).toContainText(firstRow)

    // A form loaded online, saved offline: refused with the message, every value kept.
    await context.setOffline(false)
    await page.goto('/orders/1/edit')
    const comment = page.getByLabel('Comment', { exact: true })
    await expect(comment).toBeEditable()
    await context.setOffline(true)
    await comment.fill('Typed while offline')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'You are offline: nothing was sent.' }),
    ).toBeVisible()
    await expect(comment).toHaveValue('Typed while offline')
    await expect(page).toHaveURL(/\/orders\/1\/edit$/)

    // Online again, the refused save offers to be sent (the same X-RequestId: applied once).
    await context.setOffline(false)
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline.' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Send it now' }).click()
    await expect(page).toHaveURL(/\/orders\/1\/view$/)
    await expect(page.getByText('Typed while offline')).toBeVisible()
  })
})
