import type { MenuLayout } from './preferences'

/** Below this window width the vertical layout is forced (spec §9). */
export const LAYOUT_BREAKPOINT = 1200
/** Scroll-to-top appears after this many pixels of scrolling. */
export const SCROLL_TOP_THRESHOLD = 300
/** The horizontal navbar takes its scrolled style after this many pixels. */
export const NAVBAR_SCROLLED_THRESHOLD = 65
/** How long a button ripple lasts, in milliseconds. */
export const RIPPLE_DURATION_MS = 500

/** A window narrower than the breakpoint: the menu becomes an overlay opened by the navbar toggle. */
export const isCompactWidth = (width: number): boolean => width < LAYOUT_BREAKPOINT

/**
 * The layout shown: vertical below 1200 px, the user's choice at 1200 px or wider. The choice itself is
 * kept untouched while the window is narrow, so widening the window restores the previous layout.
 */
export const effectiveLayout = (chosen: MenuLayout, width: number): MenuLayout =>
  isCompactWidth(width) ? 'vertical' : chosen

/** The navbar's menu toggle shows on narrow windows unless the menu is hidden. */
export const showsMenuToggle = (width: number, menuHidden: boolean): boolean =>
  isCompactWidth(width) && !menuHidden

/** The menu is drawn collapsed (icons only) only on a wide window with the vertical layout. */
export const showsCollapsedMenu = (chosen: MenuLayout, width: number, menuCollapsed: boolean): boolean =>
  menuCollapsed && effectiveLayout(chosen, width) === 'vertical' && !isCompactWidth(width)

export const showsScrollTop = (scrollY: number): boolean => scrollY > SCROLL_TOP_THRESHOLD
export const isNavbarScrolled = (scrollY: number): boolean => scrollY > NAVBAR_SCROLLED_THRESHOLD
