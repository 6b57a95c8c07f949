import {
  accountSettingsFromAnswer,
  withSavedSettings,
  type AccountSettings,
  type SavedAccountSettings,
} from '../../domain/apps/account-settings'
import type { AccountSettingsPort } from '../../ports/account-settings-port'
import type { LocalSettingsPort } from '../../ports/local-settings-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

/** The local-settings key the saved sections live under. */
export const ACCOUNT_SETTINGS_KEY = 'account-settings'

/**
 * AccountSettingsPort: `GET /account-setting/data` from the in-browser mock, with the sections saved on this
 * device (local storage, through LocalSettingsPort) laid over it. The mock has no call that changes settings.
 */
export function createAccountSettingsAdapter(
  options: PipelineFetchOptions & { store: LocalSettingsPort; now?: () => Date },
): AccountSettingsPort {
  const request = pipelineFetch(options)
  const { store } = options
  const now = options.now ?? (() => new Date())
  const saved = (): SavedAccountSettings => {
    const value = store.read(ACCOUNT_SETTINGS_KEY)
    return value && typeof value === 'object' ? (value as SavedAccountSettings) : {}
  }
  const load = async (): Promise<AccountSettings> =>
    withSavedSettings(
      accountSettingsFromAnswer(await request<unknown>('GET', '/account-setting/data')),
      saved(),
    )
  return {
    load,
    async save(change) {
      store.write(ACCOUNT_SETTINGS_KEY, { ...saved(), [change.section]: change.values })
      return load()
    },
    async changePassword() {
      // Only the date is kept: a password never goes to local storage.
      store.write(ACCOUNT_SETTINGS_KEY, { ...saved(), passwordChangedAt: now().toISOString() })
      return load()
    },
  }
}
