import { expect, test } from './fixtures'
import { navigateInApp, screenshotLooks, storeSession } from './helpers'

// The template's single pages: API keys, modal examples, license, colours, icons.
test.describe('template single pages', () => {
  // One sign-in and one page load: the pages are reached by the router; the API keys, which reload on purpose,
  // come last.
  test('modal examples, license, icons, colours, then API keys across a reload', async ({ page }) => {
    await storeSession(page, 'admin')
    await page.goto('/pages/modal-examples')

    await test.step('modal examples: a card number failing the Luhn check is refused, a good one is added', async () => {
      await page.getByRole('button', { name: 'Add card' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Add new card' })
      await dialog.getByLabel(/Card number/).fill('4242 4242 4242 4241')
      await dialog.getByLabel(/Name on card/).fill('Anna Admin')
      await dialog.getByLabel(/Expiry date/).fill('12/39')
      await dialog.getByLabel(/CVV/).fill('123')
      await dialog.getByRole('button', { name: 'Add card' }).click()
      await expect(dialog.getByText('This card number is not valid.')).toBeVisible()
      await dialog.getByLabel(/Card number/).fill('4242 4242 4242 4242')
      await dialog.getByRole('button', { name: 'Add card' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('list', { name: 'Added cards' })).toContainText('Anna Admin, ending 4242')
    })

    await test.step('license lists the shipped libraries; icons are searchable; colours show the palette', async () => {
      await navigateInApp(page, '/pages/license')
      await page.getByRole('searchbox', { name: 'Search libraries' }).fill('react-dom')
      await expect(page.getByRole('table', { name: 'Libraries' })).toContainText('MIT')
      // The search has reached the list (it is kept in the address) before the person moves on: a search still
      // waiting for its pause when the screen is left takes the browser back to the list.
      await expect(page).toHaveURL(/search=react-dom/)
      await navigateInApp(page, '/icons')
      await page.getByRole('searchbox', { name: 'Search icons' }).fill('truck')
      await expect(page.getByRole('button', { name: 'Copy the name truck' })).toBeVisible()
      await expect(page.getByRole('status')).toHaveText('Icons shown: 1')
      await navigateInApp(page, '/colors')
      await expect(page.getByRole('listitem', { name: 'Primary' })).toContainText('#7367f0')
    })

    await test.step('API keys: a key is created, shown, kept across a reload, and deleted after a question', async () => {
      await navigateInApp(page, '/pages/api-key')
      await page.getByRole('button', { name: 'Create key' }).click()
      await expect(page.getByText('Fill this in.')).toBeVisible()
      await page.getByLabel(/Name the key/).fill('CI pipeline')
      await page.getByLabel('Access', { exact: true }).selectOption({ label: 'Read only' })
      await page.getByRole('button', { name: 'Create key' }).click()
      const card = page.getByRole('region', { name: 'CI pipeline' })
      await expect(card.getByLabel('Key', { exact: true })).toHaveText(/^([A-Za-z0-9]{4}-){7}[A-Za-z0-9]{4}$/)
      await expect(card).toContainText('Read only')
      await page.reload()
      await expect(card.getByLabel('Key', { exact: true })).toHaveText(/^(•{4}-){7}[A-Za-z0-9]{4}$/)
      await card.getByRole('button', { name: 'Delete CI pipeline' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete key' }).click()
      await expect(page.getByText('No keys yet. Create one above.')).toBeVisible()
    })
  })

  test('screenshots', { tag: '@screenshots' }, async ({ page }) => {
    await storeSession(page, 'admin')
    await screenshotLooks(page, '/pages/modal-examples', 'ui-pages-modal-examples', (p) =>
      expect(p.getByRole('heading', { name: 'Add new card' })).toBeVisible(),
    )
    await screenshotLooks(page, '/colors', 'ui-pages-colors', (p) =>
      expect(p.getByRole('heading', { name: 'Colours' })).toBeVisible(),
    )
  })
})
