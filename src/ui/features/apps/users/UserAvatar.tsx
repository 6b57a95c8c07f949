import styled from 'styled-components'
import { initials } from '../../../../domain/apps/users'
import { badgeColors } from '../../../shell/theme'

const Round = styled.span<{ $size: number; $color: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  font-weight: 600;
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  background: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).background};
  color: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).color};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

/** A user's picture, or their initials on their colour when they have none; decorative beside their name. */
export function UserAvatar({
  user,
  size = 34,
}: {
  user: { fullName: string; avatar?: string; avatarColor?: string }
  size?: number
}) {
  return (
    <Round $size={size} $color={user.avatarColor || 'primary'} aria-hidden="true">
      {user.avatar ? <img src={user.avatar} alt="" /> : initials(user.fullName)}
    </Round>
  )
}
