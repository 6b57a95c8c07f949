import { describe, expect, it } from 'vitest'
import { fakeHttp } from './test-http'
import { ACCOUNT_SETTINGS_KEY, createAccountSettingsAdapter } from './account-settings-adapter'

const answer = {
  general: {
    avatar: 'data:image/svg+xml,a',
    username: 'admin',
    fullName: 'Anna',
    email: 'a@b.c',
    company: 'H',
  },
  info: { bio: '', dob: '', country: 'Armenia', website: '', phone: '' },
  social: { socialLinks: { twitter: '' }, connections: { twitter: { id: 'h', profileImg: 'p' } } },
  notification: { followMe: false },
}

function harness(status = 200) {
  const { fetch, options } = fakeHttp(() => new Response(JSON.stringify(answer), { status }))
  const values = new Map<string, unknown>()
  const store = {
    read: (key: string) => values.get(key),
    write: (key: string, value: unknown) => void values.set(key, value),
  }
  const port = createAccountSettingsAdapter({
    ...options,
    store,
    now: () => new Date('2026-11-23T10:00:00.000Z'),
  })
  return { fetch, values, port }
}

describe('account settings adapter', () => {
  it('loads the mock settings', async () => {
    const { fetch, port } = harness()
    const settings = await port.load()
    expect(fetch).toHaveBeenCalledWith('/account-setting/data', expect.anything())
    expect(settings.general.fullName).toBe('Anna')
    expect(settings.connections.twitter).toEqual({ connected: true, account: 'h', profileImg: 'p' })
  })

  it('keeps a saved section in local storage and lays it over every later load', async () => {
    const { port, values } = harness()
    const settings = await port.load()
    const saved = await port.save({
      section: 'notifications',
      values: { ...settings.notifications, followMe: true },
    })
    expect(saved.notifications.followMe).toBe(true)
    expect((await port.load()).notifications.followMe).toBe(true)
    expect(values.get(ACCOUNT_SETTINGS_KEY)).toMatchObject({ notifications: { followMe: true } })
  })

  it('records the date of a password change, never the password', async () => {
    const { port, values } = harness()
    const settings = await port.changePassword({ currentPassword: 'old-pass1', newPassword: 'new-pass2' })
    expect(settings.passwordChangedAt).toBe('2026-11-23T10:00:00.000Z')
    const stored = JSON.stringify(values.get(ACCOUNT_SETTINGS_KEY))
    expect(stored).not.toContain('old-pass1')
    expect(stored).not.toContain('new-pass2')
  })

  it('maps a failed load to a port error', async () => {
    const { port } = harness(503)
    await expect(port.load()).rejects.toMatchObject({ code: 'unavailable' })
  })
})
