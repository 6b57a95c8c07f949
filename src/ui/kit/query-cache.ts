/**
 * The loader cache shared by a route's data and the screen it opens (decision 0140):
 * - `prefetch(key, run)`: a route starts its first call as soon as it is decided, before its screen's code has
 *   arrived; nobody waits for it yet;
 * - `fetch(key, run)`: a controller asks for the same key: it adopts the call in flight, or takes the
 *   prefetched answer (or failure) once, if no more than `handOverMs` old; otherwise it starts a call of its own.
 *   `fresh` skips both (a reload after a change must ask the server again);
 * - `release()`: a controller no longer wants the answer (its query changed): a call nobody else waits for is
 *   aborted through its AbortSignal;
 * - `peek(key)`: the last answer of that key, which a controller shows while it asks again (stale while
 *   revalidate);
 * - `answered(key)`: the prefetched answer, if it has already come (and is no older than `handOverMs`), at once:
 *   a screen whose route's call was answered before its code arrived renders its rows in its first render;
 *   `take(key)` then takes it (once its screen is committed: a render thrown away leaves it for the next one).
 */
export interface QueryCache {
  prefetch<T>(key: string, run: (signal: AbortSignal) => Promise<T>): void
  fetch<T>(key: string, run: (signal: AbortSignal) => Promise<T>, options?: { fresh?: boolean }): QueryCall<T>
  peek<T>(key: string): { value: T; at: number } | undefined
  answered<T>(key: string): { value: T } | undefined
  take(key: string): void
  clear(): void
}

export interface QueryCall<T> {
  answer: Promise<T>
  /** Says the answer is no longer wanted; the call is aborted when nobody else waits for it. */
  release: () => void
}

interface InFlight {
  promise: Promise<unknown>
  abort: AbortController
  /** Controllers waiting for it; a prefetch alone counts none (it is kept for the screen to come). */
  users: number
  /** Whether a controller ever took it (a prefetched call then has nothing to hand over). */
  joined: boolean
  /** Its order among the key's calls: an older call settling late does not replace a newer answer. */
  seq: number
}

interface Entry {
  inFlight?: InFlight
  /** A prefetched call's outcome no controller has taken yet, and when it settled. */
  handOver?: { outcome: PromiseSettledResult<unknown>; at: number }
  last?: { value: unknown; at: number; seq: number }
  seq: number
}

export interface QueryCacheOptions {
  /** How many keys keep their last answer (least recently used first out). */
  maxEntries?: number
  /** How long a prefetched answer waits for its screen. */
  handOverMs?: number
  now?: () => number
}

export function createQueryCache({
  maxEntries = 30,
  handOverMs = 15_000,
  now = () => Date.now(),
}: QueryCacheOptions = {}): QueryCache {
  const entries = new Map<string, Entry>()

  /** The key's entry, made the most recently used; the least recently used beyond `maxEntries` go. */
  function entryOf(key: string): Entry {
    const entry = entries.get(key) ?? { seq: 0 }
    entries.delete(key)
    entries.set(key, entry)
    for (const [oldKey, old] of entries) {
      if (entries.size <= maxEntries) break
      if (!old.inFlight) entries.delete(oldKey)
    }
    return entry
  }

  function start(entry: Entry, run: (signal: AbortSignal) => Promise<unknown>): InFlight {
    const abort = new AbortController()
    const call: InFlight = { promise: run(abort.signal), abort, users: 0, joined: false, seq: ++entry.seq }
    entry.inFlight = call
    call.promise.then(
      (value) => {
        if (entry.inFlight === call) entry.inFlight = undefined
        if (!abort.signal.aborted && (entry.last?.seq ?? 0) < call.seq)
          entry.last = { value, at: now(), seq: call.seq }
      },
      () => {
        if (entry.inFlight === call) entry.inFlight = undefined
      },
    )
    return call
  }

  function join<T>(entry: Entry, call: InFlight): QueryCall<T> {
    call.users++
    call.joined = true
    let released = false
    return {
      answer: call.promise as Promise<T>,
      release: () => {
        if (released) return
        released = true
        call.users--
        if (call.users > 0 || entry.inFlight !== call) return
        // Nobody waits for it any more: the server need not finish it, nor the page decode it.
        entry.inFlight = undefined
        call.abort.abort()
      },
    }
  }

  return {
    prefetch(key, run) {
      const entry = entryOf(key)
      if (entry.inFlight) return
      entry.handOver = undefined
      const call = start(entry, run)
      const keep = (outcome: PromiseSettledResult<unknown>) => {
        // Taken by a controller while in flight, or overtaken by a newer call: nothing to hand over.
        if (call.joined || entry.seq !== call.seq) return
        entry.handOver = { outcome, at: now() }
      }
      call.promise.then(
        (value) => keep({ status: 'fulfilled', value }),
        (reason: unknown) => keep({ status: 'rejected', reason }),
      )
    },
    fetch<T>(key: string, run: (signal: AbortSignal) => Promise<T>, { fresh = false } = {}) {
      const entry = entryOf(key)
      const handOver = entry.handOver
      entry.handOver = undefined
      if (!fresh && entry.inFlight) return join<T>(entry, entry.inFlight)
      if (!fresh && handOver && now() - handOver.at <= handOverMs) {
        const answer =
          handOver.outcome.status === 'fulfilled'
            ? Promise.resolve(handOver.outcome.value as T)
            : Promise.reject(handOver.outcome.reason as Error)
        return { answer, release: () => undefined }
      }
      return join<T>(entry, start(entry, run))
    },
    answered<T>(key: string) {
      const handOver = entries.get(key)?.handOver
      if (!handOver || handOver.outcome.status !== 'fulfilled' || now() - handOver.at > handOverMs)
        return undefined
      return { value: handOver.outcome.value as T }
    },
    take(key) {
      const entry = entries.get(key)
      if (entry) entry.handOver = undefined
    },
    peek<T>(key: string) {
      const last = entries.get(key)?.last
      return last && { value: last.value as T, at: last.at }
    },
    clear() {
      entries.clear()
    },
  }
}

/** The app's one loader cache: routes prefetch into it, list and detail controllers read from it. */
export const queryCache = createQueryCache()
