/** Theme colours (spec §9): each has a main and a light variant, the light one being main + a two-digit hex alpha. */
const LIGHT_ALPHA = '1f'

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
}

export const skins = {
  light: { body: '#f8f8f8', card: '#ffffff', text: '#6e6b7b', heading: '#5e5873', muted: '#b9b9c3', border: '#ebe9f1', menu: '#ffffff', menuText: '#625f6e' },
  dark: { body: '#161d31', card: '#283046', text: '#b4b7bd', heading: '#d0d2d6', muted: '#676d7d', border: '#3b4253', menu: '#283046', menuText: '#d0d2d6' },
} satisfies Record<string, Skin>

export interface AppTheme {
  colors: typeof colors
  skin: Skin
  radius: string
  shadow: string
  font: string
}

export const makeTheme = (skin: Skin = skins.light): AppTheme => ({
  colors,
  skin,
  radius: '0.428rem',
  shadow: '0 4px 24px 0 rgba(34, 41, 47, 0.1)',
  font: "'Montserrat', 'Noto Sans Armenian', 'Segoe UI', Helvetica, Arial, sans-serif",
})
