import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { ChatStatus } from '../../../../domain/apps/chat'
import type { ThemeColor } from '../../../theme/theme'

/** The dot colour of each status. */
export const STATUS_COLORS: Record<ChatStatus, ThemeColor> = {
  online: 'success',
  busy: 'danger',
  away: 'warning',
  offline: 'secondary',
}

const Wrap = styled.span<{ $size: string }>`
  position: relative;
  flex: none;
  display: inline-block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  img {
    width: 100%;
    height: 100%;
    border-radius: 50%;
    display: block;
  }
`
const Dot = styled.span<{ $color: ThemeColor }>`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  width: 28%;
  height: 28%;
  min-width: 0.6rem;
  min-height: 0.6rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => theme.colors[$color].main};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.skin.card};
`

/**
 * A person's picture with their status as a coloured dot; the status is said in words to assistive
 * technology (the picture itself is decorative: the name is always beside it).
 */
export function ChatAvatar({
  avatar,
  status,
  size = '2.4rem',
}: {
  avatar: string
  status?: ChatStatus
  size?: string
}) {
  const { t } = useTranslation('chat')
  return (
    <Wrap $size={size}>
      <img src={avatar} alt="" />
      {status && (
        <>
          <Dot $color={STATUS_COLORS[status]} aria-hidden />
          <span className="visually-hidden">{t(`statuses.${status}`)}</span>
        </>
      )}
    </Wrap>
  )
}
