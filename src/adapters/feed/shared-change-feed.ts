import type { RecordChange } from '../../domain/changes'
import type {
  ChangeFeedPort,
  ChangeListener,
  ChangeStreamMessage,
  OpenChangeStream,
} from '../../ports/change-feed-port'

export interface SharedChangeFeedOptions {
  /** Opens one stream (the Connect adapter's `openChangeStream`). */
  open: OpenChangeStream
  /** The headers of a stream (Authorization with the stored token); read afresh at each connection. */
  headers: () => Headers
  /** Waits before reconnecting after `attempt` failures in a row (1 s, 2 s, 4 s ... up to 30 s by default). */
  backoffMs?: (attempt: number) => number
  /**
   * With no message at all for this long the connection is taken for dead and made again (the server sends a
   * heartbeat every 20 s). Default 45 s.
   */
  silenceMs?: number
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
  /** Hears why a connection ended (for the console); nothing by default. */
  log?: (message: string, error: unknown) => void
}

/** 1 s, 2 s, 4 s, ... up to 30 s, each with up to a fifth more at random (tabs do not come back all at once). */
const defaultBackoff = (attempt: number) =>
  Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1)) * (1 + Math.random() / 5)

interface Subscription {
  collections: ReadonlySet<string>
  listener: ChangeListener
}

/**
 * The tab's one change feed: the first subscription opens a stream for the collections subscribed to, the last
 * unsubscription closes it. A stream that drops or fails is made again after a backoff, resuming after the last
 * change seen; when the server no longer has the changes after it (reload_required), every listener hears
 * `missed`. A subscription for a collection the stream does not carry yet reconnects at once, resuming.
 */
export function createSharedChangeFeed(options: SharedChangeFeedOptions): ChangeFeedPort {
  const backoff = options.backoffMs ?? defaultBackoff
  const silenceMs = options.silenceMs ?? 45_000
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms))
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  const log = options.log ?? (() => undefined)

  const subscriptions = new Set<Subscription>()
  /** The cursor of the last message; '' before the first stream started. */
  let cursor = ''
  /** The stream in progress: its collections and the way to end it. */
  let current: { collections: ReadonlySet<string>; abort: AbortController } | null = null
  let retry: unknown = null
  let failures = 0

  const wanted = () => new Set([...subscriptions].flatMap((s) => [...s.collections]))

  const deliver = (change: RecordChange) => {
    for (const subscription of [...subscriptions])
      if (subscription.collections.has(change.collection) && subscriptions.has(subscription))
        subscription.listener.change(change)
  }
  const missed = () => {
    for (const subscription of [...subscriptions]) subscription.listener.missed?.()
  }

  function stop() {
    if (retry !== null) clearTimer(retry)
    retry = null
    current?.abort.abort()
    current = null
  }

  /** Connects now (again), for the collections subscribed to. */
  function connect() {
    stop()
    if (subscriptions.size === 0) return
    const collections = wanted()
    const abort = new AbortController()
    const run = { collections, abort }
    current = run
    void stream(run)
  }

  function reconnectLater() {
    failures++
    retry = setTimer(() => {
      retry = null
      connect()
    }, backoff(failures))
  }

  async function stream(run: { collections: ReadonlySet<string>; abort: AbortController }) {
    let silence: unknown = null
    const quiet = () => {
      if (silence !== null) clearTimer(silence)
      silence = setTimer(() => run.abort.abort(), silenceMs)
    }
    const resumedFrom = cursor
    try {
      quiet()
      const messages = options.open(
        { collections: [...run.collections].sort(), resumeAfter: cursor },
        { signal: run.abort.signal, headers: options.headers() },
      )
      for await (const message of messages) {
        if (run.abort.signal.aborted) break
        quiet()
        handle(message, resumedFrom)
      }
      if (!run.abort.signal.aborted) log('The change feed ended; connecting again', null)
    } catch (error) {
      if (!run.abort.signal.aborted || current === run) log('The change feed failed; connecting again', error)
    } finally {
      if (silence !== null) clearTimer(silence)
    }
    // Ended by the server, failed, or silent too long: again after a while. Ended here (stop): nothing more.
    if (current === run) {
      current = null
      if (subscriptions.size > 0) reconnectLater()
    }
  }

  function handle(message: ChangeStreamMessage, resumedFrom: string) {
    if (message.kind === 'started') {
      failures = 0
      const wasResuming = resumedFrom !== ''
      cursor = message.cursor
      if (message.reloadRequired && wasResuming) missed()
      return
    }
    if (message.kind === 'heartbeat') return
    cursor = message.change.cursor
    deliver(message.change)
  }

  return {
    subscribe(collections, listener) {
      const subscription: Subscription = { collections: new Set(collections), listener }
      const before = current?.collections
      subscriptions.add(subscription)
      const covered = before && collections.every((collection) => before.has(collection))
      if (!covered && retry === null) connect()
      return () => {
        if (!subscriptions.delete(subscription)) return
        if (subscriptions.size === 0) {
          stop()
          // A later first subscription starts from then: what changed while nobody looked is loaded anyway.
          cursor = ''
          failures = 0
        }
      }
    },
  }
}
