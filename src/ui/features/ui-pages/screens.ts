import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'

/** The template's single pages (template-apps.md §2): license, API keys, modal examples, colours, icons. */
export const UI_PAGE_SCREENS: ScreenMap = {
  license: lazy(() => import('./LicensePage')),
  'api-key': lazy(() => import('./ApiKeyPage')),
  'modal-examples': lazy(() => import('./ModalExamplesPage')),
  colors: lazy(() => import('./ColorsPage')),
  icons: lazy(() => import('./IconsPage')),
}
