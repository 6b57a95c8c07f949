import { expect, test } from './fixtures'

// Single sign-on through the local OpenID Connect provider (npm start runs it on :8090; /sso.json names it).
test.describe('single sign-on', () => {
  // One visitor: the admin signs in at the provider and out again, and the provider's sign-in page it is left on
  // then signs the customer in.
  test('the admin signs in at the provider, lands home, calls the API with its token, and signs out there too; then the customer signs in and sees only its own page', async ({
    page,
  }) => {
    await test.step('signs in at the provider, lands home, calls the API with its token, and signs out there too', async () => {
      await page.goto('/login')
      await page.getByRole('button', { name: 'Sign in with SSO' }).click()
      // The provider's own page.
      await expect(page).toHaveURL(/localhost:8090\/interaction\//)
      await page.getByLabel('Email').fill('admin@demo.com')
      await page.getByLabel('Password').fill('wrong')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('alert')).toHaveText('Email or password is invalid.')
      await page.getByLabel('Password').fill('admin')
      await page.getByRole('button', { name: 'Sign in' }).click()

      // Back in the app, home for the admin; the orders come from the mock API, which accepted the provider's token.
      await expect(page).toHaveURL(/\/orders$/)
      await expect(page.getByRole('table', { name: 'Orders' }).getByRole('link').first()).toBeVisible()
      const stored = await page.evaluate(() => ({
        role: JSON.parse(localStorage.getItem('userData') ?? '{}').role,
        header: JSON.parse(atob((localStorage.getItem('accessToken') ?? '..').split('.')[0]!)),
        refreshToken: localStorage.getItem('refreshToken'),
      }))
      expect(stored.role).toBe('admin')
      expect(stored.header.alg).toBe('RS256')

      // Sign out: the provider ends its session and sends the browser back to /login.
      await page.getByRole('button', { name: 'User menu' }).click()
      await page.getByRole('menuitem', { name: 'Logout' }).click()
      await expect(page).toHaveURL(/\/login$/)
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
      // Signed out at the provider too: SSO asks for the password again.
      await page.getByRole('button', { name: 'Sign in with SSO' }).click()
      await expect(page).toHaveURL(/localhost:8090\/interaction\//)
      await expect(page.getByLabel('Password')).toBeVisible()
    })

    await test.step('the customer signs in through the provider and sees only its own page', async () => {
      await expect(page).toHaveURL(/localhost:8090\/interaction\//)
      await page.getByLabel('Email').fill('c1001@demo.com')
      await page.getByLabel('Password').fill('customer')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/customers\/C1001\/view$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('C1001 · Aram Petrosyan')
    })
  })
})
