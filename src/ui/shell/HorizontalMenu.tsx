import { useMemo } from 'react'
import { Link, useLocation } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import ChevronDownIcon from 'lucide-react/icons/chevron-down'
import type { UserData } from '../../domain/auth'
import { DeferredNavMenu } from './DeferredNavMenu'
import { menuIcon } from './menu-icons'
import { isActivePath, menuEntriesFor } from './menu-entries'

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.skin.card};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  border: ${({ theme }) => theme.cardBorder};
  margin-bottom: 1.5rem;
`
const TopLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.6rem 1rem;
  border-radius: 4px;
  color: ${({ theme, $active }) => ($active ? '#fff' : theme.skin.menuText)};
  background: ${({ theme, $active }) => ($active ? `linear-gradient(118deg, ${theme.colors.primary.main}, ${theme.colors.primary.main}b3)` : 'none')};
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`
const GroupLabel = styled.span<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1rem;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary.text : theme.skin.menuText)};
  svg {
    width: 1.1rem !important;
    height: 1.1rem !important;
  }
`

/** The horizontal form of the side menu (wide windows only): one dropdown per group. */
export function HorizontalMenu({ userData }: { userData: UserData }) {
  const { t } = useTranslation('shell')
  const [location] = useLocation()
  const entries = useMemo(() => menuEntriesFor(userData), [userData])
  return (
    <Bar aria-label={t('menu.label')}>
      {entries.map((entry) => {
        if (entry.kind === 'item') {
          const Icon = menuIcon(entry.icon)
          const active = isActivePath(entry.path, location)
          return (
            <TopLink
              key={entry.id}
              href={entry.path}
              $active={active}
              aria-current={active ? 'page' : undefined}
            >
              <Icon aria-hidden="true" />
              {t(entry.titleKey)}
            </TopLink>
          )
        }
        const Icon = menuIcon(entry.icon)
        const active = entry.items.some((item) => isActivePath(item.path, location))
        return (
          <DeferredNavMenu
            key={entry.id}
            align="start"
            label={t(entry.titleKey)}
            button={
              <GroupLabel $active={active}>
                <Icon aria-hidden="true" />
                {t(entry.titleKey)}
                <ChevronDownIcon aria-hidden="true" />
              </GroupLabel>
            }
            items={entry.items.map((item) => {
              const ItemIcon = menuIcon(item.icon)
              return {
                id: item.id,
                href: item.path,
                textValue: t(item.titleKey),
                current: isActivePath(item.path, location),
                content: (
                  <>
                    <ItemIcon aria-hidden="true" />
                    {t(item.titleKey)}
                  </>
                ),
              }
            })}
          />
        )
      })}
    </Bar>
  )
}
