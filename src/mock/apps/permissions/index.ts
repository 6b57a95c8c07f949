import { defineMockApp } from '../../mock-app'
import { createPermissions } from './data'
import { permissionsRoutes } from './handlers'
import type { PermissionsState } from './handlers'

export const permissionsApp = defineMockApp<PermissionsState>({
  name: 'permissions',
  createState: () => ({ permissions: createPermissions() }),
  routes: permissionsRoutes,
})
