import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDisplayDate, formatDisplayDateTime } from '../../domain/dates'
import { formatMoney, type Money } from '../../domain/money'

/** Dates and money in the chosen language (spec §9 formats: dd-Mon-yy, $ for usd). */
export function useFormatters() {
  const { i18n } = useTranslation()
  const locale = i18n.language
  // The same functions while the language stays: a list's columns are made from them, and new ones at every
  // render rendered every row of the list again.
  return useMemo(
    () => ({
      locale,
      date: (date: Date | null | undefined) => formatDisplayDate(date, locale),
      /** The date and the 24-hour time (`24-Nov-26 10:31`), for moments such as a record's last change. */
      dateTime: (date: Date | null | undefined) => formatDisplayDateTime(date, locale),
      money: (money: Money) => formatMoney(money, locale),
    }),
    [locale],
  )
}
