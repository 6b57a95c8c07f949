import { describe, expect, it } from 'vitest'
import {
  effectiveLayout,
  isCompactWidth,
  isNavbarScrolled,
  showsCollapsedMenu,
  showsMenuToggle,
  showsScrollTop,
} from './breakpoints'

describe('layout breakpoints (spec §9)', () => {
  it('forces the vertical layout below 1200 px and gives the choice back at 1200 px', () => {
    expect(effectiveLayout('horizontal', 1199)).toBe('vertical')
    expect(effectiveLayout('horizontal', 1200)).toBe('horizontal')
    expect(effectiveLayout('vertical', 1600)).toBe('vertical')
    expect(isCompactWidth(1199)).toBe(true)
    expect(isCompactWidth(1200)).toBe(false)
  })

  it('shows the menu toggle on narrow windows unless the menu is hidden', () => {
    expect(showsMenuToggle(800, false)).toBe(true)
    expect(showsMenuToggle(800, true)).toBe(false)
    expect(showsMenuToggle(1400, false)).toBe(false)
  })

  it('draws the collapsed menu only on wide vertical layouts', () => {
    expect(showsCollapsedMenu('vertical', 1400, true)).toBe(true)
    expect(showsCollapsedMenu('vertical', 1000, true)).toBe(false)
    expect(showsCollapsedMenu('horizontal', 1400, true)).toBe(false)
    expect(showsCollapsedMenu('vertical', 1400, false)).toBe(false)
  })

  it('shows scroll-to-top after 300 px and the scrolled navbar after 65 px', () => {
    expect(showsScrollTop(300)).toBe(false)
    expect(showsScrollTop(301)).toBe(true)
    expect(isNavbarScrolled(65)).toBe(false)
    expect(isNavbarScrolled(66)).toBe(true)
  })
})
