import type { Server } from 'miragejs'
import type { AccountSettings } from './data'

export function accountSettingsRoutes(server: Server, state: AccountSettings): void {
  server.get('/account-setting/data', () => state)
}
