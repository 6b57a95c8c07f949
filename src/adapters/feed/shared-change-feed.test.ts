import { describe, expect, it } from 'vitest'
import type { RecordChange } from '../../domain/changes'
import type { ChangeStreamMessage, ChangeStreamRequest } from '../../ports/change-feed-port'
import { createSharedChangeFeed } from './shared-change-feed'

/** A stream the test feeds message by message, ends or fails. */
class FakeStream {
  private queue: (ChangeStreamMessage | Error | null)[] = []
  private wake: (() => void) | null = null
  closed = false
  constructor(
    readonly request: ChangeStreamRequest,
    readonly signal: AbortSignal,
    readonly authorization: string | null,
  ) {
    signal.addEventListener('abort', () => {
      this.closed = true
      this.wake?.()
    })
  }
  push(item: ChangeStreamMessage | Error | null) {
    this.queue.push(item)
    this.wake?.()
  }
  async *messages(): AsyncIterable<ChangeStreamMessage> {
    for (;;) {
      if (this.signal.aborted) return
      const item = this.queue.shift()
      if (item === undefined) {
        await new Promise<void>((resolve) => (this.wake = resolve))
        continue
      }
      if (item === null) return
      if (item instanceof Error) throw item
      yield item
    }
  }
}

const change = (n: number, name = 'orders/1'): RecordChange => ({
  cursor: `e.${n}`,
  collection: name.split('/')[0]!,
  name,
  kind: 'updated',
  actor: 'Anna Admin',
  at: new Date(0),
  etag: `v${n}`,
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup() {
  const streams: FakeStream[] = []
  const timers: { run: () => void; ms: number; cleared: boolean }[] = []
  let token = 'token-1'
  const feed = createSharedChangeFeed({
    open: (request, { signal, headers }) => {
      const stream = new FakeStream(request, signal, headers.get('Authorization'))
      streams.push(stream)
      return stream.messages()
    },
    headers: () => new Headers({ Authorization: `Bearer ${token}` }),
    backoffMs: (attempt) => attempt * 1000,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false }
      timers.push(timer)
      return timer
    },
    clearTimer: (timer) => ((timer as { cleared: boolean }).cleared = true),
  })
  /** Runs the pending timers of `ms` (the backoff), as if that much time had passed. */
  const elapse = (ms: number) => {
    for (const timer of timers.filter((t) => !t.cleared && t.ms === ms)) {
      timer.cleared = true
      timer.run()
    }
  }
  return { feed, streams, elapse, setToken: (next: string) => (token = next) }
}

describe('the shared change feed', () => {
  it('opens one stream for every subscriber and closes it when the last one leaves', async () => {
    const { feed, streams } = setup()
    const heard: string[] = []
    const first = feed.subscribe(['orders'], { change: (c) => heard.push(`a ${c.name}`) })
    const second = feed.subscribe(['orders'], { change: (c) => heard.push(`b ${c.name}`) })
    expect(streams).toHaveLength(1)
    expect(streams[0]!.request).toEqual({ collections: ['orders'], resumeAfter: '' })
    expect(streams[0]!.authorization).toBe('Bearer token-1')
    streams[0]!.push({ kind: 'started', cursor: 'e.0', reloadRequired: false })
    streams[0]!.push({ kind: 'change', change: change(1) })
    await flush()
    expect(heard).toEqual(['a orders/1', 'b orders/1'])
    first()
    expect(streams[0]!.closed).toBe(false)
    second()
    expect(streams[0]!.closed).toBe(true)
  })

  it('hears only the collections subscribed to, and widens the stream for a new one, resuming', async () => {
    const { feed, streams } = setup()
    const heard: string[] = []
    feed.subscribe(['orders'], { change: (c) => heard.push(c.name) })
    streams[0]!.push({ kind: 'started', cursor: 'e.4', reloadRequired: false })
    await flush()
    feed.subscribe(['customers'], { change: (c) => heard.push(`customers: ${c.name}`) })
    expect(streams[0]!.closed).toBe(true)
    expect(streams[1]!.request).toEqual({ collections: ['customers', 'orders'], resumeAfter: 'e.4' })
    streams[1]!.push({ kind: 'change', change: change(5, 'customers/C1') })
    streams[1]!.push({ kind: 'change', change: change(6, 'orders/2') })
    await flush()
    expect(heard).toEqual(['customers: customers/C1', 'orders/2'])
  })

  it('reconnects after a drop with a growing backoff, resuming after the last change, with the token of then', async () => {
    const { feed, streams, elapse, setToken } = setup()
    const heard: string[] = []
    feed.subscribe(['orders'], { change: (c) => heard.push(c.cursor), missed: () => heard.push('missed') })
    streams[0]!.push({ kind: 'started', cursor: 'e.0', reloadRequired: false })
    streams[0]!.push({ kind: 'change', change: change(1) })
    streams[0]!.push(new Error('network'))
    await flush()
    expect(streams).toHaveLength(1)
    setToken('token-2')
    elapse(1000)
    expect(streams[1]!.request.resumeAfter).toBe('e.1')
    expect(streams[1]!.authorization).toBe('Bearer token-2')
    streams[1]!.push(new Error('still down'))
    await flush()
    elapse(1000)
    expect(streams).toHaveLength(2)
    elapse(2000)
    expect(streams).toHaveLength(3)
    streams[2]!.push({ kind: 'started', cursor: 'e.1', reloadRequired: false })
    streams[2]!.push({ kind: 'change', change: change(2) })
    await flush()
    expect(heard).toEqual(['e.1', 'e.2'])
    // A started stream resets the backoff: the next drop waits the first step again.
    streams[2]!.push(null)
    await flush()
    elapse(1000)
    expect(streams).toHaveLength(4)
  })

  it('tells every listener to load again when the server no longer has what was missed', async () => {
    const { feed, streams, elapse } = setup()
    const heard: string[] = []
    feed.subscribe(['orders'], { change: () => heard.push('change'), missed: () => heard.push('missed') })
    streams[0]!.push({ kind: 'started', cursor: 'e.3', reloadRequired: false })
    streams[0]!.push(null)
    await flush()
    elapse(1000)
    streams[1]!.push({ kind: 'started', cursor: 'f.0', reloadRequired: true })
    await flush()
    expect(heard).toEqual(['missed'])
  })

  it('takes a silent connection for dead and connects again, resuming', async () => {
    const { feed, streams, elapse } = setup()
    feed.subscribe(['orders'], { change: () => undefined })
    streams[0]!.push({ kind: 'started', cursor: 'e.7', reloadRequired: false })
    await flush()
    elapse(45_000)
    await flush()
    expect(streams[0]!.closed).toBe(true)
    elapse(1000)
    expect(streams[1]!.request.resumeAfter).toBe('e.7')
  })
})
