import { describe, expect, it, vi } from 'vitest'
import { TurnQueue } from './turns'

const nextTurns = (n: number) =>
  Array.from({ length: n }).reduce<Promise<void>>(
    (previous) => previous.then(() => new Promise((resolve) => setImmediate(resolve))),
    Promise.resolve(),
  )

describe('TurnQueue (decision 0244)', () => {
  it('runs work in the order it came, a slice per turn, and lets the loop turn in between', async () => {
    const queue = new TurnQueue(0)
    const done: string[] = []
    queue.run(() => done.push('first'))
    queue.run(() => done.push('second'))
    // Queued after the queue's first slice: the loop's own work of that turn (accepting a connection, reading a
    // socket) runs before the queue's next slice.
    setImmediate(() => done.push('the loop'))
    await nextTurns(4)
    expect(done).toEqual(['first', 'the loop', 'second'])
  })

  it('runs what fits in its budget in one turn', async () => {
    const queue = new TurnQueue(60_000)
    const done: string[] = []
    queue.run(() => done.push('first'))
    queue.run(() => done.push('second'))
    setImmediate(() => done.push('the loop'))
    await nextTurns(3)
    expect(done).toEqual(['first', 'second', 'the loop'])
  })

  it('goes on after work that throws, and takes work again once empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const queue = new TurnQueue()
    const done: string[] = []
    queue.run(() => {
      throw new Error('broken')
    })
    queue.run(() => done.push('after'))
    await nextTurns(3)
    queue.run(() => done.push('later'))
    await nextTurns(3)
    expect(done).toEqual(['after', 'later'])
    expect(error).toHaveBeenCalledWith('queued work failed', expect.any(Error))
    error.mockRestore()
  })
})
