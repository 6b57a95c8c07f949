import type { SessionStoragePort, SignedInSession } from '../ports/session-port'
import type { UserData } from '../domain/auth'

const b64url = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** An unsigned JWT with the given claims (the client only reads `exp`; tests need no signature). */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.signature`
}

/** A token that expires an hour after `now`, tagged so tests can tell tokens apart. */
export const liveToken = (tag: string, now = Date.now()) =>
  unsignedToken({ tag, exp: Math.floor(now / 1000) + 3600 })

export const testUser: UserData = {
  id: 1,
  fullName: 'Admin',
  avatar: '',
  role: 'admin',
  username: 'admin',
  email: 'admin@demo.com',
  ability: [{ action: 'manage', subject: 'all' }],
}

/** SessionStoragePort in memory, recording the last-call times. */
export function memorySessionStorage(initial: Partial<SignedInSession> = {}) {
  let current: Partial<SignedInSession> = { ...initial }
  let endedFor: string | undefined
  const lastCalls: Date[] = []
  const port: SessionStoragePort = {
    load: () => ({ ...current }),
    inspect: () => ({
      userData: current.userData ? JSON.stringify(current.userData) : null,
      accessToken: current.accessToken ?? null,
      refreshToken: current.refreshToken ?? null,
    }),
    save: (session) => {
      current = { ...session }
      endedFor = undefined
    },
    clear: (reason) => {
      endedFor = reason === 'ended' ? current.userData?.username : undefined
      current = {}
    },
    endedFor: () => endedFor,
    recordLastCall: (at) => {
      lastCalls.push(at)
    },
  }
  return { port, lastCalls, current: () => current }
}
