import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pendingKeys, scheduleUndoable, subscribePending, undoPending } from './undoable'

describe('scheduleUndoable', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends the call after the delay', async () => {
    const perform = vi.fn(() => Promise.resolve('ok'))
    const onSend = vi.fn()
    const pending = scheduleUndoable(perform, { delayMs: 5000, onSend })
    vi.advanceTimersByTime(4999)
    expect(perform).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onSend).toHaveBeenCalledOnce()
    await expect(pending.done).resolves.toBe('ok')
    expect(pending.undo()).toBe(false)
  })
  it('sends nothing when undone in time', () => {
    const perform = vi.fn(() => Promise.resolve())
    const onUndo = vi.fn()
    const pending = scheduleUndoable(perform, { delayMs: 5000, onUndo })
    expect(pending.undo()).toBe(true)
    expect(pending.undo()).toBe(false)
    vi.advanceTimersByTime(10_000)
    expect(perform).not.toHaveBeenCalled()
    expect(onUndo).toHaveBeenCalledOnce()
  })
  it('keeps several pending actions apart', () => {
    const first = vi.fn(() => Promise.resolve())
    const second = vi.fn(() => Promise.resolve())
    const a = scheduleUndoable(first, { delayMs: 5000 })
    scheduleUndoable(second, { delayMs: 5000 })
    a.undo()
    vi.advanceTimersByTime(5000)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
  })
  it('three waiting by key, two undone by key in any order: exactly the one left is sent', () => {
    const sent: string[] = []
    const listener = vi.fn()
    const unsubscribe = subscribePending(listener)
    for (const line of ['a', 'b', 'c'])
      scheduleUndoable(async () => void sent.push(line), { key: `line:${line}` })
    expect([...pendingKeys()]).toEqual(['line:a', 'line:b', 'line:c'])
    expect(undoPending('line:c')).toBe(true)
    expect(undoPending('line:a')).toBe(true)
    expect(undoPending('line:a')).toBe(false)
    expect([...pendingKeys()]).toEqual(['line:b'])
    vi.runAllTimers()
    expect(sent).toEqual(['b'])
    expect(pendingKeys().size).toBe(0)
    expect(undoPending('line:b')).toBe(false)
    // started three times, undone twice, sent once
    expect(listener).toHaveBeenCalledTimes(6)
    unsubscribe()
  })
  it('an action started after an earlier one was sent is undone on its own', () => {
    const sent: string[] = []
    scheduleUndoable(async () => void sent.push('first'), { key: 'x' })
    vi.advanceTimersByTime(5000)
    const second = scheduleUndoable(async () => void sent.push('second'), { key: 'x' })
    expect(pendingKeys().has('x')).toBe(true)
    expect(second.undo()).toBe(true)
    vi.runAllTimers()
    expect(sent).toEqual(['first'])
    expect(pendingKeys().has('x')).toBe(false)
  })
})

describe('a page going away', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  for (const event of ['beforeunload', 'pagehide'])
    it(`sends every action still waiting at once at ${event}, and nothing undone (what the toast announced happens)`, () => {
      const sent: string[] = []
      const onSend = vi.fn()
      scheduleUndoable(async () => void sent.push('approved'), { key: 'line:1', onSend })
      scheduleUndoable(async () => void sent.push('deleted'))
      const undone = scheduleUndoable(async () => void sent.push('archived'))
      undone.undo()
      window.dispatchEvent(new Event(event))
      expect(sent).toEqual(['approved', 'deleted'])
      expect(onSend).toHaveBeenCalledOnce()
      expect(pendingKeys().size).toBe(0)
      // Sent once: the timers find nothing left to send.
      vi.runAllTimers()
      expect(sent).toEqual(['approved', 'deleted'])
    })
})
