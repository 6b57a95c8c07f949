import type { Direction, SkinName } from '../../domain/layout'

/** Theme colours (spec §9): each has a main and a light variant, the light one being main + a two-digit hex alpha. */
export const LIGHT_ALPHA = '1f'

const main = {
  primary: '#7367f0',
  secondary: '#82868b',
  success: '#28c76f',
  danger: '#ea5455',
  warning: '#ff9f43',
  info: '#00cfe8',
  dark: '#4b4b4b',
} as const

export type ThemeColor = keyof typeof main
export const THEME_COLORS = Object.keys(main) as ThemeColor[]

export const colors = Object.fromEntries(
  Object.entries(main).map(([name, value]) => [name, { main: value, light: `${value}${LIGHT_ALPHA}` }]),
) as Record<ThemeColor, { main: string; light: string }>

export interface Skin {
  body: string
  card: string
  text: string
  heading: string
  muted: string
  border: string
  menu: string
  menuText: string
  /** Hover background of menu items and list rows. */
  hover: string
  /** Whether the page is dark (for the browser's color-scheme). */
  dark: boolean
  /** Whether the menu is dark (semi-dark and dark skins). */
  darkMenu: boolean
}

const light: Skin = {
  body: '#f8f8f8',
  card: '#ffffff',
  text: '#6e6b7b',
  heading: '#5e5873',
  muted: '#b9b9c3',
  border: '#ebe9f1',
  menu: '#ffffff',
  menuText: '#625f6e',
  hover: '#f3f2f7',
  dark: false,
  darkMenu: false,
}
const dark: Skin = {
  body: '#161d31',
  card: '#283046',
  text: '#b4b7bd',
  heading: '#d0d2d6',
  muted: '#676d7d',
  border: '#3b4253',
  menu: '#283046',
  menuText: '#d0d2d6',
  hover: '#343d55',
  dark: true,
  darkMenu: true,
}

/** The four skins of spec §9. Bordered is light with borders instead of shadows; semi-dark has a dark menu. */
export const skins: Record<SkinName, Skin> = {
  light,
  bordered: light,
  dark,
  'semi-dark': { ...light, menu: '#283046', menuText: '#d0d2d6', darkMenu: true },
}

export interface AppTheme {
  colors: typeof colors
  skin: Skin
  skinName: SkinName
  direction: Direction
  radius: string
  shadow: string
  /** Border of cards and the navbar (bordered skin). */
  cardBorder: string
  font: string
}

/** The styled-components theme for a skin (by name or palette) and a text direction. */
export const makeTheme = (skin: SkinName | Skin = 'light', direction: Direction = 'ltr'): AppTheme => {
  const skinName: SkinName = typeof skin === 'string' ? skin : skin.dark ? 'dark' : 'light'
  const palette = typeof skin === 'string' ? skins[skin] : skin
  const bordered = skinName === 'bordered'
  return {
    colors,
    skin: palette,
    skinName,
    direction,
    radius: '0.428rem',
    shadow: bordered
      ? 'none'
      : palette.dark
        ? '0 4px 24px 0 rgba(0, 0, 0, 0.24)'
        : '0 4px 24px 0 rgba(34, 41, 47, 0.1)',
    cardBorder: bordered ? `1px solid ${palette.border}` : '0',
    font: "'Montserrat', 'Noto Sans Armenian', 'Segoe UI', Helvetica, Arial, sans-serif",
  }
}

/** Badge colours as the spec names them (`light-danger`, `success`): a theme colour, solid or light. */
export function badgeColors(name: string): { background: string; color: string } {
  const isLight = name.startsWith('light-')
  const color = colors[(isLight ? name.slice('light-'.length) : name) as ThemeColor] ?? colors.secondary
  return isLight ? { background: color.light, color: color.main } : { background: color.main, color: '#fff' }
}
