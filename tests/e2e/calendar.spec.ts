import { expect, test } from '@playwright/test'
import { resetApi, screenshotLooks, signIn } from './helpers'

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

test.describe('calendar', () => {
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(async ({ page }) => {
    await resetApi()
    await signIn(page, 'admin')
  })

  test('an event is added, edited, moved by dragging, and deleted; categories filter', async ({ page }) => {
    await page.goto('/calendar')
    const calendar = page.getByRole('region', { name: 'Calendar' })
    await expect(calendar.getByText('Carrier review meeting')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Business' }).uncheck()
    await expect(calendar.getByText('Carrier review meeting')).toHaveCount(0)
    await page.getByRole('checkbox', { name: 'View all' }).check()
    await expect(calendar.getByText('Carrier review meeting')).toBeVisible()

    // Added on a day in the middle of the shown month, so that the day after is in view too.
    const today = new Date()
    const start = new Date(today.getFullYear(), today.getMonth(), 12)
    const next = new Date(today.getFullYear(), today.getMonth(), 14)
    await calendar.locator(`td[data-date="${dayOf(start)}"]`).click()
    const add = page.getByRole('dialog', { name: 'Add event' })
    await add.getByLabel('Title').fill('E2E dock visit')
    await add.getByLabel('Calendar').selectOption('Family')
    await add.getByLabel('Start time').fill('25:00')
    await add.getByRole('button', { name: 'Add' }).click()
    await expect(add.getByText('Enter a time as HH:MM.')).toBeVisible()
    await add.getByLabel('Start time').fill('09:30')
    await add.getByRole('button', { name: 'Add' }).click()
    await expect(add).toBeHidden()
    const event = calendar.getByText('E2E dock visit')
    await expect(event).toBeVisible()

    await event.click()
    const edit = page.getByRole('dialog', { name: 'Edit event' })
    await expect(edit.getByLabel('Calendar')).toHaveValue('Family')
    await edit.getByLabel('Title').fill('E2E dock visit (moved)')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(edit).toBeHidden()

    const moved = calendar.getByText('E2E dock visit (moved)')
    await moved.dragTo(calendar.locator(`td[data-date="${dayOf(next)}"]`))
    await expect(page.getByText('E2E dock visit (moved) moved')).toBeVisible()
    await page.reload()
    await expect(
      calendar.locator(`td[data-date="${dayOf(next)}"]`).getByText('E2E dock visit (moved)'),
    ).toBeVisible()

    await calendar.getByText('E2E dock visit (moved)').click()
    await page
      .getByRole('dialog', { name: 'Edit event' })
      .getByRole('button', { name: 'Delete event' })
      .click()
    await expect(calendar.getByText('E2E dock visit (moved)')).toHaveCount(0)
  })

  test('a back-office layer shows payments, and an entry opens its payment', async ({ page }) => {
    // The seed's payments are dated up to 2026-11-15.
    await page.goto('/calendar?date=2026-11-10')
    const calendar = page.getByRole('region', { name: 'Calendar' })
    await expect(calendar.getByText(/^Payment: /)).toHaveCount(0)
    await page.getByRole('checkbox', { name: 'Payments' }).check()
    await calendar
      .getByText(/^Payment: /)
      .first()
      .click()
    await expect(page).toHaveURL(/\/payments\/\d+\/view$/)
  })

  test('looks right in light, dark, right-to-left and on a phone', async ({ page }) => {
    await screenshotLooks(page, '/calendar', 'calendar', (p) =>
      expect(p.getByRole('region', { name: 'Calendar' }).getByText('Carrier review meeting')).toBeVisible(),
    )
  })
})
