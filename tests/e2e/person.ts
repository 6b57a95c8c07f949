import { expect, type Locator } from '@playwright/test'

/**
 * How long a person looks at a choice before moving on: half a second and more, well past the reference
 * picker's search debounce (250 ms), so whatever the choice set off has come back before the test goes on.
 * A test that moves on the instant an option is chosen cannot see a picker that forgets the choice later.
 */
export const LOOK_AT_CHOICE_MS = 600

/**
 * What a picker's list shows while its options load. React Aria gives a list's empty state the role of an option
 * (a listbox must hold one), so `getByRole('option').first()` finds this line until the records come.
 */
const LOADING_OPTIONS = 'Loading…'

/**
 * Chooses `option` in the reference picker `box` as a person does: once the list has its records (a person does
 * not click "Loading…"), a click with the mouse, a look at the choice, then Tab to the next control; the choice
 * must still be shown after that. (A page with an installed clock lets time flow unless a test paused it, so the
 * look passes there too.)
 */
export async function chooseOption(box: Locator, option: Locator) {
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(box.page().getByRole('listbox').getByRole('option', { name: LOADING_OPTIONS })).toHaveCount(0)
  await option.click()
  const chosen = await box.inputValue()
  expect(chosen, 'the picker shows the chosen option').not.toBe('')
  await box.page().waitForTimeout(LOOK_AT_CHOICE_MS)
  await box.press('Tab')
  await expect(box).toHaveValue(chosen)
}
