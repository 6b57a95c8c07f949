import { offersPage } from '../../domain/access'
import type { UserData } from '../../domain/auth'

/**
 * Whether a page may be offered to this user (global search, bookmarks, command palette): the domain's one
 * rule, `offersPage` (the route table and the user's ability rules decide; decision 0060).
 */
export function opensScreen(link: string, userData: UserData | null): boolean {
  return offersPage(link, userData)
}
