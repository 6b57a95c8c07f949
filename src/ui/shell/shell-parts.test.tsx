import '@abraham/reflection'
import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PaymentLineBadge } from '../components/Badge'
import { installRipple } from './ripple'
import { LIGHT_ALPHA, badgeColors, colors, makeTheme } from '../theme/theme'

describe('theme', () => {
  it('gives every theme colour a light variant of the main colour plus a two-digit hex alpha', () => {
    expect(colors.primary.main).toBe('#7367f0')
    for (const color of Object.values(colors)) expect(color.light).toBe(`${color.main}${LIGHT_ALPHA}`)
    expect(LIGHT_ALPHA).toMatch(/^[0-9a-f]{2}$/)
  })

  it('has the four skins; bordered swaps shadows for borders, semi-dark darkens only the menu', () => {
    expect(makeTheme('bordered')).toMatchObject({ shadow: 'none', cardBorder: '1px solid #ebe9f1' })
    expect(makeTheme('semi-dark').skin).toMatchObject({ dark: false, darkMenu: true, body: '#f8f8f8' })
    expect(makeTheme('dark').skin).toMatchObject({ dark: true, body: '#161d31' })
    expect(makeTheme('light', 'rtl').direction).toBe('rtl')
  })

  it('colours the invoice payment-line badges as spec §3 says', () => {
    expect(badgeColors(makeTheme(), 'light-danger')).toEqual({
      background: colors.danger.light,
      color: colors.danger.text,
    })
    render(
      <ThemeProvider theme={makeTheme()}>
        <PaymentLineBadge status="paid" label="Paid" />
      </ThemeProvider>,
    )
    expect(screen.getByText('Paid')).toHaveStyle({ color: colors.success.text })
  })

  /** WCAG 2 contrast ratio of two opaque colours `#rrggbb`. */
  const contrast = (a: string, b: string) => {
    const luminance = (hex: string) => {
      const [r, g, bl] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }) as [number, number, number]
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl
    }
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
    return (hi + 0.05) / (lo + 0.05)
  }
  /** `#rrggbbaa` laid over an opaque `#rrggbb`. */
  const over = (tint: string, base: string) => {
    const alpha = parseInt(tint.slice(7, 9), 16) / 255
    return `#${[1, 3, 5]
      .map((i) => {
        const value =
          parseInt(tint.slice(i, i + 2), 16) * alpha + parseInt(base.slice(i, i + 2), 16) * (1 - alpha)
        return Math.round(value).toString(16).padStart(2, '0')
      })
      .join('')}`
  }

  it.each(['light', 'bordered', 'semi-dark', 'dark'] as const)(
    'gives every colour a text shade that reaches 4.5:1 on the %s skin (page, cards, hover, its tint, the menu)',
    (name) => {
      const theme = makeTheme(name)
      const { skin } = theme
      for (const color of Object.values(theme.colors)) {
        for (const surface of [
          skin.card,
          skin.body,
          skin.hover,
          over(color.light, skin.card),
          over(color.light, skin.body),
        ])
          expect(contrast(color.text, surface)).toBeGreaterThanOrEqual(4.5)
        expect(contrast(color.onFill, color.fill)).toBeGreaterThanOrEqual(4.5)
      }
      for (const color of Object.values(theme.menuColors))
        expect(contrast(color.text, skin.menu)).toBeGreaterThanOrEqual(4.5)
      for (const text of [skin.text, skin.heading, skin.muted])
        for (const surface of [skin.card, skin.body, skin.hover])
          expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(skin.menuText, skin.menu)).toBeGreaterThanOrEqual(4.5)
    },
  )
})

describe('button ripple', () => {
  afterEach(() => vi.useRealTimers())

  it('grows from a press on a marked button and is gone after 500 ms', () => {
    vi.useFakeTimers()
    const uninstall = installRipple()
    render(<button data-ripple="">Save</button>)
    const button = screen.getByRole('button', { name: 'Save' })
    button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: 5, clientY: 5 }))
    expect(button.querySelectorAll('.ripple')).toHaveLength(1)
    vi.advanceTimersByTime(499)
    expect(button.querySelectorAll('.ripple')).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(button.querySelectorAll('.ripple')).toHaveLength(0)
    uninstall()
  })
})
