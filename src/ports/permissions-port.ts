import type { Permission, PermissionsQuery } from '../domain/apps/permissions'
import type { Page } from '../domain/lists'

/** One page of permissions and every permission (the duplicate-name check reads them). */
export type PermissionsPage = Page<Permission> & { allData: Permission[] }

/**
 * The permissions list (template-apps §7): `GET /apps/permissions/data`, `POST /apps/permissions/add-permission`
 * (assigned to administrator only), `POST /apps/permissions/update-permission` (the name), `DELETE
 * /apps/permissions/delete`.
 */
export interface PermissionsPort {
  listPermissions(query: PermissionsQuery): Promise<PermissionsPage>
  addPermission(name: string): Promise<Permission>
  renamePermission(id: number, name: string): Promise<Permission>
  deletePermission(id: number): Promise<void>
}
