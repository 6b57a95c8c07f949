import { useTranslation } from 'react-i18next'
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../i18n/languages'
import { Flag } from './Flag'
import { DeferredNavMenu } from './DeferredNavMenu'

/** The language switcher (spec §2): English, Russian, Armenian, each with its flag and its own name. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell')
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en'
  return (
    <DeferredNavMenu
      // The visible name of the language is part of the button's accessible name (WCAG 2.5.3).
      label={`${t('language.label')}: ${LANGUAGE_NAMES[current]}`}
      button={
        <>
          <Flag language={current} />
          <span className="navbar-language-name">{LANGUAGE_NAMES[current]}</span>
        </>
      }
      selectedKey={current}
      onSelect={(language) => void i18n.changeLanguage(language)}
      items={LANGUAGES.map((language) => ({
        id: language,
        textValue: LANGUAGE_NAMES[language],
        lang: language === 'am' ? 'hy' : language,
        content: (
          <>
            <Flag language={language} />
            {LANGUAGE_NAMES[language]}
          </>
        ),
      }))}
    />
  )
}
