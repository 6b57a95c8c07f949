import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scheduleUndoable } from './undoable'

describe('scheduleUndoable', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends the call after the delay', async () => {
    const perform = vi.fn(() => Promise.resolve('ok'))
    const pending = scheduleUndoable(perform, 5000)
    vi.advanceTimersByTime(4999)
    expect(perform).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    await expect(pending.done).resolves.toBe('ok')
    expect(pending.undo()).toBe(false)
  })
  it('sends nothing when undone in time', () => {
    const perform = vi.fn(() => Promise.resolve())
    const pending = scheduleUndoable(perform, 5000)
    expect(pending.undo()).toBe(true)
    vi.advanceTimersByTime(10_000)
    expect(perform).not.toHaveBeenCalled()
  })
  it('keeps several pending actions apart', () => {
    const first = vi.fn(() => Promise.resolve())
    const second = vi.fn(() => Promise.resolve())
    const a = scheduleUndoable(first, 5000)
    scheduleUndoable(second, 5000)
    a.undo()
    vi.advanceTimersByTime(5000)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
  })
})
