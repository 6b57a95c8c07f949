import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import styled, { css } from 'styled-components'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import MenuIcon from 'lucide-react/icons/menu'
import MoonIcon from 'lucide-react/icons/moon'
import SunIcon from 'lucide-react/icons/sun'
import SearchIcon from 'lucide-react/icons/search'
import LogOutIcon from 'lucide-react/icons/log-out'
import CommandIcon from 'lucide-react/icons/command'
import type { UserData } from '../../domain/auth'
import { isDarkSkin, isNavbarScrolled } from '../../domain/layout'
import { signOut } from '../session/session'
import { NavButton } from '../components/NavButton'
import { DeferredNavMenu } from './DeferredNavMenu'
import { LanguageSwitcher } from './LanguageSwitcher'
import { useIdle } from '../kit/use-idle'
import { derivedLayout, layout, setLayout } from './layout-store'
import { startKeepingKeys, takeKeptKeys } from './palette-keys'
import { NAVBAR_FLOAT_GAP, NAVBAR_MIN_HEIGHT } from './navbar-size'

const NavbarBookmarks = lazy(() => import('./NavbarBookmarks'))
const NavbarSearch = lazy(() => import('./NavbarSearch'))
const NavbarCart = lazy(() => import('./NavbarCart'))
const CommandPalette = lazy(() => import('./CommandPalette'))

const Bar = styled.header<{ $type: string; $scrolled: boolean; $horizontal: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: ${NAVBAR_MIN_HEIGHT};
  background: ${({ theme }) => theme.skin.card};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  border: ${({ theme }) => theme.cardBorder};
  padding: 0.6rem 1rem;
  margin: ${NAVBAR_FLOAT_GAP} 0 1.75rem;
  z-index: 1020;
  /* A phone fits the menu, bookmark and five end buttons only with less padding and no gap left over. */
  @media (max-width: 480px) {
    padding-inline: 0.5rem;
    gap: 0.25rem;
  }
  transition:
    box-shadow 0.25s,
    background 0.25s;
  ${({ $type }) =>
    $type === 'sticky' &&
    css`
      position: sticky;
      top: 0;
      margin-top: 0;
      border-radius: 0 0 0.428rem 0.428rem;
    `}
  ${({ $type }) =>
    $type === 'floating' &&
    css`
      position: sticky;
      top: ${NAVBAR_FLOAT_GAP};
    `}
  ${({ $type }) =>
    $type === 'static' &&
    css`
      margin-top: 0;
      border-radius: 0;
      box-shadow: none;
    `}
  ${({ $horizontal, $scrolled, theme }) =>
    $horizontal &&
    $scrolled &&
    css`
      background: ${theme.skin.card}f2;
      backdrop-filter: blur(6px);
      box-shadow: 0 4px 20px 0 rgba(0, 0, 0, 0.12);
    `}
`
const Start = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  flex: 1;
  min-width: 0;
`
const End = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  /* Room for the cart on a phone: the language shows by its flag (the menu keeps its label). */
  @media (max-width: 480px) {
    .navbar-language-name {
      display: none;
    }
  }
`
const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-inline-end: 1rem;
  color: ${({ theme }) => theme.colors.primary.text};
  font-size: 1.3rem;
  font-weight: 600;
  img {
    width: 28px;
    height: 28px;
  }
`
const UserSummary = styled.span`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  text-align: end;
  strong {
    display: block;
    color: ${({ theme }) => theme.skin.heading};
    font-weight: 600;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.skin.text};
  }
  @media (max-width: 575px) {
    span {
      display: none;
    }
  }
`
const Avatar = styled.img`
  width: 38px;
  height: 38px;
  border-radius: 50%;
  object-fit: cover;
`

/** The palette's button: on a phone the bar has no room for it (the shortcut needs a keyboard anyway). */
const PaletteButton = styled(NavButton)`
  @media (max-width: 575px) {
    display: none;
  }
`

export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="20" fill="#7367f0"/><circle cx="20" cy="15" r="7" fill="#fff"/><path d="M7 34c2-7 8-10 13-10s11 3 13 10" fill="#fff"/></svg>',
)}`

/** The avatar, or the default image when there is none or it fails to load. */
function UserAvatar({ src }: { src: string }) {
  const [failed, setFailed] = useState(false)
  return <Avatar src={!src || failed ? DEFAULT_AVATAR : src} alt="" onError={() => setFailed(true)} />
}

export function SkinToggle() {
  const { t } = useTranslation('shell')
  const { skin } = useSnapshot(layout)
  const dark = isDarkSkin(skin)
  return (
    <NavButton
      type="button"
      aria-label={dark ? t('skin.toLight') : t('skin.toDark')}
      onClick={() => setLayout('skin', dark ? 'light' : 'dark')}
    >
      {dark ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </NavButton>
  )
}

function UserMenu({ userData }: { userData: UserData }) {
  const { t } = useTranslation('shell')
  const [, navigate] = useLocation()
  const userName = userData.fullName || userData.username
  const roleName = t(`roles.${userData.role}`, { defaultValue: userData.role })
  const logout = async () => {
    // A single sign-on session leaves for the provider, which comes back to /login.
    if (!(await signOut())) navigate('/login', { replace: true })
  }
  return (
    <DeferredNavMenu
      // The name the button shows (user and role) is part of its accessible name (WCAG 2.5.3).
      label={`${t('userMenu.label')}: ${userName} ${roleName}`}
      button={
        <UserSummary>
          <span>
            {/* A name of the other direction (Latin in RTL) stays isolated, its punctuation in place. */}
            <strong dir="auto">{userName}</strong> <small>{roleName}</small>
          </span>
          <UserAvatar src={userData.avatar} />
        </UserSummary>
      }
      items={[
        {
          id: 'logout',
          textValue: t('userMenu.logout'),
          onAction: () => void logout(),
          content: (
            <>
              <LogOutIcon aria-hidden="true" width={16} height={16} />
              {t('userMenu.logout')}
            </>
          ),
        },
      ]}
    />
  )
}

/** Whether a key press is the command palette's shortcut: Ctrl/⌘ + K (anywhere, even in a text field). */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k'
}

/** Whether a key press is the global search's shortcut: `/` outside a text field (Ctrl/⌘ + K is the palette). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null
  const typing = target?.closest?.('input, textarea, select, [contenteditable="true"]')
  return event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey
}

/**
 * The top bar (spec §2): menu toggle on narrow windows, bookmarks, language, skin toggle, global search and
 * the user menu. Its position follows the navbar type (floating, sticky, static; hidden draws nothing).
 */
export function Navbar({ userData }: { userData: UserData }) {
  const { t } = useTranslation('shell')
  const state = useSnapshot(layout)
  const { menuToggle, shownLayout } = derivedLayout(state)
  const [searchOpen, setSearchOpen] = useState(false)
  // The cart count and the bookmarks start the in-browser mock: they wait until the page's own content has
  // had the browser first.
  const idle = useIdle()
  const [paletteOpen, setPaletteOpen] = useState(false)
  const paletteShown = useRef(false)
  useEffect(() => {
    paletteShown.current = paletteOpen
  }, [paletteOpen])
  const [scrolled, setScrolled] = useState(false)

  // Listening from before the navbar is painted: a shortcut pressed as soon as the screen shows is not lost
  // between the paint and a passive effect (seen on a busy machine: Ctrl+K right after the user menu appeared).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteShortcut(event)) {
        event.preventDefault()
        setSearchOpen(false)
        // Keys typed while the palette's code loads go to its field (an open palette's field has them).
        if (!paletteShown.current) startKeepingKeys()
        setPaletteOpen(true)
      } else if (isSearchShortcut(event)) {
        event.preventDefault()
        setSearchOpen(true)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  useEffect(() => {
    // Fetch the search chunk early, so the keys typed right after the shortcut are not lost.
    const timer = setTimeout(() => void import('./NavbarSearch'), 1500)
    return () => clearTimeout(timer)
  }, [])
  useEffect(() => {
    const onScroll = () => setScrolled(isNavbarScrolled(window.scrollY))
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  // The palette opens with the navbar hidden too (its shortcut is the way in then).
  const palette = paletteOpen && (
    <Suspense fallback={null}>
      <CommandPalette
        userData={userData}
        onClose={() => {
          takeKeptKeys()
          setPaletteOpen(false)
        }}
      />
    </Suspense>
  )
  if (state.navbarType === 'hidden') return palette || null
  return (
    <Bar
      $type={state.navbarType}
      $scrolled={scrolled}
      $horizontal={shownLayout === 'horizontal'}
      data-scrolled={scrolled || undefined}
    >
      <Start>
        {menuToggle && (
          <NavButton
            type="button"
            aria-label={t('menu.toggle')}
            aria-expanded={state.mobileMenuOpen}
            onClick={() => (layout.mobileMenuOpen = !layout.mobileMenuOpen)}
          >
            <MenuIcon aria-hidden="true" />
          </NavButton>
        )}
        {(shownLayout === 'horizontal' || state.menuHidden) && (
          <Brand href="/" aria-label={t('brand')}>
            <img src="/logo.svg" alt="" />
            <span>{t('brand')}</span>
          </Brand>
        )}
        {idle && (
          <Suspense fallback={null}>
            <NavbarBookmarks />
          </Suspense>
        )}
      </Start>
      <End>
        <LanguageSwitcher />
        <SkinToggle />
        <NavButton
          type="button"
          aria-label={t('search.open')}
          aria-keyshortcuts="/"
          onClick={() => setSearchOpen(true)}
        >
          <SearchIcon aria-hidden="true" />
        </NavButton>
        <PaletteButton
          type="button"
          aria-label={t('palette.open')}
          title={`${t('palette.open')} (Ctrl+K)`}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => {
            setSearchOpen(false)
            setPaletteOpen(true)
          }}
        >
          <CommandIcon aria-hidden="true" />
        </PaletteButton>
        {idle && (
          <Suspense fallback={null}>
            <NavbarCart />
          </Suspense>
        )}
        <UserMenu userData={userData} />
      </End>
      {palette}
      {searchOpen && (
        <Suspense fallback={null}>
          <NavbarSearch userData={userData} onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </Bar>
  )
}
