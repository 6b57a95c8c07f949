import { useMemo, useState } from 'react'
import { Link, useLocation } from 'wouter'
import styled, { css } from 'styled-components'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import ChevronRightIcon from 'lucide-react/icons/chevron-right'
import CircleIcon from 'lucide-react/icons/circle'
import CircleDotIcon from 'lucide-react/icons/circle-dot'
import XIcon from 'lucide-react/icons/x'
import type { MenuGroup, MenuItem } from '../../domain/access'
import type { UserData } from '../../domain/auth'
import { derivedLayout, layout, setLayout } from './layout-store'
import { menuIcon } from './menu-icons'
import { isActivePath, menuEntriesFor } from './menu-entries'

export const MENU_WIDTH = 260
export const COLLAPSED_MENU_WIDTH = 80

const Nav = styled.nav<{ $collapsed: boolean; $compact: boolean; $open: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-start: 0;
  z-index: 1031;
  width: ${MENU_WIDTH}px;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.skin.menu};
  color: ${({ theme }) => theme.skin.menuText};
  box-shadow: 0 0 15px 0 rgba(34, 41, 47, 0.05);
  border-inline-end: ${({ theme }) => (theme.skinName === 'bordered' ? `1px solid ${theme.skin.border}` : '0')};
  transition:
    width 0.25s ease,
    transform 0.25s ease;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      width: ${COLLAPSED_MENU_WIDTH}px;
      &:hover,
      &:focus-within {
        width: ${MENU_WIDTH}px;
      }
      &:not(:hover):not(:focus-within) .menu-text,
      &:not(:hover):not(:focus-within) .menu-chevron {
        display: none;
      }
      &:not(:hover):not(:focus-within) .menu-sub {
        display: none;
      }
    `}
  ${({ $compact, $open }) =>
    $compact &&
    css`
      transform: translateX(${$open ? '0' : '-110%'});
      [dir='rtl'] & {
        transform: translateX(${$open ? '0' : '110%'});
      }
      visibility: ${$open ? 'visible' : 'hidden'};
    `}
`
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 1.4rem 1.2rem 1rem 1.5rem;
  a {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    color: ${({ theme }) => theme.menuColors.primary.text};
    overflow: hidden;
  }
  img {
    width: 30px;
    height: 30px;
    flex-shrink: 0;
  }
  strong {
    font-size: 1.45rem;
    font-weight: 600;
    letter-spacing: 0.01rem;
    white-space: nowrap;
  }
`
const HeaderButton = styled.button`
  background: none;
  border: 0;
  padding: 0.25rem;
  cursor: pointer;
  color: ${({ theme }) => theme.menuColors.primary.text};
  display: inline-flex;
  svg {
    width: 1.2rem;
    height: 1.2rem;
  }
`
const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0.5rem 0.9rem 1.5rem;
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`
const rowStyle = css`
  display: flex;
  align-items: center;
  gap: 0.9rem;
  width: 100%;
  padding: 0.65rem 0.95rem;
  margin: 0.1rem 0;
  border-radius: 0.358rem;
  white-space: nowrap;
  background: none;
  border: 0;
  cursor: pointer;
  font-size: 1rem;
  text-align: start;
  color: inherit;
  transition:
    padding 0.15s ease,
    background 0.15s ease;
  svg {
    width: 1.2rem;
    height: 1.2rem;
    flex-shrink: 0;
  }
`
const ItemLink = styled(Link)<{ $active: boolean; $sub?: boolean }>`
  ${rowStyle}
  ${({ $sub }) =>
    $sub &&
    css`
      svg {
        width: 0.75rem;
        height: 0.75rem;
      }
    `}
  color: ${({ theme, $active }) => ($active ? theme.colors.primary.onFill : 'inherit')};
  /* The label sits at the start, on the solid end of the gradient (its text reaches 4.5:1 there). */
  background: ${({ theme, $active }) =>
    $active
      ? `linear-gradient(${theme.direction === 'rtl' ? -118 : 118}deg, ${theme.colors.primary.fill}, ${theme.colors.primary.main})`
      : 'none'};
  box-shadow: ${({ theme, $active }) => ($active ? `0 0 10px 1px ${theme.colors.primary.main}b3` : 'none')};
  &:hover {
    ${({ $active }) =>
      !$active &&
      css`
        padding-inline-start: 1.2rem;
      `}
  }
`
const GroupButton = styled.button<{ $open: boolean; $active: boolean }>`
  ${rowStyle}
  background: ${({ theme, $open, $active }) => ($open || $active ? theme.skin.hover : 'none')};
  ${({ theme }) =>
    theme.skin.darkMenu &&
    css`
      background: none;
    `}
  .menu-chevron {
    margin-inline-start: auto;
    transition: transform 0.2s;
    transform: rotate(${({ $open }) => ($open ? '90deg' : '0')});
  }
  [dir='rtl'] & .menu-chevron {
    transform: rotate(${({ $open }) => ($open ? '90deg' : '180deg')});
  }
`
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(34, 41, 47, 0.5);
  z-index: 1030;
`

function ItemRow({
  item,
  location,
  sub,
  onNavigate,
}: {
  item: MenuItem
  location: string
  sub?: boolean
  onNavigate: () => void
}) {
  const { t } = useTranslation('shell')
  const active = isActivePath(item.path, location)
  const Icon = sub ? (active ? CircleDotIcon : CircleIcon) : menuIcon(item.icon)
  return (
    <li>
      <ItemLink
        href={item.path}
        $active={active}
        $sub={sub}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <Icon aria-hidden="true" />
        <span className="menu-text">{t(item.titleKey)}</span>
      </ItemLink>
    </li>
  )
}

function GroupRow({
  group,
  location,
  onNavigate,
}: {
  group: MenuGroup
  location: string
  onNavigate: () => void
}) {
  const { t } = useTranslation('shell')
  const active = group.items.some((item) => isActivePath(item.path, location))
  const [open, setOpen] = useState(active)
  const Icon = menuIcon(group.icon)
  const id = `menu-group-${group.id}`
  return (
    <li>
      <GroupButton
        type="button"
        $open={open}
        $active={active}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <Icon aria-hidden="true" />
        <span className="menu-text">{t(group.titleKey)}</span>
        <ChevronRightIcon className="menu-chevron" aria-hidden="true" />
      </GroupButton>
      {/* A closed group's items are not rendered: about forty links, icons and translations the first screen
          drew and hid (issue 31); the list stays, empty, for the button's aria-controls. */}
      <List id={id} className="menu-sub" hidden={!open}>
        {open &&
          group.items.map((item) => (
            <ItemRow key={item.id} item={item} location={location} sub onNavigate={onNavigate} />
          ))}
      </List>
    </li>
  )
}

/**
 * The vertical menu of spec §2: collapsible groups (the one holding the current page starts open), icons,
 * the active item highlighted. Items and groups show only if the user may read their resource. On narrow
 * windows it is an off-canvas panel opened from the navbar; collapsed, it shows icons and opens on hover.
 */
export function SideMenu({ userData }: { userData: UserData }) {
  const { t } = useTranslation('shell')
  const [location] = useLocation()
  const state = useSnapshot(layout)
  const { compact, collapsed } = derivedLayout(state)
  const entries = useMemo(() => menuEntriesFor(userData), [userData])
  const closeMobile = () => {
    if (layout.mobileMenuOpen) layout.mobileMenuOpen = false
  }
  return (
    <>
      {compact && state.mobileMenuOpen && <Backdrop aria-hidden="true" onClick={closeMobile} />}
      <Nav
        aria-label={t('menu.label')}
        $collapsed={collapsed}
        $compact={compact}
        $open={state.mobileMenuOpen}
        data-collapsed={collapsed || undefined}
      >
        <Header>
          <Link href="/" aria-label={t('brand')}>
            <img src="/logo.svg" alt="" />
            <strong className="menu-text">{t('brand')}</strong>
          </Link>
          {compact ? (
            <HeaderButton type="button" aria-label={t('menu.close')} onClick={closeMobile}>
              <XIcon aria-hidden="true" />
            </HeaderButton>
          ) : (
            <HeaderButton
              type="button"
              className="menu-text"
              aria-pressed={state.menuCollapsed}
              aria-label={t('menu.collapse')}
              onClick={() => setLayout('menuCollapsed', !state.menuCollapsed)}
            >
              {state.menuCollapsed ? <CircleIcon aria-hidden="true" /> : <CircleDotIcon aria-hidden="true" />}
            </HeaderButton>
          )}
        </Header>
        <Scroll>
          <List>
            {entries.map((entry) =>
              entry.kind === 'item' ? (
                <ItemRow key={entry.id} item={entry} location={location} onNavigate={closeMobile} />
              ) : (
                <GroupRow key={entry.id} group={entry} location={location} onNavigate={closeMobile} />
              ),
            )}
          </List>
        </Scroll>
      </Nav>
    </>
  )
}
