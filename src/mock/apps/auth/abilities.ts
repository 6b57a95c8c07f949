/** Ability rules of each sign-in role: the domain's (src/domain/access), issued with the user data. */
import { abilityRulesForRole } from '../../../domain/access'
import type { AbilityRule, Role } from '../../../domain/access'

export type AuthRole = Role
export type Ability = AbilityRule

/** A fresh copy of the role's rules, so callers may keep or change it freely. */
export const abilitiesFor = (role: AuthRole): Ability[] => abilityRulesForRole(role)
