/** The modules of a role's permission matrix and the three rights on each (Vuexy's roles page). */
export const ROLE_MODULES = [
  'userManagement',
  'contentManagement',
  'disputesManagement',
  'databaseManagement',
  'financialManagement',
  'reporting',
  'apiControl',
  'repositoryManagement',
  'payroll',
] as const
export const ROLE_RIGHTS = ['read', 'write', 'create'] as const
export type RoleModule = (typeof ROLE_MODULES)[number]
export type RoleRight = (typeof ROLE_RIGHTS)[number]

/** Which rights a role has on each module. */
export type PermissionMatrix = Record<RoleModule, Record<RoleRight, boolean>>

/** A role as the roles page keeps it: its name (a managed-user role, or a new one) and its matrix. */
export interface RoleDefinition {
  name: string
  permissions: PermissionMatrix
}

/** A matrix with every right set to `value`. */
export function uniformMatrix(value: boolean): PermissionMatrix {
  return Object.fromEntries(
    ROLE_MODULES.map((module) => [module, { read: value, write: value, create: value }]),
  ) as PermissionMatrix
}

/** Whether every right of every module is on (the select-all box). */
export function allSelected(matrix: PermissionMatrix): boolean {
  return ROLE_MODULES.every((module) => ROLE_RIGHTS.every((right) => matrix[module][right]))
}

/** Whether some but not all rights are on (the select-all box is mixed). */
export function someSelected(matrix: PermissionMatrix): boolean {
  return (
    !allSelected(matrix) && ROLE_MODULES.some((module) => ROLE_RIGHTS.some((right) => matrix[module][right]))
  )
}

/** The matrix with one right turned to `value`. */
export function withRight(
  matrix: PermissionMatrix,
  module: RoleModule,
  right: RoleRight,
  value: boolean,
): PermissionMatrix {
  return { ...matrix, [module]: { ...matrix[module], [right]: value } }
}

/** How many rights are on. */
export function countRights(matrix: PermissionMatrix): number {
  return ROLE_MODULES.reduce(
    (sum, module) => sum + ROLE_RIGHTS.filter((right) => matrix[module][right]).length,
    0,
  )
}

const only = (modules: readonly RoleModule[], rights: readonly RoleRight[]): PermissionMatrix => {
  const matrix = uniformMatrix(false)
  for (const module of modules) for (const right of rights) matrix[module][right] = true
  return matrix
}

/**
 * The starting matrices of the five managed-user roles. The mock keeps no role rights (template-apps §6: what
 * each role may do is not shown), so these are the page's own sample, kept in memory while the page is open.
 */
export function initialRoles(): RoleDefinition[] {
  return [
    { name: 'admin', permissions: uniformMatrix(true) },
    { name: 'author', permissions: only(['contentManagement', 'reporting'], ['read', 'write', 'create']) },
    {
      name: 'editor',
      permissions: only(['contentManagement', 'repositoryManagement', 'reporting'], ['read', 'write']),
    },
    {
      name: 'maintainer',
      permissions: only(
        ['databaseManagement', 'apiControl', 'repositoryManagement'],
        ['read', 'write', 'create'],
      ),
    },
    { name: 'subscriber', permissions: only(['contentManagement'], ['read']) },
  ]
}

/** A role name as typed: trimmed, lower case, spaces as dashes. */
export const normaliseRoleName = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-')

/** The roles with `role` saved: it replaces the role it was opened from (`previous`), or is added at the end. */
export function saveRole(
  roles: readonly RoleDefinition[],
  role: RoleDefinition,
  previous?: string,
): RoleDefinition[] {
  const at = roles.findIndex((r) => r.name === (previous ?? role.name))
  if (at < 0) return [...roles, role]
  return roles.map((r, index) => (index === at ? role : r))
}
