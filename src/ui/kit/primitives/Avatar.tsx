import styled from 'styled-components'
import { initials } from '../../../domain/apps/users'
import { badgeColors, type ThemeColor } from '../../theme/theme'

export type AvatarStatus = 'online' | 'away' | 'busy' | 'offline'
const STATUS_COLOR: Record<AvatarStatus, ThemeColor> = {
  online: 'success',
  away: 'warning',
  busy: 'danger',
  offline: 'secondary',
}

const Round = styled.span<{ $size: number; $color: string }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  font-weight: 600;
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  background: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).background};
  color: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).color};
  img {
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
  }
`
const Dot = styled.span<{ $color: ThemeColor; $size: number }>`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  width: ${({ $size }) => Math.max(8, Math.round($size / 4))}px;
  height: ${({ $size }) => Math.max(8, Math.round($size / 4))}px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.skin.card};
  background: ${({ theme, $color }) => theme.colors[$color].main};
`

export interface AvatarProps {
  /** Whose picture: gives the initials when there is no image, and the name when it is not decorative. */
  name: string
  /** A picture; initials on the colour otherwise. */
  src?: string
  size?: number
  /** The theme colour behind the initials. */
  color?: ThemeColor
  /** A presence dot; its meaning is in `statusLabel` (the name then says it: "Anna Admin, online"). */
  status?: AvatarStatus
  statusLabel?: string
  /** Beside the person's written name: hidden from assistive tech, which reads the name once. */
  decorative?: boolean
}

/** A person's picture or initials, optionally with a presence dot; named unless it is decorative. */
export function Avatar({
  name,
  src,
  size = 34,
  color = 'primary',
  status,
  statusLabel,
  decorative,
}: AvatarProps) {
  const label = statusLabel ? `${name}, ${statusLabel}` : name
  const naming = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': label }
  return (
    <Round $size={size} $color={color} {...naming}>
      {src ? <img src={src} alt="" /> : <span aria-hidden="true">{initials(name)}</span>}
      {status && <Dot $color={STATUS_COLOR[status]} $size={size} data-status={status} />}
    </Round>
  )
}

const Group = styled.ul`
  display: inline-flex;
  align-items: center;
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-inline-start: -0.6rem;
  }
  li > span {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.skin.card};
  }
  li:last-child:not(:has(> span)) {
    margin-inline-start: 0.5rem;
    color: ${({ theme }) => theme.skin.muted};
  }
`

/** Several people as overlapping avatars, the first `max` shown and "+N" for the rest. */
export function AvatarGroup({
  label,
  people,
  max = 4,
  size = 32,
  more,
}: {
  /** The list's accessible name (`Team of order #12`). */
  label: string
  people: readonly Omit<AvatarProps, 'size' | 'decorative'>[]
  max?: number
  size?: number
  /** The words for the people not shown (`{{count}} more`). */
  more: (count: number) => string
}) {
  const shown = people.slice(0, max)
  const hidden = people.length - shown.length
  return (
    <Group aria-label={label}>
      {shown.map((person) => (
        <li key={person.name}>
          <Avatar {...person} size={size} />
        </li>
      ))}
      {hidden > 0 && <li>{more(hidden)}</li>}
    </Group>
  )
}
