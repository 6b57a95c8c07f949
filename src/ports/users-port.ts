import type { ManagedUser, NewManagedUser, UsersQuery } from '../domain/apps/users'
import type { Page } from '../domain/lists'

/**
 * The managed users (template-apps §7): `GET /api/users/list/data` (one page), `GET /api/users/list/all-data`,
 * `GET /api/users/user`, `POST /apps/users/add-user`, `DELETE /apps/users/delete`. The mock has no update call.
 */
export interface UsersPort {
  listUsers(query: UsersQuery): Promise<Page<ManagedUser>>
  /** Every user (the statistics cards and the roles page count them). */
  allUsers(): Promise<ManagedUser[]>
  getUser(id: number): Promise<ManagedUser>
  addUser(user: NewManagedUser): Promise<ManagedUser>
  deleteUser(id: number): Promise<void>
}
