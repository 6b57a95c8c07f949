import { offersPage } from '../../domain/access'
import type { UserData } from '../../domain/auth'
import { abilityFor } from '../session/ability'

/**
 * Whether a page may be offered to this user (global search, bookmarks, command palette): the domain's one
 * rule, `offersPage` (the route table and the user's ability, CASL over the stored rules, decide; decision 0060).
 */
export function opensScreen(link: string, userData: UserData | null): boolean {
  return offersPage(link, userData, abilityFor(userData).can)
}
