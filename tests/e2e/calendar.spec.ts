import { expect, test } from './fixtures'
import { navigateInApp, resetApi, screenshotLooks, storeSession } from './helpers'

/** A day cell of the month view, named as FullCalendar reads it out ("November 12, 2026 ..."). */
const cellName = (date: Date) =>
  new RegExp(`^${date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}`)

test.describe('calendar', () => {
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(async ({ page }) => {
    await resetApi()
    await storeSession(page, 'admin')
  })

  test('a back-office layer opens a payment; an event is added, edited, moved and deleted; categories filter', async ({
    page,
  }) => {
    // The seed's payments are dated up to 2026-11-15.
    await page.goto('/calendar?date=2026-11-10')

    await test.step('a back-office layer shows payments, and an entry opens its payment', async () => {
      const calendar = page.getByRole('region', { name: 'Calendar' })
      await expect(calendar.getByText(/^Payment: /)).toHaveCount(0)
      await page.getByRole('checkbox', { name: 'Payments' }).check()
      await calendar
        .getByText(/^Payment: /)
        .first()
        .click()
      await expect(page).toHaveURL(/\/payments\/\d+\/view$/)
    })

    await test.step('an event is added, edited, moved by dragging, and deleted; categories filter', async () => {
      await navigateInApp(page, '/calendar')
      // The payments layer is off again, so the month's free days show no entry.
      await page.getByRole('checkbox', { name: 'Payments' }).uncheck()
      const calendar = page.getByRole('region', { name: 'Calendar' })
      await expect(calendar.getByText('Carrier review meeting')).toBeVisible()
      await page.getByRole('checkbox', { name: 'Business' }).uncheck()
      await expect(calendar.getByText('Carrier review meeting')).toHaveCount(0)
      await page.getByRole('checkbox', { name: 'View all' }).check()
      await expect(calendar.getByText('Carrier review meeting')).toBeVisible()

      // Added on a free day of the shown month (the sample events leave the 9th and 10th free).
      const today = new Date()
      const start = new Date(today.getFullYear(), today.getMonth(), 9)
      const next = new Date(today.getFullYear(), today.getMonth(), 10)
      await calendar.getByRole('cell', { name: cellName(start) }).click()
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
      await moved.dragTo(calendar.getByRole('cell', { name: cellName(next) }))
      await expect(page.getByText('E2E dock visit (moved) moved', { exact: true })).toBeVisible()
      // The in-browser mock keeps its data for the page's life: leave and come back inside the app to read it again.
      await page.getByRole('navigation', { name: 'Bookmarks' }).getByRole('link', { name: 'Orders' }).click()
      await expect(page).toHaveURL(/\/orders$/)
      await page.goBack()
      await expect(
        calendar.getByRole('cell', { name: cellName(next) }).getByText('E2E dock visit (moved)'),
      ).toBeVisible()

      await calendar.getByText('E2E dock visit (moved)').click()
      await page
        .getByRole('dialog', { name: 'Edit event' })
        .getByRole('button', { name: 'Delete event' })
        .click()
      await expect(calendar.getByText('E2E dock visit (moved)')).toHaveCount(0)
    })
  })

  test(
    'looks right in light, dark, right-to-left and on a phone',
    { tag: '@screenshots' },
    async ({ page }) => {
      await screenshotLooks(page, '/calendar', 'calendar', (p) =>
        expect(p.getByRole('region', { name: 'Calendar' }).getByText('Carrier review meeting')).toBeVisible(),
      )
    },
  )
})
