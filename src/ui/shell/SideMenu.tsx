import { useMemo } from 'react'
import { Link, useLocation } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { menuFor, type MenuItem } from '../../domain/access'
import type { UserData } from '../../domain/auth'
import { abilityFor } from '../app/ability'

const Nav = styled.nav`
  width: 260px;
  flex-shrink: 0;
  background: ${({ theme }) => theme.skin.menu};
  box-shadow: 0 0 15px 0 rgba(34, 41, 47, 0.05);
  min-height: 100vh;
  padding: 1rem 0.75rem;
`
const Brand = styled.div`
  font-size: 1.45rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary.main};
  padding: 0.25rem 0.75rem 1.25rem;
`
const GroupTitle = styled.h2`
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.skin.muted};
  margin: 1rem 0.75rem 0.5rem;
`
const Item = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: 0.6rem 1rem;
  margin: 0.1rem 0;
  border-radius: 0.3rem;
  color: ${({ theme, $active }) => ($active ? '#fff' : theme.skin.menuText)};
  background: ${({ theme, $active }) =>
    $active ? `linear-gradient(118deg, ${theme.colors.primary.main}, ${theme.colors.primary.main}b3)` : 'transparent'};
  box-shadow: ${({ theme, $active }) => ($active ? `0 0 10px 1px ${theme.colors.primary.main}b3` : 'none')};
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

function MenuLink({ item, location }: { item: MenuItem; location: string }) {
  const { t } = useTranslation('shell')
  const active = location === item.path || location.startsWith(`${item.path}/`)
  return (
    <li>
      <Item href={item.path} $active={active} aria-current={active ? 'page' : undefined}>
        {t(item.titleKey)}
      </Item>
    </li>
  )
}

/** The side menu of spec §2, filtered by what the user may read (with the customer transform). */
export function SideMenu({ userData }: { userData: UserData }) {
  const { t } = useTranslation('shell')
  const [location] = useLocation()
  const entries = useMemo(() => {
    const ability = abilityFor(userData)
    return menuFor(userData.role, userData.username, (subject) => ability.can('read', subject))
  }, [userData])
  return (
    <Nav aria-label={t('menu.label')}>
      <Brand>{t('brand')}</Brand>
      {entries.map((entry) =>
        entry.kind === 'item' ? (
          <List key={entry.id}>
            <MenuLink item={entry} location={location} />
          </List>
        ) : (
          <section key={entry.id} aria-labelledby={`menu-${entry.id}`}>
            <GroupTitle id={`menu-${entry.id}`}>{t(entry.titleKey)}</GroupTitle>
            <List>
              {entry.items.map((item) => (
                <MenuLink key={item.id} item={item} location={location} />
              ))}
            </List>
          </section>
        ),
      )}
    </Nav>
  )
}
