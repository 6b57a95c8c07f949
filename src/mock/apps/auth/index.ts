import { defineMockApp } from '../../mock-app'
import { authRoutes } from './handlers'
import type { AuthState } from './handlers'
import { createAuthUsers } from './users'

export const authApp = defineMockApp<AuthState>({
  name: 'auth',
  createState: () => ({ users: createAuthUsers(), secrets: [], outbox: [] }),
  routes: authRoutes,
})
