import { decideRoute, homeFor } from '../../domain/access'
import type { UserData } from '../../domain/auth'
import { abilityFor } from '../app/ability'
import { SCREENS } from '../app/screens'

/**
 * Whether a link of the template's search list opens a screen of this app for this user: its path is in the
 * route table, the user may open it, and a screen serves its page. The search's Pages group lists only those,
 * so no result leads to the error, not-authorized or coming-soon page (docs/decisions.md, Search).
 */
export function opensScreen(link: string, userData: UserData | null): boolean {
  const ability = abilityFor(userData)
  const decision = decideRoute(link.split(/[?#]/)[0] ?? link, {
    signedIn: Boolean(userData),
    home: homeFor(userData),
    can: (action, subject) => ability.can(action, subject),
  })
  return decision.kind === 'allow' && decision.match.route.page in SCREENS
}
