import { expect, test, type Page } from './fixtures'
import { closeToasts, saveScreenshot, screenshotLooks, storeSession } from './helpers'

/** A 1×1 PNG picture, as a person would upload one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

// The settings come from the in-browser mock; what a tab saves is kept in this browser's local storage
// (the mock has no save call), so a saved section is still there after a reload.
test.describe('account settings', () => {
  // One sign-in and one page load: each tab's checks in turn, the one that reloads the page last.
  test('changes the password, refuses a bad social link, and keeps the saved profile and notifications after a reload', async ({
    page,
  }) => {
    await storeSession(page, 'admin')
    await page.goto('/pages/account-settings')
    await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible()

    await test.step('changes the password after a mismatch is refused', async () => {
      await tab(page, 'Change password').click()
      await page.getByLabel('Current password').fill('admin')
      await page.getByLabel('New password', { exact: true }).fill('harbor-line7')
      await page.getByLabel('Confirm new password').fill('harbor-line8')
      await page.getByRole('button', { name: 'Change password' }).click()
      await expect(page.getByText('The passwords do not match.')).toBeVisible()
      await expect(page.getByLabel('New password', { exact: true })).toHaveValue('harbor-line7')

      await page.getByLabel('Confirm new password').fill('harbor-line7')
      await page.getByRole('button', { name: 'Change password' }).click()
      await expect(page.getByText('Password changed.')).toBeVisible()
      await expect(page.getByLabel('New password', { exact: true })).toHaveValue('')
      await expect(page.getByText(/Password last changed on this device/)).toBeVisible()
    })

    await test.step('refuses a social link that is not a web address', async () => {
      await tab(page, 'Social links').click()
      await page.getByLabel('Facebook').fill('facebook.com/anna')
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByText('Enter a web address starting with http:// or https://.')).toBeVisible()
      await expect(page.getByLabel('Facebook')).toHaveValue('facebook.com/anna')
    })

    await test.step('uploads an avatar, resets it, saves the profile and toggles a notification', async () => {
      await tab(page, 'General').click()
      const avatar = page.getByRole('img', { name: 'Profile picture' })
      const saved = await avatar.getAttribute('src')
      expect(saved).toMatch(/^data:image\/svg/)
      await page
        .getByLabel('Upload new photo')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
      await expect(avatar).toHaveAttribute('src', /^data:image\/png;base64,/)
      await page.getByRole('button', { name: 'Reset' }).click()
      await expect(avatar).toHaveAttribute('src', saved!)

      await page
        .getByLabel('Upload new photo')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
      await page.getByLabel('Company').fill('Harborline Freight Armenia')
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByText('Profile saved on this device.')).toBeVisible()

      await tab(page, 'Notifications').click()
      const follow = page.getByRole('switch', { name: 'Someone follows me' })
      await expect(follow).not.toBeChecked()
      await follow.check()
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByText('Notification settings saved on this device.')).toBeVisible()

      // The saved notes stand over the last tabs; a person closes them before reaching past.
      await closeToasts(page)
      await tab(page, 'Connections').click()
      await page.getByRole('button', { name: 'Connect GitHub' }).click()
      await expect(page.getByText('GitHub connected on this device.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Disconnect GitHub' })).toBeVisible()

      await page.reload()
      await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
        'src',
        /^data:image\/png/,
      )
      await expect(page.getByLabel('Company')).toHaveValue('Harborline Freight Armenia')
      await tab(page, 'Notifications').click()
      await expect(page.getByRole('switch', { name: 'Someone follows me' })).toBeChecked()
    })
  })

  test('looks right', { tag: '@screenshots' }, async ({ page }) => {
    await storeSession(page, 'admin')
    await screenshotLooks(page, '/pages/account-settings', 'pages-settings', (p) =>
      expect(p.getByRole('img', { name: 'Profile picture' })).toBeVisible(),
    )
    // These tabs load on demand: each is pictured once its form has come.
    const form = page.getByRole('tabpanel').getByRole('button', { name: /^Save/ })
    await tab(page, 'Information').click()
    await expect(form).toBeVisible()
    await saveScreenshot(page, 'pages-settings-info')
    await tab(page, 'Notifications').click()
    await expect(form).toBeVisible()
    await saveScreenshot(page, 'pages-settings-notifications')
    await tab(page, 'Connections').click()
    await expect(page.getByRole('tabpanel').getByRole('list', { name: 'Connected accounts' })).toBeVisible()
    await saveScreenshot(page, 'pages-settings-connections')
  })
})
