import { defineMockApp } from '../../mock-app'
import { accountSettingsRoutes } from './handlers'
import { createAccountSettings } from './data'
import type { AccountSettings } from './data'

export const accountSettingsApp = defineMockApp<AccountSettings>({
  name: 'account-settings',
  createState: createAccountSettings,
  routes: accountSettingsRoutes,
})
