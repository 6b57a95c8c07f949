import { expect, test } from './fixtures'
import { API_URL, resetApi, saveScreenshot, sessionFor, storeSession } from './helpers'

/**
 * Issue 29: several clerks on the same records. Part A (decisions 0130, 0131): a save from a form opened before
 * another clerk's save is refused, keeps what was typed and shows the other clerk's values; nothing is
 * overwritten. Part B (the change feed) adds its steps to this flow.
 */

/** The order as GetOrder answers it now (Connect JSON, an admin token). */
async function orderOnServer(name: string): Promise<{ comment?: string }> {
  const { accessToken } = await sessionFor('admin')
  const response = await fetch(`${API_URL}/cargo.services.OrderService/GetOrder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ name }),
  })
  expect(response.ok).toBe(true)
  return ((await response.json()) as { order: { comment?: string } }).order
}

test.describe('two clerks on one order', () => {
  test.describe.configure({ timeout: 120_000 })

  test('A saves the comment while B edits it: B is told, keeps its text, and the order keeps A’s', async ({
    page,
    browser,
    expectConsoleErrors,
  }) => {
    // spec §8: the refused save is logged.
    expectConsoleErrors(/OrderService\/UpdateOrder failed: aborted/)
    await resetApi()
    const clerkB = page
    const contextA = await browser.newContext()
    const clerkA = await contextA.newPage()
    await storeSession(clerkA, 'admin')
    await storeSession(clerkB, 'admin')

    await test.step('B opens the edit form of order 3', async () => {
      await clerkB.goto('/orders/3/edit')
      await expect(clerkB.getByLabel('Comment', { exact: true })).toBeVisible({ timeout: 30_000 })
    })

    await test.step('A saves a new comment on order 3', async () => {
      await clerkA.goto('/orders/3/edit')
      await clerkA.getByLabel('Comment', { exact: true }).fill('Comment from A')
      await clerkA.getByRole('button', { name: 'Save' }).click()
      await expect(clerkA).toHaveURL(/\/orders\/3\/view$/)
      await expect(clerkA.getByText('Comment from A')).toBeVisible()
    })

    await test.step('B saves its own text: B is told who changed the order, and its text stays', async () => {
      const comment = clerkB.getByLabel('Comment', { exact: true })
      await comment.fill('Comment from B')
      await clerkB.getByRole('button', { name: 'Save' }).click()
      const notice = clerkB.getByRole('region', { name: 'Not saved: someone else changed this record' })
      await expect(notice.getByRole('alert')).toContainText(
        /admin changed it on \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}/,
      )
      await expect(comment).toHaveValue('Comment from B')
      await expect(clerkB).toHaveURL(/\/orders\/3\/edit$/)
      const row = notice.getByRole('row', { name: /^Comment/ })
      await expect(row.getByRole('cell').nth(0)).toHaveText('Comment from A')
      await expect(row.getByRole('cell').nth(1)).toHaveText('Comment from B')
      await saveScreenshot(clerkB, 'live-records-conflict', { fullPage: true })
    })

    await test.step('GetOrder returns A’s text', async () => {
      expect((await orderOnServer('orders/3')).comment).toBe('Comment from A')
    })

    await contextA.close()
  })
})
