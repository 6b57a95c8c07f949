import { expect, test } from './fixtures'
import { screenshotLooks, signIn } from './helpers'

// The template's sign-in and account page variants (template-apps.md §2), open signed in or not.
test.describe('sign-in page variants', () => {
  test('every variant opens its page, signed out, in its frame', async ({ page }) => {
    const titles: Record<string, string> = {
      'login-basic': 'Welcome to CargoDesk!',
      'login-cover': 'Welcome to CargoDesk!',
      'register-basic': 'Adventure starts here',
      'register-cover': 'Adventure starts here',
      'forgot-password-basic': 'Forgot password?',
      'forgot-password-cover': 'Forgot password?',
      'reset-password-basic': 'Reset password',
      'reset-password-cover': 'Reset password',
      'verify-email-basic': 'Verify your email',
      'verify-email-cover': 'Verify your email',
      'two-steps-basic': 'Two-step verification',
      'two-steps-cover': 'Two-step verification',
    }
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(`/pages/${path}`)
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(title)
    }
  })

  test('login-cover signs in for real and lands home', async ({ page }) => {
    await page.goto('/pages/login-cover')
    await page.getByLabel('Email').fill('admin@demo.com')
    await page.getByLabel('Password').fill('admin')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/orders$/)
  })

  test('two steps: a code entered by paste is verified', async ({ page }) => {
    await page.goto('/pages/two-steps-basic')
    const first = page.getByRole('textbox', { name: 'Digit 1 of 6' })
    await first.focus()
    await page.evaluate(() => {
      const data = new DataTransfer()
      data.setData('text/plain', '482 913')
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
      )
    })
    for (const [index, digit] of ['4', '8', '2', '9', '1', '3'].entries())
      await expect(page.getByRole('textbox', { name: `Digit ${index + 1} of 6` })).toHaveValue(digit)
    await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toBeFocused()
    await page.getByRole('button', { name: 'Verify my account' }).click()
    await expect(page.getByRole('status')).toHaveText('Your account is verified.')
  })

  test('verify email names the signed-in user and skips home', async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto('/pages/verify-email-cover')
    await expect(page.getByText(/sent to admin@demo\.com/)).toBeVisible()
    await page.getByRole('button', { name: 'Skip for now' }).click()
    await expect(page).toHaveURL(/\/orders$/)
  })

  test('screenshots', { tag: '@screenshots' }, async ({ page }) => {
    await page.goto('/pages/login-cover')
    for (const path of ['login-cover', 'two-steps-basic', 'reset-password-cover'])
      await screenshotLooks(page, `/pages/${path}`, `auth-pages-${path}`, (p) =>
        expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
      )
  })
})
