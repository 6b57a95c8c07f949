import { expect, test, type Page } from './fixtures'
import { saveScreenshot, screenshotLooks, storeSession } from './helpers'

const chats = (page: Page) => page.getByRole('list', { name: 'Chats' })
const contacts = (page: Page) => page.getByRole('list', { name: 'Contacts' })
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })
const openChat = (page: Page, name: string) =>
  chats(page)
    .getByRole('button', { name: new RegExp(name) })
    .click()

// The chat data lives in the in-browser mock (Mirage), kept in this browser's local storage (decision 0062): a
// test's fresh browser context starts from the sample data, and each step of the flow goes on from what the
// steps before it left.
test.describe('chat app', () => {
  test('reads, sends, starts a chat, changes the own status; on a phone the list is behind a button', async ({
    page,
  }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await storeSession(page, 'admin')
    await page.goto('/apps/chat')
    await expect(chats(page).getByRole('listitem').first()).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search chats and contacts' })

    await test.step('opening a chat with unseen messages clears its count', async () => {
      const marta = chats(page).getByRole('listitem').filter({ hasText: 'Marta Kowalczyk' })
      await expect(marta.getByText('Unread messages: 2')).toBeAttached()
      await expect(marta).toContainText('And please confirm the pickup slot.')
      await openChat(page, 'Marta Kowalczyk')
      const log = page.getByRole('log', { name: 'Messages with Marta Kowalczyk' })
      await expect(log.getByText('The driver should bring the seal numbers.')).toBeVisible()
      await expect(marta.getByText(/Unread messages/)).toHaveCount(0)
      // Only the opened chat is cleared; the search filters chats and contacts alike.
      await search.fill('okafor')
      await expect(chats(page).getByRole('listitem')).toHaveCount(1)
      await expect(chats(page).getByText('Unread messages: 1')).toBeAttached()
      await expect(contacts(page).getByRole('listitem')).toHaveCount(1)
      await expect(contacts(page)).toContainText('Hannah Okafor')
      await search.fill('')
      await search.press('Enter')
    })

    await test.step('sends with Enter: the message is appended and the chat goes to the top; HTML stays text', async () => {
      await expect(chats(page).getByRole('listitem').last()).toContainText('Tobias Lindqvist')
      await openChat(page, 'Tobias Lindqvist')
      const log = page.getByRole('log', { name: 'Messages with Tobias Lindqvist' })
      await expect(log.getByText('Truck 7 is back on the road, new brake pads.')).toBeVisible()
      await composer(page).fill('Is truck 7 ready for the Hamburg run?')
      await composer(page).press('Enter')
      await expect(log.getByText('Is truck 7 ready for the Hamburg run?')).toBeVisible()
      await expect(composer(page)).toHaveValue('')
      await expect(chats(page).getByRole('listitem').first()).toContainText('Tobias Lindqvist')
      await expect(chats(page).getByRole('listitem').first()).toContainText(
        'You: Is truck 7 ready for the Hamburg run?',
      )

      // Shift+Enter starts a new line instead of sending.
      await composer(page).fill('First line')
      await composer(page).press('Shift+Enter')
      await composer(page).pressSequentially('second line')
      await expect(composer(page)).toHaveValue('First line\nsecond line')
      await composer(page).press('Enter')
      await expect(log.getByText('First line\nsecond line')).toBeVisible()

      const hostile = '<img src=x onerror=alert(1)>'
      await composer(page).fill(hostile)
      await composer(page).press('Enter')
      await expect(log.getByText(hostile, { exact: true })).toBeVisible()
      await expect(chats(page).getByRole('listitem').first()).toContainText(`You: ${hostile}`)
      await expect(page.locator('img[src="x"]')).toHaveCount(0)
      expect(dialogs).toBe(0)
    })

    await test.step('starts a chat from a contact', async () => {
      await expect(chats(page).getByText('Diego Alvarez')).toHaveCount(0)
      await contacts(page)
        .getByRole('button', { name: /Diego Alvarez/ })
        .click()
      await expect(page.getByText('No messages with Diego Alvarez yet. Say hello!')).toBeVisible()
      await composer(page).fill('Can you plan a route to Rotterdam?')
      await page.getByRole('button', { name: 'Send' }).click()
      const log = page.getByRole('log', { name: 'Messages with Diego Alvarez' })
      await expect(log.getByText('Can you plan a route to Rotterdam?')).toBeVisible()
      await expect(chats(page).getByRole('listitem').first()).toContainText('Diego Alvarez')
      await expect(chats(page).getByRole('button', { name: /Diego Alvarez/ })).toHaveAttribute(
        'aria-current',
        'true',
      )

      await page.getByRole('button', { name: 'Details of Diego Alvarez' }).click()
      const details = page.getByRole('dialog', { name: 'Diego Alvarez' })
      await expect(details).toContainText('Route Planner')
      await expect(details).toContainText('Shortest path enthusiast')
      await page.keyboard.press('Escape')
      await expect(details).toBeHidden()
    })

    await test.step('changes the own status in the profile panel', async () => {
      await page.getByRole('button', { name: 'My profile' }).click()
      const panel = page.getByRole('dialog', { name: 'My profile' })
      await expect(panel).toContainText('Jordan Avery')
      await panel.getByRole('radio', { name: 'Away' }).check()
      await saveScreenshot(page, 'apps-chat-profile-light')
      await panel.getByRole('button', { name: 'Close' }).click()
      await expect(panel).toBeHidden()
      await expect(page.getByRole('button', { name: 'My profile' })).toContainText('Away')
    })

    // Last: the window becomes a phone's.
    await test.step('at phone width the list is behind a button', async () => {
      await page.setViewportSize({ width: 375, height: 800 })
      await page.getByRole('button', { name: 'Show chats' }).click()
      await openChat(page, 'Aisha Rahman')
      await expect(page.getByRole('log', { name: 'Messages with Aisha Rahman' })).toBeVisible()
      await expect(chats(page)).toBeHidden()
      await page.getByRole('button', { name: 'Show chats' }).click()
      await expect(chats(page)).toBeVisible()
      await saveScreenshot(page, 'apps-chat-phone-list')
      await page.keyboard.press('Escape')
      await expect(chats(page)).toBeHidden()
      await expect(page.getByRole('button', { name: 'Show chats' })).toBeFocused()
    })
  })

  test('screenshots', { tag: '@screenshots' }, async ({ page }) => {
    await storeSession(page, 'admin')
    await screenshotLooks(page, '/apps/chat', 'apps-chat', async (p) => {
      await openChat(p, 'Marta Kowalczyk')
      await expect(p.getByRole('log', { name: 'Messages with Marta Kowalczyk' })).toBeVisible()
    })
  })
})
