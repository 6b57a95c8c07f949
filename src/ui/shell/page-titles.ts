import type { TFunction } from 'i18next'
import { SIDE_MENU, type MenuItem } from '../../domain/access'

const MENU_BY_PATH = new Map<string, MenuItem>(
  SIDE_MENU.flatMap((group) => group.items).map((item) => [item.path, item]),
)

/**
 * The title of a page of the bookmark and search data in the user's language: a back-office page by its
 * menu title, a template page by `shell:pages.<target>`, else the title the data carries.
 */
export function pageTitle(
  page: { title: string; link: string; target?: string },
  t: TFunction<'shell'>,
): string {
  const menuItem = MENU_BY_PATH.get(page.link)
  if (menuItem) return t(menuItem.titleKey)
  return page.target ? t(`pages.${page.target}`, { defaultValue: page.title }) : page.title
}
