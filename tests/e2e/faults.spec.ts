import { expect, test } from './fixtures'
import { API_URL, signIn } from './helpers'

test.describe('when the API server cannot be reached', () => {
  // The app's service worker would fetch past page.route; without it every call shows to the test.
  test.use({ serviceWorkers: 'block' })
  test('a list says so clearly, keeps the shell, and recovers by itself when the server returns', async ({
    page,
    expectConsoleErrors,
  }) => {
    // The browser reports each refused connection, and spec §8 logs each failed call.
    expectConsoleErrors(/net::ERR_CONNECTION_REFUSED/, /failed: unavailable/)
    await signIn(page, 'admin')
    const table = page.getByRole('table', { name: 'Orders' })
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
