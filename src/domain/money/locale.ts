/** The app's languages (spec §9). `am` is the app's code for Armenian. */
export type AppLocale = 'en' | 'ru' | 'am'

export const APP_LOCALES: readonly AppLocale[] = ['en', 'ru', 'am']

/**
 * The BCP 47 tag handed to Intl for an app language. The app calls Armenian `am`, but for Intl `am` is
 * Amharic, so Armenian maps to `hy-AM`. Unknown tags fall back to `en-US`.
 */
export function intlLocaleTag(locale: string): string {
  switch (locale) {
    case 'en':
      return 'en-US'
    case 'ru':
      return 'ru-RU'
    case 'am':
    case 'hy':
      return 'hy-AM'
    default:
      try {
        return Intl.getCanonicalLocales(locale)[0] ?? 'en-US'
      } catch {
        return 'en-US'
      }
  }
}
