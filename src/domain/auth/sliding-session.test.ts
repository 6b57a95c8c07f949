import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  SLIDING_SESSION,
  nextSessionStep,
  refreshDueAt,
  sessionTimes,
  tokenTimes,
  type TokenTimes,
} from './sliding-session'

const b64url = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const token = (payload: unknown) =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.sig`

const MIN = 60_000
const LIFE = 10 * MIN
const { activityWindowMs: WINDOW, retryAfterMs: RETRY } = SLIDING_SESSION
/** A token issued at 0 that lives 10 minutes: due at minute 8. */
const issuedAtZero: TokenTimes = { issuedAt: 0, expiresAt: LIFE }

describe('tokenTimes and sessionTimes', () => {
  it('reads iat and exp as milliseconds', () => {
    expect(tokenTimes(token({ iat: 100, exp: 700 }))).toEqual({ issuedAt: 100_000, expiresAt: 700_000 })
  })

  it('leaves out an iat that is missing or not before exp', () => {
    expect(tokenTimes(token({ exp: 700 }))).toEqual({ expiresAt: 700_000 })
    expect(tokenTimes(token({ iat: 700, exp: 700 }))).toEqual({ expiresAt: 700_000 })
  })

  it('gives null for a token without a numeric exp or one that cannot be read', () => {
    expect(tokenTimes(token({ iat: 1 }))).toBeNull()
    expect(tokenTimes(token({ exp: '700' }))).toBeNull()
    expect(tokenTimes('garbage')).toBeNull()
    expect(tokenTimes(undefined)).toBeNull()
  })

  it('ends the session with the earlier of the two tokens', () => {
    const access = token({ iat: 0, exp: 600 })
    expect(sessionTimes(access, token({ iat: 0, exp: 300 }))).toEqual({ issuedAt: 0, expiresAt: 300_000 })
    expect(sessionTimes(access, token({ iat: 0, exp: 900 }))).toEqual({ issuedAt: 0, expiresAt: 600_000 })
    // Single sign-on keeps no refresh token: the access token alone decides.
    expect(sessionTimes(access, undefined)).toEqual({ issuedAt: 0, expiresAt: 600_000 })
    expect(sessionTimes('garbage', token({ exp: 900 }))).toBeNull()
  })
})

describe('refreshDueAt', () => {
  it('is at 80 % of the life: minute 8 of a 10-minute token', () => {
    expect(refreshDueAt(issuedAtZero)).toBe(8 * MIN)
  })

  it('assumes the 10-minute life when the token has no iat', () => {
    expect(refreshDueAt({ expiresAt: LIFE })).toBe(8 * MIN)
  })
})

describe('nextSessionStep', () => {
  it('waits until the refresh is due', () => {
    expect(nextSessionStep({ times: issuedAtZero, now: 1 * MIN, lastActivityAt: 1 * MIN })).toEqual({
      kind: 'wait',
      until: 8 * MIN,
    })
  })

  it('refreshes once due while the person was active in the last 5 minutes', () => {
    expect(nextSessionStep({ times: issuedAtZero, now: 8 * MIN, lastActivityAt: 3 * MIN })).toEqual({
      kind: 'refresh',
    })
  })

  it('waits for the expiry when the person has been idle longer than the window', () => {
    expect(nextSessionStep({ times: issuedAtZero, now: 8 * MIN, lastActivityAt: 2 * MIN })).toEqual({
      kind: 'wait',
      until: LIFE,
    })
    expect(nextSessionStep({ times: issuedAtZero, now: 8 * MIN })).toEqual({ kind: 'wait', until: LIFE })
  })

  it('refreshes when an idle person comes back before the expiry', () => {
    expect(nextSessionStep({ times: issuedAtZero, now: 9 * MIN, lastActivityAt: 9 * MIN })).toEqual({
      kind: 'refresh',
    })
  })

  it('expires at the exp, active or not', () => {
    expect(nextSessionStep({ times: issuedAtZero, now: LIFE, lastActivityAt: LIFE })).toEqual({
      kind: 'expire',
    })
  })

  it('after a failed attempt waits the retry time, never past the expiry', () => {
    expect(
      nextSessionStep({ times: issuedAtZero, now: 8 * MIN, lastActivityAt: 8 * MIN, lastFailureAt: 8 * MIN }),
    ).toEqual({ kind: 'wait', until: 8 * MIN + RETRY })
    expect(
      nextSessionStep({
        times: issuedAtZero,
        now: LIFE - 1000,
        lastActivityAt: LIFE - 1000,
        lastFailureAt: LIFE - 1000,
      }),
    ).toEqual({ kind: 'wait', until: LIFE })
    expect(
      nextSessionStep({
        times: issuedAtZero,
        now: 8 * MIN + RETRY,
        lastActivityAt: 8 * MIN,
        lastFailureAt: 8 * MIN,
      }),
    ).toEqual({ kind: 'refresh' })
  })
})

const clockArb = fc.record({
  issuedAt: fc.integer({ min: 0, max: 10 ** 12 }),
  life: fc.integer({ min: 1000, max: 24 * 60 * MIN }),
  at: fc.double({ min: 0, max: 1.5, noNaN: true }),
  idle: fc.option(fc.integer({ min: -MIN, max: 60 * MIN }), { nil: undefined }),
  failedAgo: fc.option(fc.integer({ min: 0, max: 5 * MIN }), { nil: undefined }),
})

describe('nextSessionStep properties', () => {
  it('never refreshes before it is due or after the expiry, and a wait always moves time forward', () => {
    fc.assert(
      fc.property(clockArb, ({ issuedAt, life, at, idle, failedAgo }) => {
        const times = { issuedAt, expiresAt: issuedAt + life }
        const now = issuedAt + Math.floor(at * life)
        const step = nextSessionStep({
          times,
          now,
          lastActivityAt: idle === undefined ? undefined : now - idle,
          lastFailureAt: failedAgo === undefined ? undefined : now - failedAgo,
        })
        if (step.kind === 'refresh') {
          expect(now).toBeGreaterThanOrEqual(refreshDueAt(times))
          expect(now).toBeLessThan(times.expiresAt)
        }
        if (step.kind === 'wait') {
          expect(step.until).toBeGreaterThan(now)
          expect(step.until).toBeLessThanOrEqual(times.expiresAt)
        }
        if (step.kind === 'expire') expect(now).toBeGreaterThanOrEqual(times.expiresAt)
      }),
    )
  })

  it('an idle person (no input within the window) is never refreshed', () => {
    fc.assert(
      fc.property(clockArb, fc.integer({ min: 1, max: 60 * MIN }), ({ issuedAt, life, at }, beyond) => {
        const times = { issuedAt, expiresAt: issuedAt + life }
        const now = issuedAt + Math.floor(at * life)
        const step = nextSessionStep({ times, now, lastActivityAt: now - WINDOW - beyond })
        expect(step.kind).not.toBe('refresh')
      }),
    )
  })

  /**
   * A working day, simulated: the scheduler is asked at every step it names and at every input; a refresh
   * issues a new 10-minute token. Someone whose inputs are never more than the window apart is never signed
   * out; once the inputs stop, the session ends within window + one token life of the last input.
   */
  it('keeps an active person signed in and signs an idle one out', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: WINDOW }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: LIFE }),
        (gaps, startOffset) => {
          let times: TokenTimes = { issuedAt: startOffset, expiresAt: startOffset + LIFE }
          const inputs: number[] = []
          let t = startOffset
          for (const gap of gaps) inputs.push((t += gap))
          const lastInput = inputs.at(-1)!
          let now = startOffset
          let lastActivityAt: number | undefined = startOffset
          let nextInput = 0
          let expiredAt: number | undefined
          for (let guard = 0; guard < 10_000 && expiredAt === undefined; guard++) {
            const step = nextSessionStep({ times, now, lastActivityAt })
            if (step.kind === 'expire') expiredAt = now
            else if (step.kind === 'refresh') times = { issuedAt: now, expiresAt: now + LIFE }
            else {
              const input = inputs[nextInput]
              if (input !== undefined && input <= step.until) {
                now = input
                lastActivityAt = input
                nextInput += 1
              } else now = step.until
            }
          }
          expect(expiredAt).toBeDefined()
          expect(expiredAt!).toBeGreaterThan(lastInput)
          expect(expiredAt!).toBeLessThanOrEqual(lastInput + WINDOW + LIFE)
        },
      ),
    )
  })
})
