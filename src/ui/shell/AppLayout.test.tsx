import '@abraham/reflection'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { container } from 'tsyringe'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_LAYOUT } from '../../domain/layout'
import type { PreferencesPort } from '../../ports/preferences-port'
import { PORTS } from '../../ports/tokens'
import { session } from '../session/session'
import { initTestI18n } from '../../testing/i18n'
import AppLayout from './AppLayout'
import { layout, loadLayout, setLayout } from './layout-store'
import { renderShell, resizeWindow } from '../../testing/render-shell'
import { userOf } from '../../testing/users'

function memoryPreferences(initial: Record<string, unknown> = {}) {
  const saved: Record<string, unknown>[] = []
  const port: PreferencesPort = {
    load: () => ({ ...initial }),
    save: vi.fn((prefs) => void saved.push({ ...prefs })),
  }
  return { port, saved }
}

const renderLayout = () =>
  renderShell(
    <AppLayout>
      <h1>Page</h1>
    </AppLayout>,
  )
const frame = () => screen.getByTestId('app-layout')

describe('the app layout', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    initTestI18n()
    // The navbar's menus and the customizer load when first needed (or idle): their modules are compiled here,
    // once, so that a test's wait for a menu is not the worker compiling React Aria on a busy machine.
    await Promise.all([import('./NavPopups'), import('./Customizer')])
  }, 60_000)
  beforeEach(() => {
    container.clearInstances()
    container.register(PORTS.bookmarks, {
      useValue: { loadBookmarks: async () => ({ suggestions: [], bookmarks: [] }), toggleBookmark: vi.fn() },
    })
    session.userData = userOf('admin')
    resizeWindow(1440)
    loadLayout(memoryPreferences().port)
  })
  afterEach(() => {
    session.userData = null
  })

  it('starts with the defaults of spec §1: light, vertical, boxed, floating navbar, static footer', () => {
    renderLayout()
    expect(frame()).toHaveAttribute('data-layout', 'vertical')
    expect(layout).toMatchObject(DEFAULT_LAYOUT)
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      /© \d{4} CargoDesk Logistics, all rights reserved\./,
    )
    expect(screen.queryByRole('button', { name: 'Toggle menu' })).not.toBeInTheDocument()
  })

  it('forces the vertical layout below 1200 px and restores the horizontal one at 1200 px', async () => {
    renderLayout()
    await act(async () => setLayout('layout', 'horizontal'))
    expect(frame()).toHaveAttribute('data-layout', 'horizontal')
    await act(async () => resizeWindow(1199))
    expect(frame()).toHaveAttribute('data-layout', 'vertical')
    expect(layout.layout).toBe('horizontal')
    const toggle = screen.getByRole('button', { name: 'Toggle menu' })
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await act(async () => resizeWindow(1200))
    expect(frame()).toHaveAttribute('data-layout', 'horizontal')
    expect(screen.queryByRole('button', { name: 'Toggle menu' })).not.toBeInTheDocument()
    expect(layout.mobileMenuOpen).toBe(false)
  })

  it('shows no menu toggle on a narrow window when the menu is hidden', async () => {
    renderLayout()
    await act(async () => {
      setLayout('menuHidden', true)
      resizeWindow(800)
    })
    expect(screen.queryByRole('button', { name: 'Toggle menu' })).not.toBeInTheDocument()
  })

  it('hides the navbar and footer when their type is hidden', async () => {
    renderLayout()
    await act(async () => {
      setLayout('navbarType', 'hidden')
      setLayout('footerType', 'hidden')
    })
    expect(screen.queryByRole('button', { name: /^User menu/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  })

  it('changes the skin from the navbar toggle and opens the customizer', async () => {
    renderLayout()
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark skin' }))
    expect(layout.skin).toBe('dark')
    expect(screen.getByRole('button', { name: 'Switch to light skin' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Open the theme customizer' }))
    const panel = await screen.findByRole('dialog', { name: 'Theme customizer' })
    await userEvent.click(within(panel).getByRole('radio', { name: 'Semi dark' }))
    expect(layout.skin).toBe('semi-dark')
    await userEvent.click(within(panel).getByRole('switch', { name: 'Right to left' }))
    expect(document.documentElement.dir).toBe('rtl')
    await userEvent.click(within(panel).getByRole('radio', { name: 'Full width' }))
    expect(layout.contentWidth).toBe('full')
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset to defaults' }))
    expect(layout).toMatchObject(DEFAULT_LAYOUT)
    expect(document.documentElement.dir).toBe('ltr')
  })

  it('gives the horizontal navbar its scrolled style after 65 px', async () => {
    renderLayout()
    await act(async () => setLayout('layout', 'horizontal'))
    const navbar = screen.getByRole('banner')
    const scrollTo = async (y: number) =>
      act(async () => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
        window.dispatchEvent(new Event('scroll'))
      })
    await scrollTo(65)
    expect(navbar).not.toHaveAttribute('data-scrolled')
    await scrollTo(66)
    expect(navbar).toHaveAttribute('data-scrolled', 'true')
    await scrollTo(0)
  })

  it('shows the scroll-to-top button after 300 px of scrolling', async () => {
    renderLayout()
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument()
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 301, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument()
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument(),
    )
  })

  it('shows the full name, role and the default avatar, and logs out to /login', async () => {
    container.register(PORTS.session, { useValue: { logout: vi.fn(async () => undefined) } as never })
    container.register(PORTS.sessionStorage, { useValue: { clear: vi.fn() } as never })
    const { location } = renderLayout()
    const userMenu = screen.getByRole('button', { name: /^User menu/ })
    expect(userMenu).toHaveTextContent('Admin User')
    expect(userMenu).toHaveTextContent('Admin')
    expect(userMenu.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    // The menu's code is not part of the first screen: pointing at its button brings it, and React Aria's button
    // takes the place of the one shown until then (a press before that is the kit's test, on-demand.test.tsx).
    await userEvent.hover(userMenu)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^User menu/ })).toHaveAttribute('data-rac'),
    )
    await userEvent.click(screen.getByRole('button', { name: /^User menu/ }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
    expect(location.history.at(-1)).toBe('/login')
    expect(session.userData).toBeNull()
  })
})

describe('layout persistence', () => {
  it('saves skin, direction and menu-collapsed, and nothing else', () => {
    const { port, saved } = memoryPreferences()
    container.register(PORTS.preferences, { useValue: port })
    loadLayout()
    setLayout('skin', 'dark')
    setLayout('menuCollapsed', true)
    setLayout('navbarType', 'sticky')
    expect(saved).toEqual([
      { skin: 'dark', direction: 'ltr', menuCollapsed: false },
      { skin: 'dark', direction: 'ltr', menuCollapsed: true },
    ])
  })

  it('restores the saved choices at start-up and applies the direction', () => {
    loadLayout(
      memoryPreferences({ skin: 'bordered', direction: 'rtl', menuCollapsed: true, navbarType: 'hidden' })
        .port,
    )
    expect(layout).toMatchObject({
      ...DEFAULT_LAYOUT,
      skin: 'bordered',
      direction: 'rtl',
      menuCollapsed: true,
    })
    expect(document.documentElement.dir).toBe('rtl')
    loadLayout(memoryPreferences({ skin: 'neon' }).port)
    expect(layout.skin).toBe('light')
  })
})
