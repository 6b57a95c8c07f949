import i18n from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES } from './languages'
import { FIRST_NAMESPACES, LANGUAGE_KEY, fetchLocale, storedLanguage } from './locale-files'

/**
 * i18next with locale files from the assets folder (`/locales/<lng>/<ns>.json`), in the stored language or English.
 * The app's one instance by default; a test gives its own (the test workers share modules between files).
 */
export function initI18n(instance: typeof i18n = i18n): Promise<unknown> {
  instance.on('languageChanged', (language) => {
    // `am` is the app's code for Armenian; the document says `hy`, its BCP 47 tag.
    document.documentElement.lang = language === 'am' ? 'hy' : language
    try {
      localStorage.setItem(LANGUAGE_KEY, language)
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
  })
  return (
    instance
      // Each namespace is fetched from the assets folder when a screen first asks for it (`/locales/<lng>/<ns>.json`).
      .use(resourcesToBackend(fetchLocale))
      .use(initReactI18next)
      .init({
        lng: storedLanguage(),
        // Only the person's language is downloaded (issue 31): every key exists in every language (locales.test.ts),
        // so a Russian or Armenian screen does not fetch and parse the English files beside its own.
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        ns: FIRST_NAMESPACES,
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      })
  )
}

export { i18n }
