import { expect, test, type Page } from './fixtures'
import {
  closeToast,
  closeToasts,
  navigateInApp,
  saveScreenshot,
  screenshotLooks,
  storeSession,
} from './helpers'

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' })

// The users' and permissions' data live in the in-browser mock (Mirage), kept in this browser's local storage
// (decision 0062): a test's fresh browser context starts from the sample data. The flow loads the app once and
// moves between the screens inside it, each step going on from what the steps before it left.
test.describe('users, roles and permissions apps', () => {
  test("adds and finds a user, works in a user's view, adds a permission, edits a role", async ({ page }) => {
    await storeSession(page, 'admin')
    await page.goto('/apps/user/list')

    await test.step('adds a user and finds them by search, then filters by role', async () => {
      const counts = page.getByRole('region', { name: 'User counts' })
      await expect(counts.getByText('Total users').locator('xpath=following-sibling::strong')).toHaveText(
        '50',
      )
      await expect(usersTable(page).getByRole('link')).toHaveCount(10)

      await page.getByRole('button', { name: 'Add user' }).click()
      const panel = page.getByRole('dialog', { name: 'Add user' })
      await panel.getByLabel('Full name').fill('Iris Vale')
      await panel.getByLabel('Username').fill('iris.vale')
      await panel.getByLabel('Email').fill('iris.vale@mail.example')
      await panel.getByLabel('Company').fill('Vale Freight')
      await panel.getByLabel('Country').fill('Armenia')
      await panel.getByLabel('Contact').fill('+374 10 555 123')
      await panel.getByLabel('Role').selectOption('maintainer')
      await panel.getByLabel('Plan').selectOption('team')
      await panel.getByRole('button', { name: 'Add', exact: true }).click()
      await expect(panel).toBeHidden()
      // Its note closed: it would sit over the user view's tabs later in the flow.
      await closeToast(page, 'Iris Vale added.')
      await expect(counts.getByText('Total users').locator('xpath=following-sibling::strong')).toHaveText(
        '51',
      )

      const search = page.getByRole('searchbox', { name: 'Search users' })
      await search.fill('Iris Vale')
      await search.press('Enter')
      await expect(page).toHaveURL(/search=Iris\+Vale/)
      await expect(usersTable(page).getByRole('link')).toHaveCount(1)
      await expect(usersTable(page).getByRole('link', { name: 'Iris Vale' })).toBeVisible()

      await search.fill('')
      await search.press('Enter')
      await page.getByRole('group', { name: 'Filters' }).getByLabel('Role').selectOption('maintainer')
      await expect(page).toHaveURL(/role=maintainer/)
      const rows = usersTable(page).locator('tbody tr')
      await expect(rows.first()).toContainText('Maintainer')
      const count = await rows.count()
      expect(count).toBeGreaterThan(0)
      for (let index = 0; index < count; index++) await expect(rows.nth(index)).toContainText('Maintainer')
    })

    await test.step("opens a user's view and switches tabs", async () => {
      await navigateInApp(page, '/apps/user/list')
      // The whole list again, no longer only the maintainers the step before left.
      await expect(
        usersTable(page).locator('tbody tr').filter({ hasNotText: 'Maintainer' }).first(),
      ).toBeVisible()
      const first = usersTable(page).getByRole('link').first()
      const name = (await first.textContent()) ?? ''
      await first.click()
      await expect(page).toHaveURL(/\/apps\/user\/view\/\d+$/)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      const tabs = page.getByRole('tablist', { name: 'User sections' })
      await expect(page.getByRole('heading', { name: 'Activity on this page' })).toBeVisible()

      await tabs.getByRole('tab', { name: 'Security' }).click()
      await page.getByLabel('New password', { exact: true }).fill('Freight-2026')
      await page.getByLabel('Confirm new password').fill('Freight-2026')
      await page.getByRole('button', { name: 'Change password' }).click()
      await expect(page.getByText('The new password passes the rules', { exact: false })).toBeVisible()
      // The notes of this step stand over the tabs: closed as they come.
      await closeToast(page, 'The new password passes the rules')

      await tabs.getByRole('tab', { name: 'Billing & plans' }).click()
      await expect(page.getByRole('heading', { name: 'Plan and payment' })).toBeVisible()
      await tabs.getByRole('tab', { name: 'Notifications' }).click()
      await page.getByRole('group', { name: 'Account activity' }).getByLabel('App').check()
      await page.getByRole('button', { name: 'Save notifications' }).click()
      await closeToast(page, 'Notification choices saved')
      await tabs.getByRole('tab', { name: 'Connections' }).click()
      await page.getByRole('checkbox', { name: 'Slack' }).check()
      await page.getByRole('button', { name: 'Save connections' }).click()

      await tabs.getByRole('tab', { name: 'Account' }).click()
      const activity = page.getByRole('list', { name: 'Activity on this page' })
      await expect(activity).toContainText('New password checked')
      await expect(activity).toContainText('Connections saved')

      // The first user by name may already be inactive: the button then reactivates.
      const toggle = page.getByRole('button', { name: /^(Suspend|Reactivate)$/ })
      const action = ((await toggle.textContent()) ?? '').trim()
      await toggle.click()
      await page.getByRole('alertdialog').getByRole('button', { name: action }).click()
      await expect(
        page.getByRole('button', { name: action === 'Suspend' ? 'Reactivate' : 'Suspend', exact: true }),
      ).toBeVisible()
      await expect(activity).toContainText(action === 'Suspend' ? 'Suspended' : 'Reactivated')
    })

    await test.step('adds a permission and finds it', async () => {
      // The user view's notes (saved, suspended) stand one under another at the top right, over the list's tools;
      // as one times out the others slide up, and a click on "Add permission" beneath them can land on a note.
      await closeToasts(page)
      await navigateInApp(page, '/apps/permissions')
      const table = page.getByRole('table', { name: 'Permissions' })
      await expect(table.getByText('Management', { exact: true })).toBeVisible()
      await page.getByRole('button', { name: 'Add permission' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add permission' })
      await dialog.getByLabel('Permission name').fill('Audit Logs')
      await dialog.getByRole('button', { name: 'Add', exact: true }).click()
      await expect(dialog).toBeHidden()
      const search = page.getByRole('searchbox', { name: 'Search permissions' })
      await search.fill('audit')
      await search.press('Enter')
      await expect(table.locator('tbody tr')).toHaveCount(1)
      await expect(table.locator('tbody tr')).toContainText('Audit Logs')
      await expect(table.locator('tbody tr')).toContainText('Administrator')

      await page.getByRole('group', { name: 'Filters' }).getByLabel('Role').selectOption('manager')
      await expect(page.getByText('No permissions match.')).toBeVisible()
    })

    await test.step("edits a role's permissions", async () => {
      await navigateInApp(page, '/apps/roles')
      const editor = page.getByRole('list', { name: 'Roles' }).getByRole('listitem', { name: 'Editor' })
      await expect(editor).toContainText(/Users: \d+/)
      await editor.getByRole('button', { name: 'Edit role Editor' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit role' })
      await dialog.getByRole('checkbox', { name: 'Select all' }).check()
      await dialog.getByRole('checkbox', { name: 'Create: Payroll' }).uncheck()
      await dialog.getByRole('button', { name: 'Update' }).click()
      await expect(dialog).toBeHidden()
      await expect(editor).toContainText('Rights on: 26 of 27')

      await editor.getByRole('button', { name: 'Show users with the role Editor' }).click()
      const rows = page.getByRole('table', { name: 'Users with their roles' }).locator('tbody tr')
      await expect(rows.first()).toContainText('Editor')
    })
  })

  test('screenshots of the user list and a user', { tag: '@screenshots' }, async ({ page }) => {
    test.setTimeout(120_000)
    await storeSession(page, 'admin')
    await screenshotLooks(page, '/apps/user/list', 'apps-users-list', (p) =>
      expect(usersTable(p).getByRole('link').first()).toBeVisible(),
    )
    await screenshotLooks(page, '/apps/user/view', 'apps-users-view', (p) =>
      expect(p.getByRole('tablist', { name: 'User sections' })).toBeVisible(),
    )
    await page.goto('/apps/user/list')
    await page.getByRole('button', { name: 'Add user' }).click()
    await expect(page.getByRole('dialog', { name: 'Add user' })).toBeVisible()
    await saveScreenshot(page, 'apps-users-add-panel-light')
  })

  test('screenshots of roles and permissions', { tag: '@screenshots' }, async ({ page }) => {
    test.setTimeout(120_000)
    await storeSession(page, 'admin')
    await screenshotLooks(page, '/apps/roles', 'apps-users-roles', (p) =>
      expect(
        p
          .getByRole('list', { name: 'Roles' })
          .getByText(/Users: \d+/)
          .first(),
      ).toBeVisible(),
    )
    await screenshotLooks(page, '/apps/permissions', 'apps-users-permissions', (p) =>
      expect(
        p.getByRole('table', { name: 'Permissions' }).getByText('Management', { exact: true }),
      ).toBeVisible(),
    )
    await page.goto('/apps/roles')
    await page.getByRole('button', { name: 'Edit role Author' }).click()
    await expect(page.getByRole('dialog', { name: 'Edit role' })).toBeVisible()
    await saveScreenshot(page, 'apps-users-role-dialog-light')
  })
})
