/**
 * Three-letter month names for the dd-Mon-yy display. Fixed tables rather than Intl data, so the display
 * is the same on every runtime: ru uses the usual abbreviations (Янв, Фев, ...), am (Armenian) the CLDR
 * abbreviations (հնվ, փտվ, ...), both capitalised like the English `Mar`.
 */
export const SHORT_MONTH_NAMES: Readonly<Record<'en' | 'ru' | 'am', readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ru: ['Янв', 'Фев', 'Мар', 'Апр', 'Май', 'Июн', 'Июл', 'Авг', 'Сен', 'Окт', 'Ноя', 'Дек'],
  am: ['Հնվ', 'Փտվ', 'Մրտ', 'Ապր', 'Մյս', 'Հնս', 'Հլս', 'Օգս', 'Սեպ', 'Հոկ', 'Նոյ', 'Դեկ'],
}

export function shortMonthName(monthIndex: number, locale: string): string {
  const table = SHORT_MONTH_NAMES[locale as keyof typeof SHORT_MONTH_NAMES] ?? SHORT_MONTH_NAMES.en
  return table[monthIndex] ?? ''
}
