import { describe, expect, it, vi } from 'vitest'
import type { RawStoredSession } from '../../domain/auth'
import type { SessionChange } from '../../ports/session-events-port'
import { testUser, unsignedToken } from '../../testing/session-fakes'
import { watchOtherTabs } from './session-tabs'

const token = unsignedToken({ sub: '1', iat: 100, exp: 700 })
const signedIn: RawStoredSession = {
  userData: JSON.stringify(testUser),
  accessToken: token,
  refreshToken: token,
}
const empty: RawStoredSession = { userData: null, accessToken: null, refreshToken: null }

function setUp(initial: RawStoredSession) {
  let stored = initial
  let endedFor: string | undefined
  const win = new EventTarget() as unknown as Window
  const changes: SessionChange[] = []
  const deferred: (() => void)[] = []
  const stop = watchOtherTabs({
    win,
    storage: { inspect: () => stored, endedFor: () => endedFor },
    onChange: (change) => changes.push(change),
    defer: (look) => deferred.push(look),
  })
  /** Another tab writes `keys` one after another, leaving `after` stored. */
  const otherTabWrites = (keys: (string | null)[], after: RawStoredSession, ended?: string) => {
    stored = after
    endedFor = ended
    for (const key of keys) win.dispatchEvent(Object.assign(new Event('storage'), { key }))
    deferred.splice(0).forEach((look) => look())
  }
  return { changes, otherTabWrites, stop }
}

describe('watchOtherTabs', () => {
  it('reads a sign-out once, after its three writes', () => {
    const { changes, otherTabWrites } = setUp(signedIn)
    otherTabWrites(['userData', 'accessToken', 'refreshToken'], empty)
    expect(changes).toEqual([{ kind: 'signed-out' }])
  })

  it('tells a session the server ended there (its refresh refused) from a sign-out, with whose it was', () => {
    const { changes, otherTabWrites } = setUp(signedIn)
    otherTabWrites(['userData', 'accessToken', 'refreshToken'], empty, 'admin')
    // Looked at between two of the keys: half a session, but known as ended all the same.
    otherTabWrites(['userData'], { ...signedIn, userData: null }, 'admin')
    expect(changes).toEqual([
      { kind: 'signed-out', endedFor: 'admin' },
      { kind: 'signed-out', endedFor: 'admin' },
    ])
  })

  it('reads a sign-in with the user it stored', () => {
    const { changes, otherTabWrites } = setUp(empty)
    otherTabWrites(['userData', 'accessToken', 'refreshToken'], signedIn)
    expect(changes).toEqual([{ kind: 'signed-in', userData: testUser }])
  })

  it('reports a session that cannot be used as signed out, with the problem', () => {
    const { changes, otherTabWrites } = setUp(signedIn)
    otherTabWrites(['userData'], { ...signedIn, userData: '{"username":"admin"}' })
    otherTabWrites(['accessToken'], { ...signedIn, accessToken: unsignedToken({ sub: '1' }) })
    otherTabWrites([null], empty) // local storage cleared as a whole
    expect(changes).toEqual([
      { kind: 'signed-out', problem: 'user-data' },
      { kind: 'signed-out', problem: 'token' },
      { kind: 'signed-out' },
    ])
  })

  it('ignores the other keys of local storage, and stops listening', () => {
    const { changes, otherTabWrites, stop } = setUp(signedIn)
    otherTabWrites(['skin', 'lastCallAt'], empty)
    expect(changes).toEqual([])
    stop()
    otherTabWrites(['accessToken'], empty)
    expect(changes).toEqual([])
  })

  it('waits for the burst to end by default', async () => {
    vi.useFakeTimers()
    const win = new EventTarget() as unknown as Window
    const onChange = vi.fn()
    watchOtherTabs({ win, storage: { inspect: () => empty, endedFor: () => undefined }, onChange })
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'userData' }))
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'accessToken' }))
    expect(onChange).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(onChange).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})
