import type { ScreenMap } from '../../kit/lazy-screen'
import { AUTH_PAGE_SCREENS } from './auth/screens'
import { CONTENT_PAGE_SCREENS } from './content/screens'
import { UI_PAGE_SCREENS } from './ui/screens'

/**
 * The template's pages by route-table page: the sign-in variants (`auth/`), the pages with the mock's content
 * (`content/`) and the single UI pages (`ui/`). The misc pages (`misc/`) are public and wired by the app itself.
 */
export const PAGE_SCREENS: ScreenMap = { ...AUTH_PAGE_SCREENS, ...CONTENT_PAGE_SCREENS, ...UI_PAGE_SCREENS }
