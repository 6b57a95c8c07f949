import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { saveScreenshot } from './helpers'

/**
 * /login is answered with the sign-in page drawn at build time (dist/login.html, scripts/prerender-login.ts):
 * the browser shows it before the app's code has arrived, its controls disabled until the app takes over.
 * Each test holds the app's entry script back until it has looked at the page without it.
 */
async function holdTheAppBack(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test.describe('the sign-in page drawn at build time', () => {
  test('shows before the app arrives, disabled, and the app then takes it over in place', async ({
    page,
  }) => {
    const release = await holdTheAppBack(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible()
    await expect(page.getByLabel('Email')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled()
    await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden()
    await saveScreenshot(page, 'login-prerendered')

    release()
    await expect(page.getByLabel('Email')).toBeEnabled()
    await expect(page.getByLabel('Email')).toHaveCount(1)
    await expect(page.locator('#prerendered')).toHaveCount(0)
    await saveScreenshot(page, 'login-taken-over')
    await page.getByLabel('Email').fill('admin@demo.com')
    await page.getByLabel('Password').fill('admin')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/orders$/)
  })

  test('a visitor who chose another language sees the loading spinner, not the English page', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ru'))
    const release = await holdTheAppBack(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeHidden()

    release()
    await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeEnabled()
    await expect(page.getByRole('heading', { name: /Welcome/ })).toHaveCount(0)
  })
})
