import { expect, test, type Locator, type Page } from './fixtures'
import { navigateInApp, resetApi, signIn, storeSession } from './helpers'

test.describe('list keys', () => {
  test('j / k move through the orders, Enter opens, e edits, n creates, ? shows the keys', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr')
    // The rows have loaded (a row with its order link, not the loading row).
    await expect(rows.first().getByRole('link').first()).toBeVisible()
    await page.keyboard.press('j')
    await page.keyboard.press('j')
    await page.keyboard.press('k')
    await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('j')
    await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(rows.nth(1)).toBeFocused()
    const second = (await rows.nth(1).getByRole('link').first().textContent())!.replace(/\D/g, '')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/orders/${second}/view$`))

    await page.goBack()
    await expect(rows.first().getByRole('link').first()).toBeVisible()
    // Back on the list, its rows can show (kept from before) a moment before its keys are heard: `e` edits the
    // row `j` has marked, so `j` again until a row is marked.
    const marked = page.getByRole('table', { name: 'Orders' }).locator('tbody tr[aria-current="true"]')
    await expect(async () => {
      if ((await marked.count()) === 0) await page.keyboard.press('j')
      await expect(marked).toHaveCount(1, { timeout: 500 })
    }).toPass()
    await page.keyboard.press('e')
    await expect(page).toHaveURL(/\/orders\/\d+\/edit$/)

    await navigateInApp(page, '/orders')
    await expect(rows.first().getByRole('link').first()).toBeVisible()
    // Typed into the search, the keys are letters.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('jn')
    await expect(page).toHaveURL(/\/orders$/)
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('')
    await page.getByRole('heading', { name: 'Orders' }).click()
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help).toContainText('Next row')
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
    await page.keyboard.press('n')
    await expect(page).toHaveURL(/\/orders\/-\/add$/)
  })
})

/** Whether the element the locator finds holds the document's focus, or contains it. */
const holdsFocus = (locator: Locator) =>
  locator.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  )

/** Reaches `target` as a keyboard does (a Tab into it), so that the browser shows its keyboard focus style. */
async function tabInto(page: Page, target: Locator) {
  await target.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** What tells a focused element from an unfocused one: outline, shadow, border, background. */
const look = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      outline:
        style.outlineStyle === 'none'
          ? 'none'
          : `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
      outlineWidth: parseFloat(style.outlineWidth),
      shadow: style.boxShadow,
      border: style.borderColor,
      background: style.backgroundColor,
    }
  })

/** The focused look differs from the resting one by an outline of 2 px or more, a shadow, a border or a background. */
function expectFocusShown(name: string, resting: Awaited<ReturnType<typeof look>>, focused: typeof resting) {
  const shown =
    (focused.outline !== 'none' && focused.outlineWidth >= 2 && focused.outline !== resting.outline) ||
    focused.shadow !== resting.shadow ||
    focused.border !== resting.border ||
    focused.background !== resting.background
  expect(
    shown,
    `${name}: focus visible (resting ${JSON.stringify(resting)}, focused ${JSON.stringify(focused)})`,
  ).toBe(true)
}

/** Tab and Shift+Tab, `presses` times each, never leave `container`. */
async function expectFocusTrapped(page: Page, container: Locator, presses = 12) {
  for (const key of ['Tab', 'Shift+Tab'])
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key)
      expect(await holdsFocus(container), `${key} #${i + 1} stays inside`).toBe(true)
    }
}

/**
 * Opens the dialog named `name` from its button of the same name by keyboard: the focus is inside and trapped,
 * and Escape closes it and gives the focus back to the button.
 */
async function expectModalByKeyboard(page: Page, name: string) {
  const opener = page.getByRole('button', { name })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  // The dialog takes the focus as it finishes opening, a moment after it shows.
  await expect.poll(() => holdsFocus(dialog), `${name} takes the focus`).toBe(true)
  await expectFocusTrapped(page, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

test.describe('keyboard: focus is visible', () => {
  test('a link, a button, an input and a menu item show their focus (light, then dark)', async ({ page }) => {
    await storeSession(page, 'admin')
    // The light skin is the default; the dark one is chosen as the app keeps it, then the page is loaded again.
    await page.goto('/payment_types')
    for (const skin of ['light', 'dark'] as const)
      await test.step(`a link, a button, an input and a menu item show their focus (${skin})`, async () => {
        if (skin === 'dark') {
          await page.evaluate((choice) => localStorage.setItem('skin', JSON.stringify(choice)), skin)
          await page.reload()
        }
        await expect(page.locator('html')).toHaveAttribute('data-skin', skin)
        const menuButton = page.getByRole('button', { name: /^Actions for/ }).first()
        await expect(menuButton).toBeVisible({ timeout: 30_000 })
        const targets: [string, Locator][] = [
          ['link', page.getByRole('link', { name: 'CargoDesk' })],
          ['button', page.getByRole('button', { name: 'Open the theme customizer' })],
          ['input', page.getByRole('searchbox').first()],
          ['row menu button', menuButton],
        ]
        for (const [name, target] of targets) {
          const resting = await look(target)
          await tabInto(page, target)
          expectFocusShown(name, resting, await look(target))
        }
        await page.keyboard.press('Enter')
        const items = page.getByRole('menuitem')
        await expect(items.first()).toBeFocused()
        const resting = await look(items.nth(1))
        await page.keyboard.press('ArrowDown')
        await expect(items.nth(1)).toBeFocused()
        expectFocusShown('menu item', resting, await look(items.nth(1)))
        await page.keyboard.press('Escape')
        await expect(menuButton).toBeFocused()
      })
  })
})

test.describe('keyboard: dialogs and panels keep the focus and give it back', () => {
  // Two dozen key presses, each checked, per dialog, five dialogs: on a busy shared machine that outlasts 60 s.
  test.describe.configure({ timeout: 180_000 })

  test('a form dialog, a confirm dialog, a side panel, the customizer and a menu keep and give back the focus', async ({
    page,
  }) => {
    await resetApi()
    await storeSession(page, 'admin')
    await page.goto('/customers')

    await test.step('a form dialog (new customer): focus inside, trapped, Escape returns it to its button', async () => {
      await expectModalByKeyboard(page, 'New customer')
    })

    await test.step('a confirm dialog (suspend a user): trapped, Cancel returns the focus to its button', async () => {
      await navigateInApp(page, '/apps/user/view/1')
      const opener = page.getByRole('button', { name: /^(Suspend|Reactivate)$/ })
      await opener.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('alertdialog')
      await expect(dialog).toBeVisible()
      await expectFocusTrapped(page, dialog, 6)
      await dialog.getByRole('button', { name: 'Cancel' }).focus()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
    })

    await test.step('a side panel (add user): trapped, Escape returns the focus to its button', async () => {
      await navigateInApp(page, '/apps/user/list')
      await expectModalByKeyboard(page, 'Add user')
    })

    await test.step('the customizer (a non-modal panel): focus moves in, Escape returns it to the toggle', async () => {
      await navigateInApp(page, '/orders')
      const toggle = page.getByRole('button', { name: 'Open the theme customizer' })
      await toggle.focus()
      await page.keyboard.press('Enter')
      const panel = page.getByRole('dialog', { name: 'Theme customizer' })
      await expect(panel.getByRole('button', { name: 'Close the theme customizer' })).toBeFocused()
      // Its choices are reached by Tab from the close button and change the page at once.
      await page.keyboard.press('Tab')
      await expect.poll(() => holdsFocus(panel), 'the customizer takes the focus').toBe(true)
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(toggle).toBeFocused()
      await page.keyboard.press('Enter')
      await panel.getByRole('button', { name: 'Close the theme customizer' }).press('Enter')
      await expect(panel).toBeHidden()
      await expect(toggle).toBeFocused()
    })

    await test.step('a menu (the user menu): arrows move, Escape closes and returns the focus to its button', async () => {
      const opener = page.getByRole('button', { name: /^User menu/ })
      await opener.focus()
      await page.keyboard.press('Enter')
      const item = page.getByRole('menuitem', { name: 'Logout' })
      await expect(item).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(item).toBeHidden()
      await expect(opener).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(item).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(item).toBeHidden()
      await expect(opener).toBeFocused()
    })
  })
})
