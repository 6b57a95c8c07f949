import { APP_SCREENS } from '../features/apps/screens'
import { CATALOGUE_SCREENS } from '../features/catalogue/screens'
import { PAGE_SCREENS } from '../features/pages/screens'
import type { ScreenMap } from '../kit/lazy-screen'

/**
 * The screens of the admin template's pages (its demo apps, the UI catalogue, the sign-in variants, the single
 * pages): one chunk, asked for when one of them is opened, so the first screen of the back office does not carry
 * their table (decision 0142).
 */
export const TEMPLATE_SCREENS: ScreenMap = {
  ...APP_SCREENS,
  ...PAGE_SCREENS,
  ...CATALOGUE_SCREENS,
}
