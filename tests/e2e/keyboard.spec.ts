import { expect, test } from './fixtures'
import { signIn } from './helpers'

test.describe('list keys', () => {
  test('j / k move through the orders, Enter opens, e edits, n creates, ? shows the keys', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr')
    // The rows have loaded (a row with its order link, not the loading row).
    await expect(rows.first().getByRole('link').first()).toBeVisible()
    await page.keyboard.press('j')
    await page.keyboard.press('j')
    await page.keyboard.press('k')
    await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('j')
    await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(rows.nth(1)).toBeFocused()
    const second = (await rows.nth(1).getByRole('link').first().textContent())!.replace(/\D/g, '')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/orders/${second}/view$`))

    await page.goBack()
    await expect(rows.first().getByRole('link').first()).toBeVisible()
    await page.keyboard.press('j')
    await page.keyboard.press('e')
    await expect(page).toHaveURL(/\/orders\/\d+\/edit$/)

    await page.goto('/orders')
    await expect(rows.first().getByRole('link').first()).toBeVisible()
    // Typed into the search, the keys are letters.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('jn')
    await expect(page).toHaveURL(/\/orders$/)
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('')
    await page.getByRole('heading', { name: 'Orders' }).click()
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help).toContainText('Next row')
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
    await page.keyboard.press('n')
    await expect(page).toHaveURL(/\/orders\/-\/add$/)
  })
})
