import { defineMockApp } from '../../mock-app'
import { createManagedUsers } from './data'
import { usersRoutes } from './handlers'
import type { UsersState } from './handlers'

export const usersApp = defineMockApp<UsersState>({
  name: 'users',
  createState: () => ({ users: createManagedUsers() }),
  routes: usersRoutes,
})
