import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import HourglassIcon from 'lucide-react/icons/hourglass'
import UserCheckIcon from 'lucide-react/icons/user-check'
import UserXIcon from 'lucide-react/icons/user-x'
import UsersIcon from 'lucide-react/icons/users'
import type { UserStats } from '../../../../domain/apps/users'
import { Card } from '../../../components/Card'
import { badgeColors } from '../../../theme/theme'

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 1.25rem;
`
const Stat = styled(Card).attrs({ as: 'li' })`
  margin: 0;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  strong {
    display: block;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  small {
    color: ${({ theme }) => theme.skin.muted};
  }
`
const Icon = styled.span<{ $color: string }>`
  display: inline-flex;
  padding: 0.6rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).background};
  color: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).color};
`

/** Total, active, pending and inactive users, counted from every user; each card also names the largest role. */
export function UserStatsCards({ stats }: { stats: UserStats | undefined }) {
  const { t } = useTranslation('users')
  const cards = [
    { id: 'total', label: t('stats.total'), value: stats?.total, icon: UsersIcon, color: 'primary' },
    {
      id: 'active',
      label: t('stats.active'),
      value: stats?.byStatus.active,
      icon: UserCheckIcon,
      color: 'success',
    },
    {
      id: 'pending',
      label: t('stats.pending'),
      value: stats?.byStatus.pending,
      icon: HourglassIcon,
      color: 'warning',
    },
    {
      id: 'inactive',
      label: t('stats.inactive'),
      value: stats?.byStatus.inactive,
      icon: UserXIcon,
      color: 'danger',
    },
  ]
  const admins = stats?.byRole.admin
  return (
    <section aria-label={t('stats.label')}>
      <Grid>
        {cards.map(({ id, label, value, icon: Glyph, color }) => (
          <Stat key={id}>
            <div>
              <small>{label}</small>
              <strong aria-busy={value === undefined}>{value ?? '…'}</strong>
              {id === 'total' && admins !== undefined && (
                <small>{t('stats.admins', { count: admins })}</small>
              )}
            </div>
            <Icon $color={color}>
              <Glyph aria-hidden="true" size={22} />
            </Icon>
          </Stat>
        ))}
      </Grid>
    </section>
  )
}
