import '@abraham/reflection'
import { container } from 'tsyringe'
import { afterEach, describe, expect, it } from 'vitest'
import type { SessionPort, SessionStoragePort } from '../../ports/session-port'
import { PORTS } from '../../ports/tokens'
import { userOf } from '../../testing/users'
import { rememberPage, session, signIn, signOut } from './session'

function signsInAs(username: string, role = username) {
  const signedIn = { userData: userOf(role, username), accessToken: 'a', refreshToken: 'r' }
  const port: SessionPort = {
    login: async () => signedIn,
    register: async () => signedIn,
    refresh: async () => signedIn,
    logout: async () => {},
  }
  const storage: SessionStoragePort = {
    load: () => ({}),
    inspect: () => ({ userData: null, accessToken: null, refreshToken: null }),
    save: () => {},
    clear: () => {},
    endedFor: () => undefined,
    recordLastCall: () => {},
  }
  container.register(PORTS.session, { useValue: port })
  container.register(PORTS.sessionStorage, { useValue: storage })
  container.register(PORTS.sso, { useValue: { signOutAtProvider: async () => false } as never })
}

const credentials = { email: 'x@demo.com', password: 'x' }

describe('signing in after the session ran out', () => {
  afterEach(() => {
    sessionStorage.clear()
    session.userData = null
  })

  it("comes back to the tab's last page when the same person signs in", async () => {
    rememberPage('/orders/5/edit?tab=items', 'admin')
    signsInAs('admin')
    expect(await signIn(credentials)).toBe('/orders/5/edit?tab=items')
  })

  it("sends another person to their own home, not to the previous person's page", async () => {
    rememberPage('/orders/5/edit', 'admin')
    signsInAs('client')
    expect(await signIn(credentials)).toBe('/access-control')
  })

  it('forgets the page at a deliberate sign-out', async () => {
    rememberPage('/orders/5/edit', 'admin')
    signsInAs('admin')
    await signOut()
    expect(await signIn(credentials)).toBe('/orders')
  })
})
