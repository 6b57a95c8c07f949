import { abilityRulesFor, can, type AbilityRule } from '../../domain/access'
import type { UserData } from '../../domain/auth'

/** What the app asks of the signed-in user's rules: CASL's `can(action, subject)` semantics (manage / all). */
export interface AppAbility {
  readonly rules: readonly AbilityRule[]
  can(action: string, subject: string): boolean
}

/**
 * The ability of the signed-in user, from the rules stored with the profile (default: read Auth). The check is
 * the domain's `can`, which a test holds to CASL's answers for every demo role and for random rules; CASL itself
 * stays out of the first screen (docs/decisions.md, Permission checks).
 */
export function abilityFor(userData: UserData | null): AppAbility {
  const rules = abilityRulesFor(userData)
  return { rules, can: (action, subject) => can(rules, action, subject) }
}
