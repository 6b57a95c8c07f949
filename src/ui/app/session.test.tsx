import '@abraham/reflection'
import { screen, waitFor } from '@testing-library/react'
import { container } from 'tsyringe'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RawStoredSession } from '../../domain/auth'
import type { SessionEventsPort } from '../../ports/session-events-port'
import type { SessionStoragePort } from '../../ports/session-port'
import { PORTS } from '../../ports/tokens'
import { initTestI18n } from '../../testing/i18n'
import { renderShell } from '../../testing/render-shell'
import { userOf } from '../../testing/users'
import { AppRoutes } from './AppRoutes'
import { restoreSession, session } from '../session/session'

const b64url = (text: string) =>
  btoa(unescape(encodeURIComponent(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const jwt = (claims: object) =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.sig`
const liveToken = jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })
const admin = JSON.stringify({ ...userOf('admin'), extras: { eCommerceCartItemsCount: 2 } })

/** Local storage holding exactly these strings, as another version of the app or a person may have left it. */
function storedAs(raw: RawStoredSession) {
  let current = { ...raw }
  const port: SessionStoragePort = {
    load: () => ({
      userData: current.userData ? JSON.parse(current.userData) : undefined,
      accessToken: current.accessToken ?? undefined,
      refreshToken: current.refreshToken ?? undefined,
    }),
    inspect: () => current,
    save: () => {},
    clear: () => {
      current = { userData: null, accessToken: null, refreshToken: null }
    },
    endedFor: () => undefined,
    recordLastCall: () => {},
  }
  container.register(PORTS.sessionStorage, { useValue: port })
  return () => current
}

const events: SessionEventsPort = { onSignedOut: () => () => {}, onChangedElsewhere: () => () => {} }

describe('restoring the stored session', () => {
  beforeAll(async () => {
    await initTestI18n()
    // The sign-in screen is a lazy chunk: loaded once here rather than inside the first test's wait.
    await import('../features/auth/LoginPage')
  })
  beforeEach(() => container.register(PORTS.sessionEvents, { useValue: events }))
  afterEach(() => {
    session.userData = null
    session.notice = null
  })

  it('takes up a usable session with every field of its user data', () => {
    storedAs({ userData: admin, accessToken: liveToken, refreshToken: liveToken })
    restoreSession()
    expect(session.userData).toMatchObject({
      role: 'admin',
      username: 'admin',
      extras: { eCommerceCartItemsCount: 2 },
    })
    expect(session.notice).toBeNull()
  })

  it('leaves a visitor with nothing stored on the sign-in page without a message', async () => {
    storedAs({ userData: null, accessToken: null, refreshToken: null })
    restoreSession()
    const { location } = renderShell(<AppRoutes />, '/')
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument()
    expect(location.history.at(-1)).toBe('/login')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it.each<[string, RawStoredSession]>([
    [
      'user data without a role',
      { userData: '{"username":"admin"}', accessToken: liveToken, refreshToken: null },
    ],
    [
      'user data without a username',
      { userData: '{"role":"customer","fullName":"C"}', accessToken: liveToken, refreshToken: null },
    ],
    ['user data that is not JSON', { userData: '{role', accessToken: liveToken, refreshToken: null }],
    [
      'a token that cannot be decoded',
      { userData: admin, accessToken: 'not.a.token', refreshToken: liveToken },
    ],
    ['a token without exp', { userData: admin, accessToken: jwt({ sub: '1' }), refreshToken: liveToken }],
  ])('answers %s with a clean sign-in page that says why, and clears it', async (_case, raw) => {
    const stored = storedAs(raw)
    restoreSession()
    expect(stored()).toEqual({ userData: null, accessToken: null, refreshToken: null })
    const { location } = renderShell(<AppRoutes />, '/')
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your saved sign-in could not be read, so you have been signed out. Please sign in again.',
    )
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'))
    expect(location.history.filter((path) => path === '/login')).toHaveLength(1)
  })
})
