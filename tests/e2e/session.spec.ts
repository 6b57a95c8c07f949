import { expect, test, type Page } from './fixtures'
import { ACCOUNTS, navigateInApp } from './helpers'

/** Fills and sends the sign-in form already shown, as a person does, and waits for the account's home. */
async function signInHere(page: Page, account: keyof typeof ACCOUNTS) {
  const { email, password, home } = ACCOUNTS[account]
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${home}$`))
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    userData: JSON.parse(localStorage.getItem('userData') ?? 'null'),
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }))

// One visitor, one context: signed out, a wrong password, then each account signs in with the form and out
// again in turn; the guards are checked while the right person is (or nobody is) signed in.
test.describe('signing in and out', () => {
  test('a visitor lands on /login, each account signs in with the form and out again, and the guards hold', async ({
    page,
  }) => {
    await test.step('a visitor who is not signed in lands on /login', async () => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/login$/)
      await page.goto('/orders')
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible()
    })

    await test.step('wrong credentials show the error and keep what was typed', async () => {
      await page.getByLabel('Email').fill('admin@demo.com')
      await page.getByLabel('Password').fill('wrong')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(page.getByText('Email or password is invalid.')).toBeVisible()
      await expect(page.getByLabel('Email')).toHaveValue('admin@demo.com')
      await expect(page).toHaveURL(/\/login$/)
    })

    for (const account of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) {
      await test.step(`${account} signs in and lands on ${ACCOUNTS[account].home}`, async () => {
        await signInHere(page, account)
        const stored = await storedSession(page)
        expect(stored.userData.role).toBe(account)
        expect(stored.accessToken).toMatch(/^ey/)
        expect(stored.refreshToken).toMatch(/^ey/)
      })

      if (account === 'admin') {
        await test.step('/login while signed in goes home, and Logout clears the session', async () => {
          await page.goto('/login')
          await expect(page).toHaveURL(/\/orders$/)
          await logOut(page)
          const keys = await page.evaluate(() =>
            ['userData', 'accessToken', 'refreshToken'].map((k) => localStorage.getItem(k)),
          )
          expect(keys).toEqual([null, null, null])
          await page.goto('/orders')
          await expect(page).toHaveURL(/\/login$/)
        })
        continue
      }

      if (account === 'client') {
        await test.step('guards: a route without permission goes to /misc/not-authorized', async () => {
          await navigateInApp(page, '/orders')
          await expect(page).toHaveURL(/\/misc\/not-authorized$/)
          await expect(page.getByRole('heading', { name: /not authorized/i })).toBeVisible()
          await navigateInApp(page, ACCOUNTS.client.home)
        })
      }

      await test.step(`${account} signs out`, async () => {
        await logOut(page)
        expect((await storedSession(page)).accessToken).toBeNull()
      })
    }

    await test.step('guards: an unknown route shows the error page', async () => {
      await navigateInApp(page, '/no/such/page')
      await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible()
    })
  })
})
