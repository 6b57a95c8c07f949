import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

// Component tests read the real locale files, bundled by Vite's glob import.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../public/locales/*/*.json', {
  eager: true,
})

const resources: Record<string, Record<string, Record<string, unknown>>> = {}
for (const [path, module] of Object.entries(files)) {
  const [, language, namespace] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? []
  if (!language || !namespace) continue
  ;(resources[language] ??= {})[namespace] = module.default
}

/** An i18next instance for component tests: English, resources in memory, no suspense. */
export async function initTestI18n(language = 'en') {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      resources,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    })
  } else {
    await i18n.changeLanguage(language)
  }
  return i18n
}
