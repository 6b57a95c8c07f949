import { Avatar } from '../../../kit/primitives/Avatar'
import type { ThemeColor } from '../../../theme/theme'

/** A user's picture, or their initials on their colour when they have none; decorative beside their name. */
export function UserAvatar({
  user,
  size = 34,
}: {
  user: { fullName: string; avatar?: string; avatarColor?: string }
  size?: number
}) {
  return (
    <Avatar
      name={user.fullName}
      src={user.avatar}
      size={size}
      color={(user.avatarColor || 'primary') as ThemeColor}
      decorative
    />
  )
}
