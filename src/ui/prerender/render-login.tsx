import { renderToString } from 'react-dom/server'
import { createInstance } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { ServerStyleSheet, ThemeProvider } from 'styled-components'
import { Router } from 'wouter'
import { DEFAULT_LAYOUT } from '../../domain/layout'
import { LOGIN_PATH } from '../../domain/access'
import LoginPage from '../features/auth/LoginPage'
import { BlankLayout } from '../shell/BlankLayout'
import { GlobalStyle } from '../shell/GlobalStyle'
import { makeTheme } from '../theme/theme'
import { DEFAULT_LANGUAGE } from '../i18n/languages'
import { FIRST_NAMESPACES } from '../i18n/locale-files'

/** What the sign-in page reads: every screen's first namespaces and its own (screens.ts, `login`). */
const LOGIN_NAMESPACES = [...FIRST_NAMESPACES, 'auth']

export interface PrerenderedPage {
  /** The page's markup, its controls disabled until the app takes over. */
  html: string
  /** styled-components' `<style>` elements for that markup. */
  styles: string
}

/**
 * The sign-in page as the app first draws it for a visitor with no saved choices (English, the light skin,
 * left to right), rendered at build time (scripts/prerender-login.ts). The browser paints it from the HTML
 * before any script has arrived; its controls stay disabled until the app renders the real page over it.
 * `readLocale` gives one namespace of one language, as `fetchLocale` does in the browser
 * (`public/locales/<language>/<namespace>.json`).
 */
export function renderLoginPage(
  readLocale: (language: string, namespace: string) => Record<string, unknown>,
): PrerenderedPage {
  const translations = Object.fromEntries(
    LOGIN_NAMESPACES.map((namespace) => [namespace, readLocale(DEFAULT_LANGUAGE, namespace)]),
  )
  // An instance of its own, given through the provider only: `initReactI18next` would make it every
  // component's default instance in this process (the unit tests share one).
  const i18n = createInstance()
  void i18n.init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: translations },
    ns: LOGIN_NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={makeTheme(DEFAULT_LAYOUT.skin, DEFAULT_LAYOUT.direction)}>
            <GlobalStyle />
            <Router ssrPath={LOGIN_PATH}>
              <BlankLayout>
                {/* display: contents keeps the layout as it is; `disabled` reaches every control inside. */}
                <fieldset disabled style={{ display: 'contents' }}>
                  <LoginPage />
                </fieldset>
              </BlankLayout>
            </Router>
          </ThemeProvider>
        </I18nextProvider>,
      ),
      // Ids apart from those the app will give the same elements while both are in the page.
      { identifierPrefix: 'prerendered-' },
    )
    return { html, styles: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}
