import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { decodeJwtPayload } from '../../domain/auth'
import type { SignedInSession } from '../../ports/session-port'
import { memorySessionStorage, testUser, unsignedToken } from '../../testing/session-fakes'
import { startSlidingSession } from './sliding-session'
import { SETTLE_MS } from './session-keeper'

const MIN = 60_000

function freshSession(tag: string): SignedInSession {
  const iat = Math.floor(Date.now() / 1000)
  return {
    userData: testUser,
    accessToken: unsignedToken({ tag, iat, exp: iat + 600 }),
    refreshToken: unsignedToken({ tag: `${tag}-refresh`, iat, exp: iat + 600 }),
  }
}

/** A page with events, visibility and optionally Web Locks. */
function fakePage(locks?: { request: (name: string, task: () => Promise<void>) => Promise<unknown> }) {
  const win = new EventTarget() as EventTarget & {
    document: EventTarget & { visibilityState: string }
    navigator: object
  }
  win.document = Object.assign(new EventTarget(), { visibilityState: 'visible' })
  win.navigator = locks ? { locks } : {}
  return win as unknown as Window & typeof win
}

describe('startSlidingSession', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.UTC(2026, 10, 26, 8))
  })
  afterEach(() => vi.useRealTimers())

  function start(locks?: Parameters<typeof fakePage>[0]) {
    const storage = memorySessionStorage(freshSession('first'))
    const refresh = vi.fn(async () => freshSession('renewed'))
    const reload = vi.fn()
    const win = fakePage(locks)
    const sliding = startSlidingSession({ storage: storage.port, refresh, reload, win })
    return { storage, refresh, reload, win, sliding }
  }

  it('renews the tokens of a person typing, under the Web Lock when there is one', async () => {
    const request = vi.fn((_name: string, task: () => Promise<void>) => task())
    const { win, refresh, storage, reload } = start({ request })
    for (let minute = 0; minute < 9; minute++) {
      await vi.advanceTimersByTimeAsync(MIN)
      win.dispatchEvent(new Event('keydown'))
    }
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(request).toHaveBeenCalledWith('cargo-session-refresh', expect.any(Function))
    expect(decodeJwtPayload(storage.current().accessToken)?.tag).toBe('renewed')
    expect(reload).not.toHaveBeenCalled()
  })

  it('counts the calls recorded through its storage port as activity', async () => {
    const { sliding, refresh } = start()
    await vi.advanceTimersByTimeAsync(6 * MIN)
    sliding.sessionStorage.recordLastCall(new Date())
    await vi.advanceTimersByTimeAsync(2 * MIN + SETTLE_MS)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('clears and reloads an idle session when it runs out, and stops on request', async () => {
    const idle = start()
    await vi.advanceTimersByTimeAsync(10 * MIN)
    expect(idle.refresh).not.toHaveBeenCalled()
    expect(idle.reload).toHaveBeenCalledTimes(1)
    expect(idle.storage.current()).toEqual({})

    const stopped = start()
    stopped.sliding.stop()
    await vi.advanceTimersByTimeAsync(10 * MIN)
    expect(stopped.reload).not.toHaveBeenCalled()
  })

  it('keeps a session signed in from another tab once the storage event tells it', async () => {
    const storage = memorySessionStorage()
    const refresh = vi.fn(async () => freshSession('renewed'))
    const reload = vi.fn()
    const win = fakePage()
    startSlidingSession({ storage: storage.port, refresh, reload, win })
    storage.port.save(freshSession('other-tab')) // written by another tab: only the event tells this one
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'accessToken' }))
    for (let minute = 0; minute < 30; minute++) {
      await vi.advanceTimersByTimeAsync(MIN)
      win.dispatchEvent(new Event('pointerdown'))
    }
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(3)
    expect(reload).not.toHaveBeenCalled()
  })
})
