import { expect, test } from './fixtures'
import { navigateInApp, screenshotLooks } from './helpers'

// The template's sign-in and account page variants (template-apps.md §2), open signed in or not.
test.describe('sign-in page variants', () => {
  // Signed out, one page load: every variant by the router, then login-cover signs the admin in, and the
  // verify-email page is checked for the signed-in admin.
  test('every variant opens signed out, login-cover signs in for real, and verify email names the signed-in user', async ({
    page,
  }) => {
    await test.step('every variant opens its page, signed out, in its frame', async () => {
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
      await page.goto('/pages/login-basic')
      for (const [path, title] of Object.entries(titles)) {
        await navigateInApp(page, `/pages/${path}`)
        await expect(page.getByRole('heading', { level: 1 }), path).toContainText(title)
      }
    })

    await test.step('login-cover signs in for real and lands home', async () => {
      await navigateInApp(page, '/pages/login-cover')
      await page.getByLabel('Email').fill('admin@demo.com')
      await page.getByLabel('Password').fill('admin')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(page).toHaveURL(/\/orders$/)
    })

    await test.step('verify email sends a link only when asked, names the signed-in user and skips home', async () => {
      await navigateInApp(page, '/pages/verify-email-cover')
      await expect(page.getByText('No link has been sent yet.')).toBeVisible()
      await page.getByRole('button', { name: 'Send the link' }).click()
      await expect(page.getByRole('status')).toContainText(/A verification link was sent to .admin@demo\.com/)
      await expect(page.getByRole('region', { name: 'Demo outbox' })).toContainText('admin@demo.com')
      await page.getByRole('button', { name: 'Skip for now' }).click()
      await expect(page).toHaveURL(/\/orders$/)
    })
  })

  // Issue 28 items 3 and 4 in one flow, two page loads: the account pages do what they say against the
  // in-browser mock, and what the mock keeps survives a reload.
  test('a registered user verifies a code, resets the password, and signs in with it after a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/register')
    await page.getByLabel('Username').fill('newbie')
    await page.getByLabel('Email').fill('newbie@demo.com')
    await page.getByLabel('Password').fill('first-secret')
    await page.getByLabel('I agree to the privacy policy and terms').check()
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/orders$/)

    // Two steps: a wrong code is refused, the code the mock sent (read from its outbox notice) is accepted.
    await navigateInApp(page, '/pages/two-steps-basic')
    const outbox = page.getByRole('region', { name: 'Demo outbox' })
    await expect(outbox).toContainText('newbie@demo.com')
    const code = (await outbox.locator('code').textContent())!.trim()
    expect(code).toMatch(/^\d{6}$/)
    const enterCode = async (digits: string) => {
      await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
      await page.keyboard.type(digits)
      await page.getByRole('button', { name: 'Verify my account' }).click()
    }
    await enterCode(code === '000000' ? '111111' : '000000')
    await expect(page.getByRole('alert')).toContainText('This is not the code we sent')
    await enterCode(code)
    await expect(page.getByRole('status')).toHaveText('Your account is verified.')

    // Forgot → reset with the link from the outbox.
    await navigateInApp(page, '/pages/forgot-password-basic')
    await page.getByLabel('Email').fill('newbie@demo.com')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status')).toContainText('is in the demo outbox below')
    await outbox.getByRole('link', { name: 'Reset your password' }).click()
    await expect(page).toHaveURL(/\/pages\/reset-password-basic\?token=/)
    await page.getByLabel('New password').fill('second-secret')
    await page.getByLabel('Confirm password').fill('second-secret')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByRole('status')).toContainText('Your password has been reset.')

    // A reload starts a new mock: the user and the new password are still there; the old password is not.
    await page.reload()
    await navigateInApp(page, '/pages/login-basic')
    await page.getByLabel('Email').fill('newbie@demo.com')
    await page.getByLabel('Password').fill('first-secret')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('Email or password is invalid.')).toBeVisible()
    await page.getByLabel('Password').fill('second-secret')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/orders$/)
    await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible()
  })

  test('screenshots', { tag: '@screenshots' }, async ({ page }) => {
    await page.goto('/pages/login-cover')
    for (const path of ['login-cover', 'two-steps-basic', 'reset-password-cover'])
      await screenshotLooks(page, `/pages/${path}`, `auth-pages-${path}`, (p) =>
        expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
      )
  })
})
