import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from 'sonner'
import {
  accountSettingsFromAnswer,
  withSavedSettings,
  type AccountSettings,
  type SavedAccountSettings,
} from '../../../../domain/apps/account-settings'
import type { AccountSettingsPort } from '../../../../ports/account-settings-port'
import { PortError } from '../../../../ports/errors'
import { fakePort } from '../../../../testing/fake-port'
import { initTestI18n } from '../../../../testing/i18n'
import { renderScreen } from '../../../../testing/render-screen'
import AccountSettingsPage from './AccountSettingsPage'

const server = accountSettingsFromAnswer({
  general: {
    avatar: 'data:image/png;base64,AAAA',
    username: 'admin',
    fullName: 'Anna Admin',
    email: 'admin@demo.com',
    company: 'Harborline',
  },
  info: { bio: '', dob: '1988-04-17', country: 'Armenia', website: '', phone: '' },
  social: { socialLinks: {}, connections: { twitter: { id: 'harborline', profileImg: '' } } },
  notification: { commentOnArticle: true, followMe: false },
})

/** A settings port keeping saved sections in memory, as the adapter keeps them in local storage. */
function memorySettings(failSaves = false) {
  let saved: SavedAccountSettings = {}
  const current = (): AccountSettings => withSavedSettings(server, saved)
  const port = fakePort<AccountSettingsPort>({
    load: async () => current(),
    save: async (change) => {
      if (failSaves) throw new PortError('unavailable', 'down')
      saved = { ...saved, [change.section]: change.values }
      return current()
    },
    changePassword: async () => {
      saved = { ...saved, passwordChangedAt: '2026-11-23T10:00:00.000Z' }
      return current()
    },
  })
  return { port, saved: () => saved }
}

describe('AccountSettingsPage', () => {
  beforeAll(() => initTestI18n())
  // A spy on the toast the page calls, not a mocked module: the dom project shares one module graph per worker
  // (isolate: false), where a file's `vi.mock` did not reach a `sonner` an earlier file had already loaded.
  beforeEach(() => {
    vi.spyOn(toast, 'success')
  })
  afterEach(() => vi.restoreAllMocks())

  it('refuses mismatched passwords, then changes the password and clears the form', async () => {
    const user = userEvent.setup()
    const { port, saved } = memorySettings()
    renderScreen(<AccountSettingsPage />, {
      path: '/pages/account-settings',
      ports: { accountSettings: port },
    })
    await user.click(await screen.findByRole('tab', { name: 'Change password' }))
    await user.type(screen.getByLabelText('Current password'), 'demo-pass1')
    await user.type(screen.getByLabelText('New password'), 'harbor-line2')
    await user.type(screen.getByLabelText('Confirm new password'), 'harbor-line3')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument()
    expect(saved().passwordChangedAt).toBeUndefined()
    // What was typed stays.
    expect(screen.getByLabelText('New password')).toHaveValue('harbor-line2')

    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), 'harbor-line2')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password changed.'))
    expect(screen.getByLabelText('New password')).toHaveValue('')
    expect(screen.getByText(/Password last changed on this device/)).toBeInTheDocument()
  }, 30_000)

  it('saves a notification switch and a disconnected account, which show again after a reload', async () => {
    const user = userEvent.setup()
    const { port } = memorySettings()
    const { unmount } = renderScreen(<AccountSettingsPage />, { ports: { accountSettings: port } })
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }))
    // The preference tabs load on demand (issue 31): their content comes once their code has.
    const follow = await screen.findByRole('switch', { name: 'Someone follows me' })
    expect(follow).not.toBeChecked()
    await user.click(follow)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Notification settings saved on this device.'),
    )

    await user.click(screen.getByRole('tab', { name: 'Connections' }))
    const accounts = await screen.findByRole('list', { name: 'Connected accounts' })
    expect(within(accounts).getByText('Connected as harborline')).toBeInTheDocument()
    await user.click(within(accounts).getByRole('button', { name: 'Disconnect Twitter' }))
    await within(accounts).findByRole('button', { name: 'Connect Twitter' })

    unmount()
    renderScreen(<AccountSettingsPage />, { ports: { accountSettings: port } })
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }))
    expect(await screen.findByRole('switch', { name: 'Someone follows me' })).toBeChecked()
  }, 30_000)

  it('checks links and keeps what was typed when the save fails', async () => {
    const user = userEvent.setup()
    const { port } = memorySettings(true)
    renderScreen(<AccountSettingsPage />, { ports: { accountSettings: port } })
    await user.click(await screen.findByRole('tab', { name: 'Social links' }))
    await user.type(screen.getByLabelText('Facebook'), 'facebook.com/anna')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://.'),
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Facebook'))
    await user.type(screen.getByLabelText('Facebook'), 'https://facebook.example/anna')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByLabelText('Facebook')).toHaveValue('https://facebook.example/anna')
  }, 30_000)
})
