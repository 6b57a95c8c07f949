import { useCallback, useState } from 'react'
import type { AccountSettings, AccountSettingsChange } from '../../../../domain/apps/account-settings'
import { PORTS } from '../../../../ports/tokens'
import { useLoad } from '../../../kit/use-load'
import { resolvePort } from '../../../runtime/use-port'

/** The settings page's controller: loads the settings once, and keeps the latest after each save. */
export function useAccountSettings() {
  const port = resolvePort(PORTS.accountSettings)
  const loaded = useLoad<AccountSettings | null>(() => port.load(), 'account-settings', null)
  // What a save answered replaces what was loaded.
  const [saved, setSettings] = useState<AccountSettings | null>(null)
  const settings = saved ?? loaded.value
  const save = useCallback(
    async (change: AccountSettingsChange) => {
      const saved = await port.save(change)
      setSettings(saved)
      return saved
    },
    [port],
  )
  const changePassword = useCallback(
    async (change: { currentPassword: string; newPassword: string }) => {
      const saved = await port.changePassword(change)
      setSettings(saved)
      return saved
    },
    [port],
  )
  return { settings, error: loaded.error, retry: loaded.reload, save, changePassword }
}
export type AccountSettingsController = ReturnType<typeof useAccountSettings>
