import { abilityRulesForRole } from '../domain/access'
import type { UserData } from '../domain/auth'

/** A signed-in user of `role` for component tests, with the role's stored ability rules. */
export const userOf = (role: string, username = role): UserData => ({
  id: 1,
  fullName: `${role[0]!.toUpperCase()}${role.slice(1)} User`,
  avatar: '',
  role,
  username,
  email: `${username}@demo.com`,
  ability: abilityRulesForRole(role),
})
