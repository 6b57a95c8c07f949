import type { AccountSettings, AccountSettingsChange } from '../domain/apps/account-settings'

/**
 * The account-settings page (template-apps §7): `GET /account-setting/data` answers the settings; the mock
 * has no call to change them, so each saved section (and the date of a password change, never the password)
 * is kept in this browser's local storage and laid over the server's answer on every load.
 */
export interface AccountSettingsPort {
  load(): Promise<AccountSettings>
  save(change: AccountSettingsChange): Promise<AccountSettings>
  /** Records a password change on this device; resolves with the settings carrying its date. */
  changePassword(change: { currentPassword: string; newPassword: string }): Promise<AccountSettings>
}
