import type { TFunction } from 'i18next'
import styled from 'styled-components'
import { Link } from 'wouter'
import CrownIcon from 'lucide-react/icons/crown'
import DatabaseIcon from 'lucide-react/icons/database'
import PencilIcon from 'lucide-react/icons/pencil'
import SettingsIcon from 'lucide-react/icons/settings'
import UserIcon from 'lucide-react/icons/user'
import type { ManagedUser } from '../../../../domain/apps/users'
import { Badge } from '../../../components/Badge'
import { UserAvatar } from './UserAvatar'

/** The badge colour of each status (as Vuexy's user list shows them). */
export const STATUS_COLORS: Record<string, string> = {
  active: 'light-success',
  pending: 'light-warning',
  inactive: 'light-secondary',
}

const ROLE_ICONS: Record<string, { icon: typeof UserIcon; color: string }> = {
  admin: { icon: CrownIcon, color: 'danger' },
  author: { icon: SettingsIcon, color: 'warning' },
  editor: { icon: PencilIcon, color: 'info' },
  maintainer: { icon: DatabaseIcon, color: 'success' },
  subscriber: { icon: UserIcon, color: 'primary' },
}

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.skin.muted};
  }
`
const RoleText = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  white-space: nowrap;
  svg {
    color: ${({ theme, $color }) => theme.colors[$color as 'primary']?.text ?? theme.colors.primary.text};
  }
`

export const userHref = (user: ManagedUser) => `/apps/user/view/${user.id}`

/** The user column: picture or initials, name (a link to the view) and e-mail. */
export function UserCell({ user }: { user: ManagedUser }) {
  return (
    <Who>
      <UserAvatar user={user} />
      <div>
        <Link href={userHref(user)}>{user.fullName}</Link>
        <small>{user.email}</small>
      </div>
    </Who>
  )
}

export function RoleCell({ role, t }: { role: string; t: TFunction }) {
  const { icon: Icon, color } = ROLE_ICONS[role] ?? { icon: UserIcon, color: 'secondary' }
  return (
    <RoleText $color={color}>
      <Icon aria-hidden="true" size={17} />
      {t(`users:roles.${role}`, { defaultValue: role })}
    </RoleText>
  )
}

export function StatusBadge({ status, t }: { status: string; t: TFunction }) {
  return (
    <Badge $color={STATUS_COLORS[status] ?? 'light-secondary'}>
      {t(`users:statuses.${status}`, { defaultValue: status })}
    </Badge>
  )
}
