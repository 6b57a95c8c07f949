import { expect, test } from './fixtures'
import { API_URL, signIn } from './helpers'

test.describe('server faults on the orders list', () => {
  // The app's service worker would fetch past page.route; without it every call shows to the test.
  test.use({ serviceWorkers: 'block' })
  test('a fault set through the admin API shows with Try again; an unreachable server is said clearly and recovered from', async ({
    page,
    expectConsoleErrors,
  }) => {
    // Spec §8 logs each failed call.
    expectConsoleErrors(/failed: internal/)
    const table = page.getByRole('table', { name: 'Orders' })

    await test.step("a fault set through the admin API (issue 27) for one user shows on that user's orders as an error with Try again, and the journal shows the calls the app made", async () => {
      // The fault names the customer's user: the accessibility scan reads the same server as admin meanwhile,
      // and must not meet it (nor take it).
      const fault = await fetch(`${API_URL}/__admin/faults`, {
        method: 'POST',
        body: JSON.stringify({
          method: 'cargo.services.OrderService/ListOrders',
          code: 'internal',
          times: 1,
          user: 'c1001',
        }),
      })
      expect(fault.ok).toBe(true)
      await signIn(page, 'customer')
      const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong on the server' })
      await expect(failure).toBeVisible()
      // The failed call's request id, which the API's log line has too.
      await expect(failure).toContainText(/Reference to quote to support: [0-9a-f-]{36}/)
      await failure.getByRole('button', { name: 'Try again' }).click()
      await expect(
        table
          .getByRole('row')
          .filter({ hasText: /Order #\d+/ })
          .first(),
      ).toBeVisible()

      const journal = (await (await fetch(`${API_URL}/__admin/requests?limit=50`)).json()) as {
        requests: { method: string; code: string; user: string }[]
      }
      const listOrders = journal.requests.filter(
        (call) => call.method === 'cargo.services.OrderService/ListOrders' && call.user === 'c1001',
      )
      // Newest first: the answered call after the failed one.
      expect(listOrders.map(({ code }) => code).slice(0, 2)).toEqual(['ok', 'internal'])
    })

    await test.step('when the API server cannot be reached, a list says so clearly, keeps the shell, and recovers by itself when the server returns', async () => {
      // The browser reports each refused connection, and spec §8 logs each failed call (from here on).
      expectConsoleErrors(/net::ERR_CONNECTION_REFUSED/, /failed: unavailable/)
      await signIn(page, 'admin')
      // The first page has loaded (not only the loading row).
      await expect(table.getByRole('row').filter({ hasText: 'Order #2000' })).toBeVisible()

      // Every call to the API fails as a refused connection would.
      await page.route(`${API_URL}/**`, (route) => route.abort('connectionrefused'))
      await page.getByRole('button', { name: 'Page 2' }).click()
      // The rows loaded before stay readable under a banner that says why the page did not change.
      const banner = page.getByRole('alert').filter({ hasText: 'The server cannot be reached' })
      await expect(banner).toBeVisible()
      await expect(table.getByRole('row').filter({ hasText: 'Order #2000' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()

      // The server is back: the list loads again without a click.
      await page.unroute(`${API_URL}/**`)
      await expect(table.getByRole('row').filter({ hasText: 'Order #1990' })).toBeVisible({ timeout: 15_000 })
      await expect(banner).toHaveCount(0)
    })
  })
})
