import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PortError } from '../../../ports/errors'
import { RETRY_UNREACHABLE_MS, useRetryWhenReachable } from './use-retry-when-reachable'

describe('useRetryWhenReachable', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('tries again by itself while the server is unreachable, and when the browser is back online', () => {
    const reload = vi.fn(async () => undefined)
    const { rerender } = renderHook(({ error }) => useRetryWhenReachable(error, reload), {
      initialProps: { error: new PortError('unavailable', 'down') as PortError | null },
    })
    vi.advanceTimersByTime(RETRY_UNREACHABLE_MS * 2)
    expect(reload).toHaveBeenCalledTimes(2)
    window.dispatchEvent(new Event('online'))
    expect(reload).toHaveBeenCalledTimes(3)
    rerender({ error: null })
    vi.advanceTimersByTime(RETRY_UNREACHABLE_MS * 3)
    expect(reload).toHaveBeenCalledTimes(3)
  })

  it('leaves other errors to the person', () => {
    const reload = vi.fn(async () => undefined)
    renderHook(() => useRetryWhenReachable(new PortError('internal', 'bug'), reload))
    vi.advanceTimersByTime(RETRY_UNREACHABLE_MS * 3)
    expect(reload).not.toHaveBeenCalled()
  })
})
