import { useCallback, useEffect, useState } from 'react'
import type { AccountSettings, AccountSettingsChange } from '../../../../domain/apps/account-settings'
import { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'

/** The settings page's controller: loads the settings once, and keeps the latest after each save. */
export function useAccountSettings() {
  const port = resolvePort(PORTS.accountSettings)
  const [settings, setSettings] = useState<AccountSettings | null>(null)
  const [error, setError] = useState<PortError | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    setError(null)
    port.load().then(
      (loaded) => live && setSettings(loaded),
      (failure: unknown) =>
        live && setError(failure instanceof PortError ? failure : new PortError('unknown', String(failure))),
    )
    return () => {
      live = false
    }
  }, [port, attempt])
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
  return { settings, error, retry: () => setAttempt((n) => n + 1), save, changePassword }
}
export type AccountSettingsController = ReturnType<typeof useAccountSettings>
