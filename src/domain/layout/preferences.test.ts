import { describe, expect, it } from 'vitest'
import { DEFAULT_LAYOUT, PERSISTED_KEYS, isDarkSkin, persistedPart, restorePreferences } from './preferences'

describe('layout preferences', () => {
  it('defaults to light, vertical, boxed, floating navbar, static footer, left to right (spec §1)', () => {
    expect(DEFAULT_LAYOUT).toEqual({
      skin: 'light',
      contentWidth: 'boxed',
      layout: 'vertical',
      menuCollapsed: false,
      menuHidden: false,
      navbarType: 'floating',
      footerType: 'static',
      direction: 'ltr',
    })
  })

  it('persists only skin, direction and menu-collapsed', () => {
    expect([...PERSISTED_KEYS]).toEqual(['skin', 'direction', 'menuCollapsed'])
    const prefs = {
      ...DEFAULT_LAYOUT,
      skin: 'dark' as const,
      navbarType: 'sticky' as const,
      menuCollapsed: true,
    }
    expect(persistedPart(prefs)).toEqual({ skin: 'dark', direction: 'ltr', menuCollapsed: true })
  })

  it('restores valid saved choices over the defaults', () => {
    expect(restorePreferences({ skin: 'semi-dark', direction: 'rtl', menuCollapsed: true })).toEqual({
      ...DEFAULT_LAYOUT,
      skin: 'semi-dark',
      direction: 'rtl',
      menuCollapsed: true,
    })
  })

  it('ignores unreadable saved values and keys that are not persisted', () => {
    expect(restorePreferences({ skin: 'purple', direction: 'up', menuCollapsed: 'yes' })).toEqual(
      DEFAULT_LAYOUT,
    )
    expect(restorePreferences({ navbarType: 'hidden' } as never)).toEqual(DEFAULT_LAYOUT)
    expect(restorePreferences(null)).toEqual(DEFAULT_LAYOUT)
  })

  it('treats only the dark skin as dark for the navbar toggle', () => {
    expect(isDarkSkin('dark')).toBe(true)
    expect(['light', 'bordered', 'semi-dark'].map((s) => isDarkSkin(s as never))).toEqual([
      false,
      false,
      false,
    ])
  })
})
