import { abilityRulesFor, type AbilityRule } from '../access/index.ts'

/** The signed-in user's profile as stored under `userData` (spec §3 Stored session; template-apps §3). */
export interface UserData {
  id: number | string
  fullName: string
  avatar: string
  role: string
  username: string
  email: string
  ability: AbilityRule[]
}

/**
 * Reads the stored `userData` JSON. Returns null for nothing stored, unreadable JSON, or an object without a
 * role. Missing text fields read as ''; the ability list is normalised by `abilityRulesFor`.
 */
export function parseStoredUserData(json: string | null | undefined): UserData | null {
  if (!json) return null
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return null
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  const record = raw as Record<string, unknown>
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '')
  if (!text('role')) return null
  const id = record.id
  return {
    id: typeof id === 'number' || typeof id === 'string' ? id : '',
    fullName: text('fullName'),
    avatar: text('avatar'),
    role: text('role'),
    username: text('username'),
    email: text('email'),
    ability: abilityRulesFor(record as { ability?: [] }),
  }
}
