import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PortError } from '../../ports/errors'
import type { SessionStoragePort, SignedInSession } from '../../ports/session-port'
import { memorySessionStorage, testUser, unsignedToken } from '../../testing/session-fakes'
import { createSessionKeeper, SETTLE_MS, type LockManagerLike, type SessionKeeper } from './session-keeper'

const MIN = 60_000
const START = Date.UTC(2026, 10, 26, 8, 0, 0)

let issued = 0
/** A session as `/jwt/login` and `/jwt/refresh-token` give it: both tokens live 10 minutes from now. */
function freshSession(): SignedInSession {
  const iat = Math.floor(Date.now() / 1000)
  issued += 1
  return {
    userData: testUser,
    accessToken: unsignedToken({ n: issued, iat, exp: iat + 600, token_use: 'access' }),
    refreshToken: unsignedToken({ n: issued, iat, exp: iat + 600, token_use: 'refresh' }),
  }
}

/** A storage port that tells the keepers about every change, as the composition root and `storage` events do. */
function sharedStorage(initial: SignedInSession) {
  const memory = memorySessionStorage(initial)
  const keepers: SessionKeeper[] = []
  const port: SessionStoragePort = {
    ...memory.port,
    save(session) {
      memory.port.save(session)
      keepers.forEach((keeper) => keeper.sessionChanged())
    },
    clear() {
      memory.port.clear()
      keepers.forEach((keeper) => keeper.sessionChanged())
    },
  }
  return { port, keepers, current: memory.current }
}

/** Web Locks in one process: callbacks for one name run one after another. */
function fakeLocks(): LockManagerLike {
  let queue: Promise<unknown> = Promise.resolve()
  return {
    request(_name, callback) {
      const run = queue.then(callback)
      queue = run.catch(() => undefined)
      return run
    },
  }
}

function setUp({
  locks,
  refresh,
  tabs = 1,
}: { locks?: LockManagerLike; refresh?: (token: string) => Promise<SignedInSession>; tabs?: number } = {}) {
  const storage = sharedStorage(freshSession())
  const refreshCalls: string[] = []
  const expired = vi.fn(() => storage.port.clear())
  for (let tab = 0; tab < tabs; tab++) {
    storage.keepers.push(
      createSessionKeeper({
        sessionStorage: storage.port,
        refresh: async (token) => {
          refreshCalls.push(token)
          return refresh ? refresh(token) : freshSession()
        },
        expire: expired,
        locks,
      }),
    )
  }
  const activeEveryMinuteFor = async (minutes: number) => {
    for (let minute = 0; minute < minutes; minute++) {
      await vi.advanceTimersByTimeAsync(MIN)
      storage.keepers.forEach((keeper) => keeper.noteActivity())
    }
  }
  return { storage, refreshCalls, expired, activeEveryMinuteFor, keeper: storage.keepers[0]! }
}

/** One tab's keeper whose lock requests wait until the test grants them (`grantLocks`). */
function keeperWithHeldLocks() {
  const waiting: Array<() => void> = []
  const heldLocks: LockManagerLike = {
    request: (_name, callback) =>
      new Promise<void>((resolve) => waiting.push(resolve)).then(() => callback()),
  }
  const memory = memorySessionStorage(freshSession())
  const refreshCalls: string[] = []
  const keeper = createSessionKeeper({
    sessionStorage: memory.port,
    refresh: async (token) => {
      refreshCalls.push(token)
      return freshSession()
    },
    expire: () => memory.port.clear(),
    locks: heldLocks,
  })
  const grantLocks = () => waiting.splice(0).forEach((grant) => grant())
  return { memory, refreshCalls, keeper, grantLocks }
}

describe('the session keeper', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(START)
  })
  afterEach(() => vi.useRealTimers())

  it('keeps a person who works for 30 minutes signed in, renewing before each token runs out', async () => {
    const { refreshCalls, expired, activeEveryMinuteFor, storage } = setUp()
    await activeEveryMinuteFor(30)
    expect(expired).not.toHaveBeenCalled()
    expect(refreshCalls.length).toBeGreaterThanOrEqual(3)
    expect(storage.current().accessToken).toBeDefined()
  })

  it('lets an idle session run out and then applies the spec rule, without renewing', async () => {
    const { refreshCalls, expired, storage } = setUp()
    await vi.advanceTimersByTimeAsync(10 * MIN)
    expect(refreshCalls).toEqual([])
    expect(expired).toHaveBeenCalledTimes(1)
    expect(storage.current()).toEqual({})
  })

  it('counts a call as activity like an input', async () => {
    const { refreshCalls, keeper } = setUp()
    await vi.advanceTimersByTimeAsync(4 * MIN)
    keeper.noteActivity(Date.now())
    await vi.advanceTimersByTimeAsync(4 * MIN + SETTLE_MS)
    expect(refreshCalls).toHaveLength(1)
  })

  it('renews at once when an idle person comes back before the expiry', async () => {
    const { refreshCalls, expired, keeper } = setUp()
    await vi.advanceTimersByTimeAsync(9 * MIN)
    expect(refreshCalls).toEqual([])
    keeper.noteActivity()
    await vi.advanceTimersByTimeAsync(SETTLE_MS)
    expect(refreshCalls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2 * MIN)
    expect(expired).not.toHaveBeenCalled()
  })

  it('makes one refresh for five tabs sharing the Web Lock', async () => {
    // The answer takes two seconds, as over a network: the other tabs are due while it is on the wire.
    const slowRefresh = () =>
      new Promise<SignedInSession>((resolve) => setTimeout(() => resolve(freshSession()), 2000))
    const { refreshCalls, activeEveryMinuteFor, expired } = setUp({
      locks: fakeLocks(),
      refresh: slowRefresh,
      tabs: 5,
    })
    await activeEveryMinuteFor(9)
    expect(refreshCalls).toHaveLength(1)
    expect(expired).not.toHaveBeenCalled()
  })

  it("does not renew again a session another tab has just renewed, when it reads that renewal's two tokens one at a time", async () => {
    // Another tab renews; this one hears it through its own storage, where the new access token lands before the
    // new refresh token (each key is a change of its own). The person types in between: read then, the pair looks
    // due (its refresh token is the old one, near its end). By the time this tab holds the lock the pair is whole
    // again, and fresh.
    const { memory, refreshCalls, keeper, grantLocks } = keeperWithHeldLocks()
    await vi.advanceTimersByTimeAsync(8 * MIN + 5_000)
    const old = memory.current()
    const renewed = freshSession()
    memory.port.save({ ...renewed, refreshToken: old.refreshToken! })
    keeper.sessionChanged()
    keeper.noteActivity()
    memory.port.save(renewed)
    keeper.sessionChanged()
    grantLocks()
    await vi.advanceTimersByTimeAsync(0)
    expect(refreshCalls).toEqual([])
    expect(memory.current()).toEqual(renewed)
    // The next renewal is the new pair's, when it is due.
    await vi.advanceTimersByTimeAsync(8 * MIN)
    keeper.noteActivity()
    grantLocks()
    await vi.advanceTimersByTimeAsync(SETTLE_MS)
    expect(refreshCalls).toEqual([renewed.refreshToken])
  })

  it("does not renew again when another tab's renewal reaches this tab's storage after the lock", async () => {
    // The other tab renews and lets the lock go; the browser hands the lock to this tab before it copies the new
    // tokens into this tab's storage (separate channels): when the lock is granted this tab still sees the pair it
    // judged due, and the renewed pair lands a few milliseconds later.
    const { memory, refreshCalls, keeper, grantLocks } = keeperWithHeldLocks()
    await vi.advanceTimersByTimeAsync(8 * MIN + 5_000)
    keeper.noteActivity()
    grantLocks()
    await vi.advanceTimersByTimeAsync(20)
    const renewed = freshSession()
    memory.port.save(renewed)
    keeper.sessionChanged()
    await vi.advanceTimersByTimeAsync(SETTLE_MS)
    expect(refreshCalls).toEqual([])
    expect(memory.current()).toEqual(renewed)
  })

  it('still renews where Web Locks are missing', async () => {
    const { refreshCalls, activeEveryMinuteFor, expired } = setUp({ locks: undefined })
    await activeEveryMinuteFor(25)
    expect(refreshCalls.length).toBeGreaterThanOrEqual(2)
    expect(expired).not.toHaveBeenCalled()
  })

  it('tries again after a passing failure, and stops after a refused refresh token', async () => {
    let answers = [new PortError('unavailable', 'offline')] as (PortError | null)[]
    const { refreshCalls, activeEveryMinuteFor, expired } = setUp({
      refresh: async () => {
        const answer = answers.shift()
        if (answer) throw answer
        return freshSession()
      },
    })
    await activeEveryMinuteFor(9)
    expect(refreshCalls).toHaveLength(2) // at minute 8, then 30 s later
    expect(expired).not.toHaveBeenCalled()

    answers = [new PortError('unauthenticated', 'Invalid refresh token')]
    await activeEveryMinuteFor(15)
    expect(refreshCalls).toHaveLength(3)
    expect(expired).toHaveBeenCalledTimes(1)
  })

  it('does not bring back a session signed out while its refresh was on the wire', async () => {
    let answer: (session: SignedInSession) => void = () => {}
    const { storage, refreshCalls, activeEveryMinuteFor } = setUp({
      refresh: () => new Promise((resolve) => (answer = resolve)),
    })
    await activeEveryMinuteFor(8)
    await vi.advanceTimersByTimeAsync(SETTLE_MS)
    expect(refreshCalls).toHaveLength(1)
    storage.port.clear()
    answer(freshSession())
    await vi.advanceTimersByTimeAsync(0)
    expect(storage.current()).toEqual({})
  })

  it('does nothing when signed out or when the token has no expiry (left to the sign-in check)', () => {
    for (const stored of [{}, { userData: testUser, accessToken: unsignedToken({ sub: '1' }) }]) {
      const storage = memorySessionStorage(stored)
      const expire = vi.fn()
      const refresh = vi.fn()
      const keeper = createSessionKeeper({ sessionStorage: storage.port, refresh, expire })
      keeper.noteActivity()
      vi.advanceTimersByTime(60 * MIN)
      expect(expire).not.toHaveBeenCalled()
      expect(refresh).not.toHaveBeenCalled()
    }
  })

  it('applies the spec rule at once to a session found run out', () => {
    const iat = Math.floor(Date.now() / 1000) - 700
    const storage = memorySessionStorage({
      userData: testUser,
      accessToken: unsignedToken({ iat, exp: iat + 600 }),
      refreshToken: unsignedToken({ iat, exp: iat + 600 }),
    })
    const expire = vi.fn()
    createSessionKeeper({ sessionStorage: storage.port, refresh: vi.fn(), expire })
    expect(expire).toHaveBeenCalledTimes(1)
  })

  it('stops its timers', async () => {
    const { keeper, expired } = setUp()
    keeper.stop()
    await vi.advanceTimersByTimeAsync(20 * MIN)
    expect(expired).not.toHaveBeenCalled()
  })
})
