import { abilityRulesForRole } from '../access/ability.ts'
import type { UserData } from './user-data'

/** The claims of an identity provider's ID token that the app reads. */
export interface SsoClaims {
  sub: string
  name?: string
  preferred_username?: string
  email?: string
  role?: string
}

/**
 * The app's user data for an identity's claims: the role's ability rules (as the in-browser mock gives its
 * accounts), the username from `preferred_username` (else the subject), initials for the avatar.
 */
export function userDataFromClaims(claims: SsoClaims): UserData {
  const role = claims.role ?? ''
  const fullName = claims.name?.trim() || claims.preferred_username || claims.sub
  return {
    id: claims.sub,
    fullName,
    avatar: '',
    role,
    username: claims.preferred_username || claims.sub,
    email: claims.email ?? '',
    ability: abilityRulesForRole(role),
  }
}

/** Reads `/sso.json`: authority, client id and scope, or null when any is missing. */
export function parseSsoConfig(raw: unknown): { authority: string; clientId: string; scope: string } | null {
  if (typeof raw !== 'object' || raw === null) return null
  const { authority, client_id: clientId, scope } = raw as Record<string, unknown>
  if (typeof authority !== 'string' || typeof clientId !== 'string' || !authority || !clientId) return null
  return { authority, clientId, scope: typeof scope === 'string' && scope ? scope : 'openid profile email' }
}
