import { expect, type Page } from '@playwright/test'

export const API_URL = `http://localhost:${process.env.MOCK_API_PORT ?? 8080}`

export const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin', home: '/orders' },
  client: { email: 'client@demo.com', password: 'client', home: '/access-control' },
  customer: { email: 'c1001@demo.com', password: 'customer', home: '/customers/C1001/view' },
} as const

/** Signs in through the login form, as a person would, and waits for the role's home. */
export async function signIn(page: Page, account: keyof typeof ACCOUNTS) {
  const { email, password, home } = ACCOUNTS[account]
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${home}$`))
}

/** Puts the mock API server back to its seed (test mode only). */
export async function resetApi() {
  const response = await fetch(`${API_URL}/__reset`, { method: 'POST' })
  if (!response.ok) throw new Error(`reset failed: ${response.status}`)
}
