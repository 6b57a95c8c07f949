import { defineMockApp } from '../../mock-app'
import { authRoutes } from './handlers'
import type { AuthState } from './handlers'
import { createAuthUsers } from './users'

export { AUTH_ERRORS } from './handlers'
export { ACCOUNT_ERRORS, type OutboxMessage } from './account'
export { tokenSigner } from './tokens'

export const authApp = defineMockApp<AuthState>({
  name: 'auth',
  createState: () => ({ users: createAuthUsers(), secrets: [], outbox: [] }),
  routes: authRoutes,
})
