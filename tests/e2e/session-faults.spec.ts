import type { Page } from './fixtures'
import { expect, test } from './fixtures'
import { API_URL, navigateInApp, storeSession } from './helpers'

/** A gRPC-web answer `unauthenticated` (code 16), as the API gives a refused token. */
const refused = {
  status: 200,
  headers: {
    'content-type': 'application/grpc-web+proto',
    'grpc-status': '16',
    'grpc-message': 'token%20expired',
    'access-control-allow-origin': 'http://localhost:4173',
    'access-control-expose-headers': 'grpc-status, grpc-message',
  },
  body: '',
}

/** Counts the app's writes of a new access token (each refresh stores one) from the next page load on. */
async function countTokenWrites(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { tokenWrites: number }
    counter.tokenWrites = 0
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'accessToken') counter.tokenWrites += 1
      return setItem.call(this, key, value)
    }
  })
}
const tokenWrites = (page: Page) =>
  page.evaluate(() => (window as unknown as { tokenWrites: number }).tokenWrites)

test.describe('an expired session in the browser', () => {
  // The service worker would fetch past page.route.
  test.use({ serviceWorkers: 'block' })

  test('a refresh storm, a slow server, then a refused refresh the person signs in again over', async ({
    page,
    expectConsoleErrors,
  }) => {
    // Stored, not signed in through a page: the customer page below is the first, so every call counted is its own
    // (a page left while its calls were refused would never retry them).
    const { accessToken: stale } = await storeSession(page, 'admin')

    await test.step('every call refused at once: one refresh, each call retried once, and the page loads', async () => {
      let refusals = 0
      let retried = 0
      let secondRefused = () => {}
      const bothRefused = new Promise<void>((resolve) => (secondRefused = resolve))
      await page.route(`${API_URL}/**`, async (route) => {
        if (route.request().method() === 'OPTIONS') return route.continue()
        if (route.request().headers().authorization === `Bearer ${stale}`) {
          refusals += 1
          // The refusals come back together once a second call has been refused (or after 5 s), as from a server
          // that answers slowly: the route's own call leaves before the screen's code (decision 0140), the
          // screen's calls after it, all with the same token.
          if (refusals >= 2) secondRefused()
          await Promise.race([bothRefused, new Promise((resolve) => setTimeout(resolve, 5000))])
          return route.fulfill(refused)
        }
        retried += 1
        return route.continue()
      })
      await countTokenWrites(page)
      // The orders list asks several things at once: its page (started with the route) and, once the screen is
      // there, the names its filters show (customers, terminals).
      await page.goto('/orders')
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
      await expect(page.getByRole('table', { name: 'Orders' }).getByRole('link').first()).toBeVisible()
      expect(refusals).toBeGreaterThan(1)
      // Every refused call goes out again; the last retries may leave after the page has drawn what it shows first.
      // (A ceiling for a busy machine, not a speed check.)
      await expect.poll(() => retried, { timeout: 20_000 }).toBeGreaterThanOrEqual(refusals)
      expect(await tokenWrites(page)).toBe(1)
      console.log(`refresh storm: ${refusals} calls refused together, 1 refresh, ${retried} calls after it`)
      await page.unroute(`${API_URL}/**`)
    })

    // A double submit under a slow save is covered by orders-flow (a double click on Save creates one order) and
    // by the form controller's tests; here the list's loading state while every call takes 2 s.
    await test.step('a slow server shows the loading state until the rows come', async () => {
      await page.route(`${API_URL}/**`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000))
        await route.continue()
      })
      await navigateInApp(page, '/beneficiaries')
      const table = page.getByRole('table', { name: 'Beneficiaries' })
      await expect(table).toHaveAttribute('aria-busy', 'true')
      await expect(table).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 })
      await expect(table.locator('tbody tr')).not.toHaveCount(0)
      await page.unroute(`${API_URL}/**`)
    })

    // Last: it ends the session.
    await test.step('a refused refresh clears the session; the person signs in again over the page, in every tab, and it goes on', async () => {
      // A second tab of the same person, on another screen.
      const other = await page.context().newPage()
      await other.goto('/beneficiaries')
      await expect(
        other.getByRole('table', { name: 'Beneficiaries' }).locator('tbody tr').first(),
      ).toBeVisible()
      // Spec §8: each failed call is logged (from here on).
      expectConsoleErrors(/failed: unauthenticated/)
      const stale = await page.evaluate(() => localStorage.getItem('accessToken'))
      await page.route(`${API_URL}/**`, (route) =>
        route.request().headers().authorization === `Bearer ${stale}`
          ? route.fulfill(refused)
          : route.continue(),
      )
      // The refresh token no longer works (signed with another key, as after a secret rotation).
      await page.evaluate(() =>
        localStorage.setItem('refreshToken', 'eyJhbGciOiJIUzI1NiJ9.e30.bad-signature'),
      )
      // Loaded again, so the app starts from the stored tokens.
      await page.goto('/orders')
      const dialog = page.getByRole('dialog', { name: 'Sign in again' })
      await expect(dialog).toBeVisible()
      // The stored session is cleared (spec), the page stays under the dialog.
      await expect(page).toHaveURL(/\/orders$/)
      expect(
        await page.evaluate(() =>
          ['userData', 'accessToken', 'refreshToken'].map((key) => localStorage.getItem(key)),
        ),
      ).toEqual([null, null, null])
      await expect(dialog.getByLabel('Email')).toHaveValue('admin@demo.com')
      // The other tab heard that the server ended the session, not a sign-out: the same dialog over its page.
      const otherDialog = other.getByRole('dialog', { name: 'Sign in again' })
      await expect(otherDialog).toBeVisible()
      await expect(other).toHaveURL(/\/beneficiaries$/)
      await dialog.getByLabel('Password').fill('admin')
      await dialog.getByRole('button', { name: 'Sign in' }).click()
      await expect(dialog).toBeHidden()
      await expect(otherDialog).toBeHidden()
      await other.close()
      // The list refused for want of a session loads by itself once the person is back.
      await expect(page.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toHaveCount(10)
      await expect(page).toHaveURL(/\/orders$/)
    })
  })
})
