import type { Server } from 'miragejs'
import type { ProfileData } from './data'

export function profileRoutes(server: Server, state: ProfileData): void {
  server.get('/profile/data', () => state)
}
