import { expect, test, type Page } from './fixtures'
import { ARTIFACTS, navigateInApp, resetApi, screenshotLooks, storeSession } from './helpers'

const table = (page: Page) => page.getByRole('table', { name: 'Beneficiaries' })
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name })

test.describe('beneficiaries', () => {
  test.beforeEach(async ({ page }) => {
    await resetApi()
    await storeSession(page, 'admin')
  })

  test('the list filters and searches, and a payee is created, edited, kept by Undo, then deleted', async ({
    page,
  }) => {
    await page.goto('/beneficiaries')

    // First, on the seed's payees; the new payee comes after.
    await test.step('active only hides inactive payees; search finds by SWIFT', async () => {
      await expect(rowOf(page, 'Cargo Export Georgia')).toBeVisible()
      await page.getByRole('checkbox', { name: 'Active only' }).check()
      await expect(rowOf(page, 'Cargo Export Georgia')).toHaveCount(0)
      await expect(page).toHaveURL(/activeOnly=true/)
      await page.getByRole('checkbox', { name: 'Active only' }).uncheck()
      await page.getByRole('searchbox', { name: 'Search beneficiaries' }).fill('CHASUS33')
      await page.getByRole('searchbox', { name: 'Search beneficiaries' }).press('Enter')
      await expect(table(page).locator('tbody tr')).toHaveCount(1)
      await expect(rowOf(page, 'Cargo Export LLC (Chase)')).toBeVisible()
    })

    await test.step('a payee is created (a bad SWIFT refused first), edited, kept by Undo, then deleted', async () => {
      await navigateInApp(page, '/beneficiaries')
      await expect(rowOf(page, 'Cargo Export Georgia')).toContainText('Inactive')

      await page.getByRole('button', { name: 'New beneficiary' }).click()
      const create = page.getByRole('dialog', { name: 'New beneficiary' })
      await create.getByLabel('Name').fill('Ameriabank E2E')
      await create.getByLabel('Bank').fill('Ameriabank CJSC')
      await create.getByLabel('Payee', { exact: true }).fill('Cargo Export Armenia')
      await create.getByLabel('Country').selectOption({ label: 'Armenia' })
      await create.getByLabel('Account').fill('1570 0123 4567 0100')
      await create.getByLabel('SWIFT / BIC').fill('ARMI-AM2')
      await create.getByLabel('Routing number').fill('123456789')
      await create.getByRole('button', { name: 'Create' }).click()
      await expect(create.getByText(/A SWIFT code has 8 or 11 letters and digits/)).toBeVisible()
      await expect(create).toBeVisible()
      await create.getByLabel('SWIFT / BIC').fill('armiam22')
      await create.getByRole('button', { name: 'Create' }).click()
      await expect(create).toBeHidden()
      await expect(page.getByText('Beneficiary Ameriabank E2E created')).toBeVisible()
      await expect(rowOf(page, 'Ameriabank E2E')).toContainText('ARMIAM22')
      await expect(rowOf(page, 'Ameriabank E2E')).toContainText('Armenia')

      await rowOf(page, 'Ameriabank E2E').getByRole('button', { name: 'Actions for Ameriabank E2E' }).click()
      await page.getByRole('menuitem', { name: 'Edit' }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Ameriabank E2E' })
      await expect(edit.getByLabel('SWIFT / BIC')).toHaveValue('ARMIAM22')
      await edit.getByLabel('Name').fill('Ameriabank E2E (AMD)')
      await edit.getByLabel('Active').uncheck()
      await edit.getByRole('button', { name: 'Save' }).click()
      await expect(edit).toBeHidden()
      await page.reload()
      await expect(rowOf(page, 'Ameriabank E2E (AMD)')).toContainText('Inactive')

      await rowOf(page, 'Ameriabank E2E (AMD)')
        .getByRole('button', { name: /^Actions for/ })
        .click()
      await page.getByRole('menuitem', { name: 'Delete' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await page.getByRole('button', { name: 'Undo' }).click()
      await page.reload()
      await expect(rowOf(page, 'Ameriabank E2E (AMD)')).toBeVisible()

      await rowOf(page, 'Ameriabank E2E (AMD)')
        .getByRole('button', { name: /^Actions for/ })
        .click()
      await page.getByRole('menuitem', { name: 'Delete' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await expect(page.getByText('Beneficiary Ameriabank E2E (AMD) deleted', { exact: true })).toBeVisible()
      // The call goes out once the Undo time is over; the list reloads after it.
      await expect(rowOf(page, 'Ameriabank E2E (AMD)')).toHaveCount(0, { timeout: 15_000 })
      await page.reload()
      await expect(rowOf(page, 'Cargo Export Georgia')).toBeVisible()
      await expect(rowOf(page, 'Ameriabank E2E (AMD)')).toHaveCount(0)
    })
  })

  test(
    'looks right in light, dark, right-to-left and on a phone',
    { tag: '@screenshots' },
    async ({ page }) => {
      await screenshotLooks(page, '/beneficiaries', 'beneficiaries-list', (p) =>
        expect(p.locator('tbody tr')).toHaveCount(3),
      )
      // The form dialog and a navbar menu (React Aria), in both directions.
      for (const direction of ['ltr', 'rtl'] as const) {
        await page.evaluate((dir) => localStorage.setItem('direction', JSON.stringify(dir)), direction)
        await page.goto('/beneficiaries')
        await rowOf(page, 'Cargo Export Georgia')
          .getByRole('button', { name: /^Actions for/ })
          .click()
        await page.getByRole('menuitem', { name: 'Edit' }).click()
        await expect(
          page.getByRole('dialog', { name: 'Edit Cargo Export Georgia' }).getByLabel('Country'),
        ).toHaveValue('countries/ge')
        await page.screenshot({
          path: `${ARTIFACTS}/beneficiaries-form-${direction === 'rtl' ? 'rtl' : 'light'}.png`,
        })
        await page.getByRole('button', { name: 'Cancel' }).click()
        await page.getByRole('button', { name: 'Language' }).click()
        await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
          'aria-checked',
          'true',
        )
        await page.screenshot({
          path: `${ARTIFACTS}/shell-language-menu-${direction === 'rtl' ? 'rtl' : 'light'}.png`,
        })
        await page.keyboard.press('Escape')
      }
    },
  )
})
