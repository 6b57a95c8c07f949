import { expect, test } from './fixtures'
import { ACCOUNTS, signIn, signInWithForm } from './helpers'

test.describe('signing in and out', () => {
  test('a visitor who is not signed in lands on /login', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/orders')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible()
  })

  for (const account of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) {
    test(`${account} signs in and lands on ${ACCOUNTS[account].home}`, async ({ page }) => {
      await signInWithForm(page, account)
      const stored = await page.evaluate(() => ({
        userData: JSON.parse(localStorage.getItem('userData') ?? 'null'),
        accessToken: localStorage.getItem('accessToken'),
        refreshToken: localStorage.getItem('refreshToken'),
      }))
      expect(stored.userData.role).toBe(account)
      expect(stored.accessToken).toMatch(/^ey/)
      expect(stored.refreshToken).toMatch(/^ey/)
    })
  }

  test('wrong credentials show the error and keep what was typed', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill('admin@demo.com')
    await page.getByLabel('Password').fill('wrong')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('Email or password is invalid.')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('admin@demo.com')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('/login while signed in goes home, and Logout clears the session', async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto('/login')
    await expect(page).toHaveURL(/\/orders$/)
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    const keys = await page.evaluate(() =>
      ['userData', 'accessToken', 'refreshToken'].map((k) => localStorage.getItem(k)),
    )
    expect(keys).toEqual([null, null, null])
    await page.goto('/orders')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('guards', () => {
  test('a route without permission goes to /misc/not-authorized', async ({ page }) => {
    await signIn(page, 'client')
    await page.goto('/orders')
    await expect(page).toHaveURL(/\/misc\/not-authorized$/)
    await expect(page.getByRole('heading', { name: /not authorized/i })).toBeVisible()
  })

  test('an unknown route shows the error page', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible()
  })
})
