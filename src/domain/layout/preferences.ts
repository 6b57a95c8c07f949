/** The layout choices of template-apps §9 / backoffice §9. */
export const SKINS = ['light', 'bordered', 'dark', 'semi-dark'] as const
export type SkinName = (typeof SKINS)[number]

export const CONTENT_WIDTHS = ['full', 'boxed'] as const
export type ContentWidth = (typeof CONTENT_WIDTHS)[number]

export const MENU_LAYOUTS = ['vertical', 'horizontal'] as const
export type MenuLayout = (typeof MENU_LAYOUTS)[number]

export const NAVBAR_TYPES = ['floating', 'sticky', 'static', 'hidden'] as const
export type NavbarType = (typeof NAVBAR_TYPES)[number]

export const FOOTER_TYPES = ['sticky', 'static', 'hidden'] as const
export type FooterType = (typeof FOOTER_TYPES)[number]

export const DIRECTIONS = ['ltr', 'rtl'] as const
export type Direction = (typeof DIRECTIONS)[number]

export interface LayoutPreferences {
  skin: SkinName
  contentWidth: ContentWidth
  /** The menu layout the user chose; below the breakpoint the vertical one is shown instead. */
  layout: MenuLayout
  menuCollapsed: boolean
  menuHidden: boolean
  navbarType: NavbarType
  footerType: FooterType
  direction: Direction
}

/** Spec §1: light skin, vertical menu, boxed content, floating navbar, static footer, left to right. */
export const DEFAULT_LAYOUT: Readonly<LayoutPreferences> = Object.freeze({
  skin: 'light',
  contentWidth: 'boxed',
  layout: 'vertical',
  menuCollapsed: false,
  menuHidden: false,
  navbarType: 'floating',
  footerType: 'static',
  direction: 'ltr',
})

/** The choices kept in local storage (spec §1, template-apps §9): skin, text direction, menu collapsed. */
export const PERSISTED_KEYS = ['skin', 'direction', 'menuCollapsed'] as const
export type PersistedKey = (typeof PERSISTED_KEYS)[number]
export type PersistedPreferences = Pick<LayoutPreferences, PersistedKey>

export const isPersistedKey = (key: string): key is PersistedKey =>
  (PERSISTED_KEYS as readonly string[]).includes(key)

/** The part of the preferences that is saved. */
export function persistedPart(preferences: LayoutPreferences): PersistedPreferences {
  return {
    skin: preferences.skin,
    direction: preferences.direction,
    menuCollapsed: preferences.menuCollapsed,
  }
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value)

/**
 * The preferences at start-up: the defaults, with whatever valid saved choice there is. Anything unreadable
 * (an unknown skin, a non-boolean collapsed flag) is ignored, and only the persisted keys are read.
 */
export function restorePreferences(
  stored: Partial<Record<PersistedKey, unknown>> | null | undefined,
): LayoutPreferences {
  const restored: LayoutPreferences = { ...DEFAULT_LAYOUT }
  if (!stored) return restored
  if (oneOf(SKINS, stored.skin)) restored.skin = stored.skin
  if (oneOf(DIRECTIONS, stored.direction)) restored.direction = stored.direction
  if (typeof stored.menuCollapsed === 'boolean') restored.menuCollapsed = stored.menuCollapsed
  return restored
}

/** Whether a skin is dark for the navbar's light/dark toggle (semi-dark keeps a light page). */
export const isDarkSkin = (skin: SkinName): boolean => skin === 'dark'
