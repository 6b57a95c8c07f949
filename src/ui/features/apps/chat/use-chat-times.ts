import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dayKind, localDay } from '../../../../domain/apps/chat'
import { formatDisplayDate } from '../../../../domain/dates'
import { intlLocaleTag } from '../../../../domain/money'

/** Message times in the page's language: the hour and minute, the list's short time and day headings. */
export function useChatTimes() {
  const { t, i18n } = useTranslation('chat')
  const language = i18n.language
  return useMemo(() => {
    const clock = new Intl.DateTimeFormat(intlLocaleTag(language), { hour: '2-digit', minute: '2-digit' })
    const time = (iso: string) => {
      const value = Date.parse(iso)
      return Number.isNaN(value) ? '' : clock.format(value)
    }
    const day = (dayText: string) => {
      if (dayText === '') return ''
      const kind = dayKind(dayText, new Date())
      if (kind !== 'other') return t(kind)
      const [y, m, d] = dayText.split('-').map(Number)
      return formatDisplayDate(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1), language)
    }
    return {
      time,
      day,
      /** The chats list: the time today, otherwise the day. */
      short: (iso: string) => {
        const dayText = localDay(iso)
        return dayText !== '' && dayKind(dayText, new Date()) === 'today' ? time(iso) : day(dayText)
      },
    }
  }, [language, t])
}
