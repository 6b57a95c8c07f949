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

/**
 * One theme colour as the screens use it. `main` is the brand colour (borders, icons, charts, tinted
 * backgrounds); text and solid controls take the shades below, chosen so that text reaches WCAG AA (4.5:1).
 */
export interface ColorShades {
  main: string
  /** `main` plus a two-digit hex alpha: tinted backgrounds (light badges, flat buttons, chosen items). */
  light: string
  /** The colour as text on the skin's surfaces (card, page, row hover) and on its own `light` tint. */
  text: string
  /** Background of a solid control that carries text (solid buttons and badges)… */
  fill: string
  /** …and the text on it. */
  onFill: string
}

/** Dark text on the bright fills that white text cannot reach 4.5:1 on. */
const INK = '#22292f'

/**
 * Solid fills: the brand colour where white reaches 4.5:1 on it or on a barely darker shade of it (primary,
 * secondary, danger, dark); success, warning and info keep their bright fill with dark text.
 */
const fills: Record<ThemeColor, { fill: string; onFill: string }> = {
  primary: { fill: '#6d62e4', onFill: '#ffffff' },
  secondary: { fill: '#717579', onFill: '#ffffff' },
  success: { fill: main.success, onFill: INK },
  danger: { fill: '#c94849', onFill: '#ffffff' },
  warning: { fill: main.warning, onFill: INK },
  info: { fill: main.info, onFill: INK },
  dark: { fill: main.dark, onFill: '#ffffff' },
}

/** Text shades on light surfaces (light, bordered, the page of semi-dark): darker than the brand colour. */
const textOnLight: Record<ThemeColor, string> = {
  primary: '#5f55c7',
  secondary: '#65696c',
  success: '#187944',
  danger: '#b24041',
  warning: '#965e28',
  info: '#007684',
  dark: main.dark,
}

/** Text shades on dark surfaces (the dark skin, the menu of semi-dark): lighter than the brand colour. */
const textOnDark: Record<ThemeColor, string> = {
  primary: '#a8a1f6',
  secondary: '#a8aaae',
  success: main.success,
  danger: '#f18e8f',
  warning: main.warning,
  info: main.info,
  dark: '#aaaaaa',
}

const shades = (text: Record<ThemeColor, string>) =>
  Object.fromEntries(
    THEME_COLORS.map((name) => [
      name,
      { main: main[name], light: `${main[name]}${LIGHT_ALPHA}`, text: text[name], ...fills[name] },
    ]),
  ) as Record<ThemeColor, ColorShades>

/** The colours on light surfaces (the light skin's); `makeTheme` gives each skin its own. */
export const colors = shades(textOnLight)
const colorsOnDark = shades(textOnDark)

export interface Skin {
  body: string
  card: string
  text: string
  heading: string
  /** Secondary text (dates, hints, counts): lighter than `text` yet 4.5:1 on the page, cards and row hover. */
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
  muted: '#6d6d73',
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
  muted: '#a5a9b2',
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
  /** The theme colours with text shades for the skin's page and cards. */
  colors: Record<ThemeColor, ColorShades>
  /** The same for the side menu (dark in the semi-dark skin). */
  menuColors: Record<ThemeColor, ColorShades>
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
    colors: palette.dark ? colorsOnDark : colors,
    menuColors: palette.darkMenu ? colorsOnDark : colors,
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

/** A theme colour as the spec names it (`light-danger`, `success`); an unknown name is secondary. */
export function namedColor(theme: Pick<AppTheme, 'colors'>, name: string): ColorShades {
  const base = name.startsWith('light-') ? name.slice('light-'.length) : name
  return theme.colors[base as ThemeColor] ?? theme.colors.secondary
}

/** Badge colours as the spec names them (`light-danger`, `success`): a theme colour, solid or light. */
export function badgeColors(
  theme: Pick<AppTheme, 'colors'>,
  name: string,
): { background: string; color: string } {
  const shades = namedColor(theme, name)
  return name.startsWith('light-')
    ? { background: shades.light, color: shades.text }
    : { background: shades.fill, color: shades.onFill }
}
