import { lazyScreen, type ScreenMap } from '../../../kit/lazy-screen'

/** The template's single pages (template-apps.md §2): license, API keys, modal examples, colours, icons. */
export const UI_PAGE_SCREENS: ScreenMap = {
  license: lazyScreen(() => import('./LicensePage')),
  'api-key': lazyScreen(() => import('./ApiKeyPage')),
  'modal-examples': lazyScreen(() => import('./ModalExamplesPage')),
  colors: lazyScreen(() => import('./ColorsPage')),
  icons: lazyScreen(() => import('./IconsPage')),
}
