import i18n from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages'
import { FIRST_NAMESPACES, LANGUAGE_KEY, fetchLocale, storedLanguage } from './locale-files'

/** i18next with locale files from the assets folder (`/locales/<lng>/<ns>.json`); English is default and fallback. */
export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', (language) => {
    // `am` is the app's code for Armenian; the document says `hy`, its BCP 47 tag.
    document.documentElement.lang = language === 'am' ? 'hy' : language
    try {
      localStorage.setItem(LANGUAGE_KEY, language)
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
  })
  return (
    i18n
      // Each namespace is fetched from the assets folder when a screen first asks for it (`/locales/<lng>/<ns>.json`).
      .use(resourcesToBackend(fetchLocale))
      .use(initReactI18next)
      .init({
        lng: storedLanguage(),
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        ns: FIRST_NAMESPACES,
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      })
  )
}

export { i18n }
