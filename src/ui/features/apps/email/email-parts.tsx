import styled from 'styled-components'
import { IconButton } from '../../../components/IconButton'
import { formatDisplayDate } from '../../../../domain/dates'
import { intlLocaleTag } from '../../../../domain/money/locale'

/** The star toggle (filled when starred). */
export const StarButton = styled(IconButton)<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.colors.warning.text : theme.skin.muted)};
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
