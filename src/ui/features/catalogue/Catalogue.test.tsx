import { screen, waitFor } from '@testing-library/react'
import { createInstance, type i18n as I18n } from 'i18next'
import type { ComponentType } from 'react'
import { I18nextProvider } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE_ROUTES } from '../../../domain/access'
import { fakePort } from '../../../testing/fake-port'
import { CATALOGUE_SCREENS } from './screens'
import { renderScreen } from '../../../testing/render-screen'
import { makeTheme } from '../../theme/theme'

// Every locale file, as the app serves it.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../../public/locales/*/*.json', {
  eager: true,
})
const resources: Record<string, Record<string, Record<string, unknown>>> = {}
for (const [path, module] of Object.entries(files)) {
  const [, language, namespace] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? []
  if (language && namespace) (resources[language] ??= {})[namespace] = module.default
}

/**
 * An i18next of one language with no fallback, recording every key a render asks for and does not find, so a
 * word missing from ru or am fails here instead of showing English (or the key) on the page.
 */
async function strictI18n(language: string, missing: string[]): Promise<I18n> {
  // Given to the pages through I18nextProvider only: `use(initReactI18next)` would also make it the instance of
  // every later test file in this worker (the dom project shares one environment per worker).
  const instance = createInstance()
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missing.push(`${language}/${namespace}:${key}`),
  })
  return instance
}

const PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  'catalogue-typography': () => import('./pages/TypographyPage'),
  'catalogue-basicCards': () => import('./pages/CardsBasicPage'),
  'catalogue-advanceCards': () => import('./pages/CardsAdvancePage'),
  'catalogue-actionCards': () => import('./pages/CardsActionPage'),
  'catalogue-alerts': () => import('./pages/AlertsPage'),
  'catalogue-avatars': () => import('./pages/AvatarPage'),
  'catalogue-badges': () => import('./pages/BadgesPage'),
  'catalogue-tabs': () => import('./pages/TabsPage'),
  'catalogue-sweetAlert': () => import('./pages/SweetAlertPage'),
  'catalogue-fileUploader': () => import('./pages/UploaderPage'),
  'catalogue-collapsedMenu': () => import('./pages/CollapsedMenuPage'),
  'catalogue-layoutBoxed': () => import('./pages/LayoutBoxedPage'),
  'catalogue-formLayouts': () => import('./pages/FormLayoutPage'),
  'catalogue-formValidation': () => import('./pages/FormValidationPage'),
  'catalogue-formWizard': () => import('./pages/WizardPage'),
  'catalogue-tablesBasic': () => import('./pages/TablesPage'),
  'catalogue-apexCharts': () => import('./pages/ChartsApexPage'),
  'catalogue-chartJs': () => import('./pages/ChartsChartjsPage'),
  'catalogue-recharts': () => import('./pages/ChartsRechartsPage'),
}

describe('the kit catalogue', () => {
  it('has a screen for every catalogue route, each in its own chunk', () => {
    for (const route of CATALOGUE_ROUTES) {
      expect(CATALOGUE_SCREENS[route.page], route.page).toBeDefined()
      expect(PAGES[route.page], route.page).toBeDefined()
    }
    expect(Object.keys(PAGES)).toHaveLength(CATALOGUE_ROUTES.length)
  })

  describe.each(['ru', 'am'])('in %s, right to left', (language) => {
    const missing: string[] = []
    const titles = new Set<string>()
    let i18n: I18n
    beforeAll(async () => {
      i18n = await strictI18n(language, missing)
      document.documentElement.dir = 'rtl'
      document.documentElement.lang = language
    })
    afterAll(() => {
      document.documentElement.dir = 'ltr'
      document.documentElement.lang = 'en'
    })

    it.each(CATALOGUE_ROUTES.map((route) => [route.path, route] as const))(
      '%s shows its own page with every word translated',
      async (_path, route) => {
        missing.length = 0
        const { default: Page } = await PAGES[route.page]!()
        const { unmount } = renderScreen(
          <I18nextProvider i18n={i18n}>
            <ThemeProvider theme={makeTheme('light', 'rtl')}>
              <Page />
            </ThemeProvider>
          </I18nextProvider>,
          {
            path: route.path,
            ports: { customers: fakePort({}), documents: fakePort({}) },
          },
        )
        const title = (await screen.findByRole('heading', { level: 1 })).textContent ?? ''
        expect(title, `${route.path} title`).toMatch(/\S/)
        expect(title, `${route.path} title is a key`).not.toMatch(/^[\w.]+\.\w+$/)
        titles.add(title)
        await waitFor(() => expect(screen.getAllByRole('region').length).toBeGreaterThan(0))
        expect(missing, `${route.path} asks for words ${language} lacks`).toEqual([])
        unmount()
      },
    )

    it('gives each page its own title', () => {
      expect(titles.size).toBe(CATALOGUE_ROUTES.length)
    })
  })
})
