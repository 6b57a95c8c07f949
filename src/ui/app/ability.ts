import { createMongoAbility, type MongoAbility } from '@casl/ability'
import { abilityRulesFor } from '../../domain/access'
import type { UserData } from '../../domain/auth'

export type AppAbility = MongoAbility

/** The CASL ability of the signed-in user, from the rules stored with the profile (default: read Auth). */
export function abilityFor(userData: UserData | null): AppAbility {
  return createMongoAbility(abilityRulesFor(userData))
}
