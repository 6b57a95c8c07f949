import 'reflect-metadata'
import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PaymentLineBadge } from '../components/Badge'
import { registerServiceWorker } from '../app/register-service-worker'
import { installRipple } from './ripple'
import { LIGHT_ALPHA, badgeColors, colors, makeTheme } from './theme'

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
    expect(badgeColors('light-danger')).toEqual({
      background: colors.danger.light,
      color: colors.danger.main,
    })
    render(
      <ThemeProvider theme={makeTheme()}>
        <PaymentLineBadge status="paid" label="Paid" />
      </ThemeProvider>,
    )
    expect(screen.getByText('Paid')).toHaveStyle({ color: colors.success.main })
  })
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

describe('service worker registration', () => {
  it('registers /sw.js in production and only logs a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const register = vi.fn(async () => Promise.reject(new Error('no worker')))
    const nav = { serviceWorker: { register } } as unknown as Navigator
    await expect(registerServiceWorker(nav, true)).resolves.toBeUndefined()
    expect(register).toHaveBeenCalledWith('/sw.js')
    expect(error).toHaveBeenCalledWith('Service worker registration failed:', expect.any(Error))
    error.mockRestore()
  })

  it('does nothing outside production builds', async () => {
    const register = vi.fn()
    await registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator, false)
    expect(register).not.toHaveBeenCalled()
  })
})
