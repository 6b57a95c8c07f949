import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import SettingsIcon from 'lucide-react/icons/settings'
import type { UserData } from '../../domain/auth'
import { session } from '../session/session'
import { Footer } from './Footer'
import { HorizontalMenu } from './HorizontalMenu'
import { derivedLayout, layout, trackWindowWidth } from './layout-store'
import { Navbar } from './Navbar'
import { ScrollToTop } from './ScrollToTop'
import { COLLAPSED_MENU_WIDTH, MENU_WIDTH, SideMenu } from './SideMenu'

const Customizer = lazy(() => import('./Customizer'))

/** The customizer toggle's width: a 24 px target and more (WCAG 2.5.8), narrow enough for the page's gutter. */
const TOGGLE_WIDTH = 28

const Frame = styled.div<{ $menuSpace: number }>`
  min-height: 100vh;
  padding-inline-start: ${({ $menuSpace }) => $menuSpace}px;
  transition: padding 0.25s ease;
`
const Content = styled.div<{ $boxed: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  padding: 0 2rem;
  ${({ $boxed }) =>
    $boxed &&
    css`
      max-width: 1440px;
      margin: 0 auto;
    `}
  @media (max-width: 575px) {
    padding: 0 1.2rem;
  }
  /* The customizer's toggle floats at the inline end: the content keeps out of its gutter, so it never covers a
     column, a button or a field. */
  padding-inline-end: max(2rem, ${TOGGLE_WIDTH + 4}px);
  main {
    flex: 1;
  }
`
const CustomizerToggle = styled.button`
  position: fixed;
  top: 50%;
  inset-inline-end: 0;
  z-index: 1040;
  width: ${TOGGLE_WIDTH}px;
  height: 38px;
  border: 0;
  border-start-start-radius: 6px;
  border-end-start-radius: 6px;
  background: ${({ theme }) => theme.colors.primary.fill};
  color: ${({ theme }) => theme.colors.primary.onFill};
  cursor: pointer;
  box-shadow: 0 0 8px rgba(0, 0, 0, 0.1);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
  /* The cog turns while the pointer or the focus is on it, unless the person asked for less motion. A cog turning
     on every screen all day kept the page drawing sixty frames a second: a phone's battery, and a quarter of the
     CPU of the end-to-end run. */
  @media (prefers-reduced-motion: no-preference) {
    &:hover svg,
    &:focus-visible svg {
      animation: customizer-spin 6s linear infinite;
    }
  }
  @keyframes customizer-spin {
    to {
      transform: rotate(360deg);
    }
  }
`

/**
 * The signed-in layout: vertical (side menu) or horizontal (menu bar under the navbar), the navbar, the
 * page, the footer, scroll-to-top and the customizer. Below 1200 px the vertical layout is used.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell')
  const { userData } = useSnapshot(session) as { userData: UserData | null }
  const state = useSnapshot(layout)
  const { shownLayout, compact, collapsed } = derivedLayout(state)
  const [customizerOpen, setCustomizerOpen] = useState(false)
  const customizerToggle = useRef<HTMLButtonElement>(null)
  // Closed (Escape or its close button), the customizer gives the focus back to the toggle that opened it.
  const closeCustomizer = useCallback(() => {
    setCustomizerOpen(false)
    customizerToggle.current?.focus()
  }, [])
  useEffect(() => trackWindowWidth(), [])
  if (!userData) return <>{children}</>

  const vertical = shownLayout === 'vertical'
  const showSideMenu = vertical && (!state.menuHidden || compact)
  const menuSpace =
    !vertical || compact || state.menuHidden ? 0 : collapsed ? COLLAPSED_MENU_WIDTH : MENU_WIDTH
  return (
    <Frame $menuSpace={menuSpace} data-layout={shownLayout} data-testid="app-layout">
      {showSideMenu && <SideMenu userData={userData} />}
      <Content $boxed={state.contentWidth === 'boxed'}>
        <Navbar userData={userData} />
        {!vertical && !state.menuHidden && <HorizontalMenu userData={userData} />}
        <main>{children}</main>
        <Footer />
      </Content>
      <ScrollToTop />
      <CustomizerToggle
        ref={customizerToggle}
        type="button"
        aria-label={t('customizer.open')}
        aria-expanded={customizerOpen}
        onClick={() => setCustomizerOpen(!customizerOpen)}
      >
        <SettingsIcon aria-hidden="true" />
      </CustomizerToggle>
      {customizerOpen && (
        <Suspense fallback={null}>
          <Customizer onClose={closeCustomizer} />
        </Suspense>
      )}
    </Frame>
  )
}
