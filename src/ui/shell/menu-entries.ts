import { menuFor, type MenuEntry } from '../../domain/access'
import type { UserData } from '../../domain/auth'
import { abilityFor } from '../session/ability'

/** The side menu of spec §2 for a user: items and groups they may read, with the customer transform. */
export function menuEntriesFor(userData: Pick<UserData, 'role' | 'username' | 'ability'>): MenuEntry[] {
  const ability = abilityFor(userData as UserData)
  return menuFor(userData.role, userData.username, (subject) => ability.can('read', subject))
}

/** Whether a menu link is the current page (its path or a page below it). */
export const isActivePath = (path: string, location: string): boolean =>
  location === path || location.startsWith(`${path}/`)
