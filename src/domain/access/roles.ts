/** The roles of the back office (spec §6). */
export type Role = 'admin' | 'client' | 'customer'

export const ROLES: readonly Role[] = ['admin', 'client', 'customer']

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}
