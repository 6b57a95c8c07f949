import { setTimeout as sleep } from 'node:timers/promises'
import { Code, ConnectError, type Interceptor } from '@connectrpc/connect'
import { codeFromString } from '@connectrpc/connect/protocol-connect'
import { principalKey } from '../auth'
import { codeName } from '../errors'

/** Every Connect error code, by name (`invalid_argument`); `ok` is no error and is not one of them. */
export const CONNECT_CODES: readonly string[] = Object.values(Code)
  .filter((value): value is Code => typeof value === 'number')
  .map(codeName)

/** A fault as `POST /__admin/faults` asks for it. */
export interface FaultSpec {
  /** `cargo.services.<Service>/<Method>`, or `*` for every RPC. */
  method: string
  /** The Connect error code the call fails with; none: the call only waits. */
  code?: string
  /** How long the call waits before it goes on (or fails). */
  latencyMs?: number
  /** The chance (0..1) that a matching call gets the fault. */
  rate: number
  /** How many calls may get it; then it is spent and removed. None: until removed. */
  times?: number
  /**
   * Only the calls of this signed-in user (the request journal's `user`, such as `admin` or `c1001`); none: every
   * caller's. A developer or a test fails its own calls without failing everyone else's on a shared server.
   */
  user?: string
}

export interface Fault extends FaultSpec {
  id: string
  /** Calls left before it is spent; null when it has no `times`. */
  timesLeft: number | null
}

/**
 * The injected faults. A call is matched by the faults of its own method first, then by `*` ones, older
 * before newer; each matching fault fires with its own `rate`, and each that fires counts one of its `times`.
 */
export class Faults {
  private faults: Fault[] = []
  private lastId = 0

  constructor(private readonly random: () => number = Math.random) {}

  add(spec: FaultSpec): Fault {
    // Ids keep counting across removals and resets, so an old id never names a new fault.
    const fault: Fault = { id: String(++this.lastId), ...spec, timesLeft: spec.times ?? null }
    this.faults.push(fault)
    return { ...fault }
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }))
  }

  remove(id: string): boolean {
    const before = this.faults.length
    this.faults = this.faults.filter((fault) => fault.id !== id)
    return this.faults.length < before
  }

  clear(): void {
    this.faults = []
  }

  /** The faults that fire for one call of `method` by `user`, counted (a spent one is removed at once). */
  fire(method: string, user = ''): Fault[] {
    const forCaller = this.faults.filter((fault) => fault.user === undefined || fault.user === user)
    const matching = [
      ...forCaller.filter((fault) => fault.method === method),
      ...forCaller.filter((fault) => fault.method === '*'),
    ]
    const fired = matching.filter((fault) => fault.rate > 0 && this.random() < fault.rate)
    for (const fault of fired) {
      if (fault.timesLeft === null) continue
      fault.timesLeft -= 1
      if (fault.timesLeft <= 0) this.remove(fault.id)
    }
    return fired.map((fault) => ({ ...fault }))
  }
}

/**
 * Applies the faults to every RPC, whatever its protocol: the call waits the latencies of the faults that fire
 * (added up; other calls go on meanwhile), then fails with the code of the first of them that has one, or goes
 * on to its handler. Put it after auth: a call with no valid token is refused as it would be anyway.
 */
export function faultInterceptor(faults: Faults): Interceptor {
  return (next) => async (req) => {
    const fired = faults.fire(
      `${req.service.typeName}/${req.method.name}`,
      req.contextValues.get(principalKey)?.username,
    )
    if (fired.length === 0) return next(req)
    const latency = fired.reduce((sum, fault) => sum + (fault.latencyMs ?? 0), 0)
    if (latency > 0) await sleep(latency, undefined, { signal: req.signal })
    const failing = fired.find((fault) => fault.code !== undefined)
    if (failing?.code !== undefined)
      throw new ConnectError(
        `injected fault ${failing.id} (${failing.method}, POST /__admin/faults): ${failing.code}`,
        codeFromString(failing.code) ?? Code.Unknown,
      )
    return next(req)
  }
}
