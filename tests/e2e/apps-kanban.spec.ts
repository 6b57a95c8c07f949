import { expect, test, type Page } from './fixtures'
import { navigateInApp, saveScreenshot, screenshotLooks, storeSession } from './helpers'

const board = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

// The kanban data lives in the in-browser mock (Mirage), kept in this browser's local storage (decision 0062): a
// test's fresh browser context starts from the sample data. "See it there" is checked after leaving the app and
// coming back, and the flow loads the app once, each step going on from the board the steps before it left.
test.describe('kanban app', () => {
  test('moves tasks to Done by keyboard and by mouse, adds, edits, renames, clears and deletes', async ({
    page,
  }) => {
    await storeSession(page, 'admin')
    await page.goto('/apps/kanban')

    await test.step('drags a task to Done by keyboard and finds it there after leaving and coming back', async () => {
      const handle = board(page, 'TODO').getByRole('button', { name: 'Move Quote the Lyon weekly run' })
      // A person who drags by keyboard hears each step before the next key (dnd-kit measures the boards once
      // the task is picked up; keys pressed before that moved nothing).
      const told = page.locator('[id^="DndLiveRegion"]')
      const step = async (key: string) => {
        const before = (await told.textContent()) ?? ''
        await page.keyboard.press(key)
        await expect(told).not.toHaveText(before)
      }
      await handle.focus()
      await step('Space')
      await expect(told).toContainText('Quote the Lyon weekly run')
      await step('ArrowRight')
      await step('ArrowRight')
      await step('Space')
      await expect(told).toHaveText(/^Quote the Lyon weekly run dropped on /)
      await expect(
        board(page, 'Done').getByRole('button', { name: 'Edit Quote the Lyon weekly run' }),
      ).toBeVisible()
      await expect(board(page, 'TODO').getByText('Quote the Lyon weekly run')).toBeHidden()

      await navigateInApp(page, '/apps/todo')
      await expect(page.getByRole('list', { name: 'Task list' })).toBeVisible()
      await navigateInApp(page, '/apps/kanban')
      await expect(
        board(page, 'Done').getByRole('button', { name: 'Edit Quote the Lyon weekly run' }),
      ).toBeVisible()
    })

    await test.step('drags a task to Done with the mouse', async () => {
      const handle = board(page, 'In Progress').getByRole('button', {
        name: 'Move Driver rota for the holidays',
      })
      const target = board(page, 'Done').getByRole('button', { name: 'Edit Paint the yard markings' })
      const from = (await handle.boundingBox())!
      const to = (await target.boundingBox())!
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
      await page.mouse.down()
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 })
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 3 })
      await page.mouse.up()
      await expect(
        board(page, 'Done').getByRole('button', { name: 'Edit Driver rota for the holidays' }),
      ).toBeVisible()
      await navigateInApp(page, '/apps/todo')
      await navigateInApp(page, '/apps/kanban')
      await expect(
        board(page, 'Done').getByRole('button', { name: 'Edit Driver rota for the holidays' }),
      ).toBeVisible()
    })

    await test.step('adds a board and a task, renames, clears and deletes boards, edits a task', async () => {
      await page.getByRole('button', { name: 'Add board' }).click()
      const addBoard = page.getByRole('dialog', { name: 'Add board' })
      await addBoard.getByLabel('Board title').fill('Blocked')
      await addBoard.getByRole('button', { name: 'Add' }).click()
      await expect(board(page, 'Blocked')).toBeVisible()

      await board(page, 'Blocked').getByRole('button', { name: 'Add task to Blocked' }).click()
      const addTask = page.getByRole('dialog', { name: 'Add task to Blocked' })
      await addTask.getByLabel('Title').fill('Wait for customs')
      await addTask.getByRole('button', { name: 'Add' }).click()
      await expect(
        board(page, 'Blocked').getByRole('button', { name: 'Edit Wait for customs' }),
      ).toBeVisible()

      await board(page, 'Blocked').getByRole('button', { name: 'Edit Wait for customs' }).click()
      const panel = page.getByRole('dialog', { name: 'Edit task' })
      await panel.getByLabel('Labels').fill('Customs, Urgent')
      await panel.getByRole('checkbox', { name: 'Nadia Petrova' }).check()
      await panel.getByLabel('New comment').fill('Broker called.')
      await panel.getByRole('button', { name: 'Add comment' }).click()
      await panel.getByRole('button', { name: 'Update' }).click()
      await expect(panel).toBeHidden()
      const card = board(page, 'Blocked').getByRole('listitem').filter({ hasText: 'Wait for customs' })
      await expect(card.getByText('Urgent')).toBeVisible()
      await expect(card.getByRole('img', { name: 'Nadia Petrova' })).toBeVisible()
      await expect(card.getByLabel('Comments: 1')).toBeVisible()

      await board(page, 'Blocked').getByRole('button', { name: 'Actions of board Blocked' }).click()
      await page.getByRole('menuitem', { name: 'Rename' }).click()
      const rename = page.getByRole('dialog', { name: 'Rename board' })
      await rename.getByLabel('Board title').fill('On hold')
      await rename.getByRole('button', { name: 'Rename' }).click()
      await expect(board(page, 'On hold')).toBeVisible()

      await board(page, 'On hold').getByRole('button', { name: 'Actions of board On hold' }).click()
      await page.getByRole('menuitem', { name: 'Clear tasks' }).click()
      await page
        .getByRole('alertdialog', { name: 'Clear this board?' })
        .getByRole('button', { name: 'Clear tasks' })
        .click()
      // The call is sent once the Undo time is over.
      await expect(board(page, 'On hold').getByRole('listitem')).toHaveCount(0, { timeout: 15_000 })

      await board(page, 'On hold').getByRole('button', { name: 'Actions of board On hold' }).click()
      await page.getByRole('menuitem', { name: 'Delete board' }).click()
      await page
        .getByRole('alertdialog', { name: 'Delete this board?' })
        .getByRole('button', { name: 'Delete board' })
        .click()
      await expect(board(page, 'On hold')).toBeHidden({ timeout: 15_000 })
      await expect(board(page, 'Done')).toBeVisible()
    })
  })

  test('screenshots', { tag: '@screenshots' }, async ({ page }) => {
    await storeSession(page, 'admin')
    await screenshotLooks(page, '/apps/kanban', 'apps-kanban', (p) =>
      expect(board(p, 'Done').getByRole('listitem').first()).toBeVisible(),
    )
    await page.goto('/apps/kanban')
    await board(page, 'TODO').getByRole('button', { name: 'Edit Map the new delivery zones' }).click()
    await expect(page.getByRole('dialog', { name: 'Edit task' })).toBeVisible()
    await saveScreenshot(page, 'apps-kanban-panel-light')
  })
})
