import { createMongoAbility } from '@casl/ability'
import { abilityRulesFor, type AbilityRule } from '../../domain/access'
import type { UserData } from '../../domain/auth'

/** What the app asks of the signed-in user's rules: CASL's `can(action, subject)` (manage / all wildcards). */
export interface AppAbility {
  readonly rules: readonly AbilityRule[]
  can(action: string, subject: string): boolean
}

/**
 * The ability of the signed-in user: CASL built from the rules stored with the profile (default: read Auth,
 * the domain's `abilityRulesFor`). CASL decides every check at run time (the route guard, the menu, the pages
 * offered, each screen's actions); a test holds its answers to the domain's `can` rule (decision 0150).
 */
export function abilityFor(userData: UserData | null): AppAbility {
  const rules = abilityRulesFor(userData)
  const ability = createMongoAbility(rules.map((rule) => ({ ...rule })))
  return { rules, can: (action, subject) => ability.can(action, subject) }
}
