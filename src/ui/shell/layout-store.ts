import { proxy } from 'valtio'
import {
  DEFAULT_LAYOUT,
  effectiveLayout,
  isCompactWidth,
  isPersistedKey,
  persistedPart,
  restorePreferences,
  showsCollapsedMenu,
  showsMenuToggle,
  type LayoutPreferences,
} from '../../domain/layout'
import type { PreferencesPort } from '../../ports/preferences-port'
import { PORTS } from '../../ports/tokens'
import { optionalPort } from '../runtime/optional-port'

export interface LayoutState extends LayoutPreferences {
  /** The window's inner width, kept up to date by `trackWindowWidth`. */
  width: number
  /** The off-canvas menu of narrow windows. */
  mobileMenuOpen: boolean
}

const initialWidth = () => (typeof window === 'undefined' ? 1440 : window.innerWidth)

/** The live layout choices of the shell (customizer, navbar skin toggle, menu collapse). */
export const layout = proxy<LayoutState>({ ...DEFAULT_LAYOUT, width: initialWidth(), mobileMenuOpen: false })

function preferencesPort(): PreferencesPort | undefined {
  return optionalPort(PORTS.preferences)
}

function applyToDocument(): void {
  if (typeof document === 'undefined') return
  document.documentElement.dir = layout.direction
  document.documentElement.dataset.skin = layout.skin
}

/** Reads the saved choices (through the preferences port) over the defaults, and applies the direction. */
export function loadLayout(port: PreferencesPort | undefined = preferencesPort()): void {
  Object.assign(layout, restorePreferences(port?.load()), { width: initialWidth(), mobileMenuOpen: false })
  applyToDocument()
}

/** Changes one choice; skin, direction and menu-collapsed are saved at once. */
export function setLayout<K extends keyof LayoutPreferences>(key: K, value: LayoutPreferences[K]): void {
  ;(layout as LayoutPreferences)[key] = value
  if (isPersistedKey(key)) preferencesPort()?.save(persistedPart(layout))
  applyToDocument()
}

/** Back to the defaults of spec §1 (and saves them). */
export function resetLayout(): void {
  Object.assign(layout, DEFAULT_LAYOUT)
  preferencesPort()?.save(persistedPart(layout))
  applyToDocument()
}

export function setWindowWidth(width: number): void {
  layout.width = width
  if (!isCompactWidth(width)) layout.mobileMenuOpen = false
}

/** Follows the window's width; answers the clean-up. */
export function trackWindowWidth(): () => void {
  const onResize = () => setWindowWidth(window.innerWidth)
  onResize()
  window.addEventListener('resize', onResize)
  return () => window.removeEventListener('resize', onResize)
}

/** What the shell draws from the state: the layout shown and the menu's form. */
export function derivedLayout(state: Pick<LayoutState, 'layout' | 'width' | 'menuCollapsed' | 'menuHidden'>) {
  return {
    shownLayout: effectiveLayout(state.layout, state.width),
    compact: isCompactWidth(state.width),
    menuToggle: showsMenuToggle(state.width, state.menuHidden),
    collapsed: showsCollapsedMenu(state.layout, state.width, state.menuCollapsed),
  }
}
