import styled from 'styled-components'
import { formatDisplayDate } from '../../../../domain/dates'
import { intlLocaleTag } from '../../../../domain/money/locale'

/** A borderless icon button of the e-mail toolbars. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.2rem;
  min-height: 2.2rem;
  padding: 0.35rem;
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.skin.heading};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
  svg {
    width: 1.2rem;
    height: 1.2rem;
  }
  [dir='rtl'] & .flip {
    transform: scaleX(-1);
  }
`

/** The star toggle (filled when starred). */
export const StarButton = styled(IconButton)<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.colors.warning.text : theme.skin.muted)};
  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
`

/** An email's time in a list: the time of day when it is today, else the day (dd-Mon-yy). */
export function emailTime(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  if (date.toDateString() === now.toDateString())
    return date.toLocaleTimeString(intlLocaleTag(language), { hour: '2-digit', minute: '2-digit' })
  return formatDisplayDate(date, language)
}

/** An email's full date and time in the message view. */
export function emailDateTime(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${formatDisplayDate(date, language)} ${date.toLocaleTimeString(intlLocaleTag(language), {
    hour: '2-digit',
    minute: '2-digit',
  })}`
}
