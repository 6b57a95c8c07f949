import { describe, expect, it, vi } from 'vitest'
import { createQueryCache } from './query-cache'

/** A call whose answer the test gives when it likes; it records the signal it was given. */
function deferred<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = []
  const run = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject })
      }),
  )
  return { run, calls }
}

describe('createQueryCache', () => {
  it('lets a controller adopt the call its route started: one call, one answer', async () => {
    const cache = createQueryCache()
    const { run, calls } = deferred<string>()
    cache.prefetch('orders', run)
    const taken = cache.fetch('orders', run)
    calls[0]!.resolve('rows')
    await expect(taken.answer).resolves.toBe('rows')
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('hands an answer that arrived before its screen over once, then asks again', async () => {
    let clock = 0
    const cache = createQueryCache({ now: () => clock, handOverMs: 1000 })
    const { run, calls } = deferred<string>()
    cache.prefetch('orders', run)
    calls[0]!.resolve('first')
    await Promise.resolve()
    await Promise.resolve()
    clock = 500
    await expect(cache.fetch('orders', run).answer).resolves.toBe('first')
    expect(run).toHaveBeenCalledTimes(1)
    // Taken once: the next fetch is a call of its own.
    const again = cache.fetch('orders', run)
    expect(run).toHaveBeenCalledTimes(2)
    calls[1]!.resolve('second')
    await expect(again.answer).resolves.toBe('second')
  })

  it('shows an answer that has come at once, without taking it, until it is taken', async () => {
    const cache = createQueryCache()
    const { run, calls } = deferred<string>()
    cache.prefetch('orders', run)
    expect(cache.answered('orders')).toBeUndefined()
    calls[0]!.resolve('rows')
    await Promise.resolve()
    await Promise.resolve()
    // A render that is thrown away may look again.
    expect(cache.answered('orders')).toEqual({ value: 'rows' })
    expect(cache.answered('orders')).toEqual({ value: 'rows' })
    cache.take('orders')
    expect(cache.answered('orders')).toBeUndefined()
    // Taken: the next fetch is a call of its own.
    cache.fetch('orders', run)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('hands a failure over the same way, so one failed call is not made twice', async () => {
    const cache = createQueryCache()
    const { run, calls } = deferred<string>()
    cache.prefetch('orders', run)
    calls[0]!.reject(new Error('unavailable'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    await expect(cache.fetch('orders', run).answer).rejects.toThrow('unavailable')
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('does not hand over an answer older than handOverMs', async () => {
    let clock = 0
    const cache = createQueryCache({ now: () => clock, handOverMs: 1000 })
    const { run, calls } = deferred<string>()
    cache.prefetch('orders', run)
    calls[0]!.resolve('old')
    await new Promise((resolve) => setTimeout(resolve, 0))
    clock = 1001
    cache.fetch('orders', run)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('aborts a superseded call nobody else waits for, and only then', async () => {
    const cache = createQueryCache()
    const { run, calls } = deferred<string>()
    const first = cache.fetch('search=a', run)
    const second = cache.fetch('search=a', run)
    expect(run).toHaveBeenCalledTimes(1)
    first.release()
    expect(calls[0]!.signal.aborted).toBe(false)
    second.release()
    expect(calls[0]!.signal.aborted).toBe(true)
    // The aborted call is gone: the same query asked again is a new call.
    cache.fetch('search=a', run)
    expect(run).toHaveBeenCalledTimes(2)
    expect(calls[1]!.signal.aborted).toBe(false)
  })

  it('keeps a prefetched call nobody has taken yet (releasing nothing aborts it)', () => {
    const cache = createQueryCache()
    const { run, calls } = deferred<string>()
    cache.prefetch('orders', run)
    cache.fetch('other', run).release()
    expect(calls[0]!.signal.aborted).toBe(false)
  })

  it('keeps the last answer of each key to show while asking again; a late older answer does not replace it', async () => {
    const cache = createQueryCache()
    const { run, calls } = deferred<string>()
    expect(cache.peek('orders')).toBeUndefined()
    const older = cache.fetch('orders', run)
    const newer = cache.fetch('orders', run, { fresh: true })
    expect(run).toHaveBeenCalledTimes(2)
    calls[1]!.resolve('new')
    await newer.answer
    calls[0]!.resolve('old')
    await older.answer
    expect(cache.peek('orders')?.value).toBe('new')
  })

  it('asks the server again for a fresh fetch, whatever is in flight or waiting', async () => {
    const cache = createQueryCache()
    const { run, calls } = deferred<string>()
    cache.prefetch('orders', run)
    cache.fetch('orders', run, { fresh: true })
    expect(run).toHaveBeenCalledTimes(2)
    calls[1]!.resolve('after the change')
    calls[0]!.resolve('before the change')
  })

  it('forgets the least recently used keys beyond maxEntries', async () => {
    const cache = createQueryCache({ maxEntries: 2 })
    for (const key of ['a', 'b', 'c']) await cache.fetch(key, async () => key).answer
    expect(cache.peek('a')).toBeUndefined()
    expect(cache.peek('b')?.value).toBe('b')
    expect(cache.peek('c')?.value).toBe('c')
  })
})
