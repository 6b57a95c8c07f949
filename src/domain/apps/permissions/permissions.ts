/** The roles a permission can be assigned to (template-apps §6). */
export const PERMISSION_ROLES = ['administrator', 'manager', 'user', 'support', 'restricted-user'] as const
export type PermissionRole = (typeof PERMISSION_ROLES)[number]

export const isPermissionRole = (value: unknown): value is PermissionRole =>
  (PERMISSION_ROLES as readonly unknown[]).includes(value)

/** A permission (template-apps §3): its name, the roles it is assigned to, and when it was created (text). */
export interface Permission {
  id: number
  name: string
  assignedTo: string[]
  createdDate: string
}

/** GET /apps/permissions/data's query. */
export interface PermissionsQuery {
  q: string
  assignedTo?: PermissionRole
  page: number
  perPage: number
}

/** A permission name as saved: trimmed, inner runs of spaces as one. */
export const cleanPermissionName = (name: string): string => name.trim().replace(/\s+/g, ' ')

/** Whether another permission already has this name (case-insensitive). */
export function isDuplicatePermissionName(
  permissions: readonly Permission[],
  name: string,
  exceptId?: number,
): boolean {
  const wanted = cleanPermissionName(name).toLowerCase()
  return permissions.some((p) => p.id !== exceptId && p.name.toLowerCase() === wanted)
}
