import { useTranslation } from 'react-i18next'
import { Dropdown, MenuItemButton } from '../components/Dropdown'
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../i18n/languages'
import { Flag } from './Flag'

/** The language switcher (spec §2): English, Russian, Armenian, each with its flag and its own name. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell')
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en'
  return (
    <Dropdown
      label={t('language.label')}
      button={
        <>
          <Flag language={current} />
          <span className="navbar-language-name">{LANGUAGE_NAMES[current]}</span>
        </>
      }
    >
      {(close) =>
        LANGUAGES.map((language) => (
          <li role="none" key={language}>
            <MenuItemButton
              role="menuitemradio"
              aria-checked={language === current}
              lang={language === 'am' ? 'hy' : language}
              onClick={() => {
                void i18n.changeLanguage(language)
                close()
              }}
            >
              <Flag language={language} />
              {LANGUAGE_NAMES[language]}
            </MenuItemButton>
          </li>
        ))
      }
    </Dropdown>
  )
}
