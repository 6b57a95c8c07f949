import { describe, expect, it } from 'vitest'
import { SCREENS, TEMPLATE_PAGES } from './screens'
import { TEMPLATE_SCREENS } from './template-screens'

describe('the screens table', () => {
  it('has a screen in the template table for every page of the template routes', () => {
    // A page with no screen there would open the coming-soon page instead of its own.
    expect(TEMPLATE_PAGES.filter((page) => !TEMPLATE_SCREENS[page] || !SCREENS[page])).toEqual([])
  })

  it('opens a template page through its table: the page loads as its own screen', async () => {
    const page = TEMPLATE_PAGES.find((candidate) => TEMPLATE_SCREENS[candidate])!
    const loaded = (await SCREENS[page]!.preload()) as { default: unknown }
    const own = (await TEMPLATE_SCREENS[page]!.preload()) as { default: unknown }
    expect(loaded.default).toBe(own.default)
  })
})
