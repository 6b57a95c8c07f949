import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PortError } from '../../../ports/errors'
import { useDetailController } from './use-detail-controller'

interface Order {
  name: string
  status: string
}

/** A load whose answers the test releases one by one, in any order. */
function deferredLoad() {
  const pending: { resolve: (order: Order) => void; reject: (error: unknown) => void }[] = []
  const load = vi.fn(() => new Promise<Order>((resolve, reject) => pending.push({ resolve, reject })))
  return { load, pending }
}

describe('useDetailController', () => {
  it('is loading until the record arrives, then shows it', async () => {
    const { load, pending } = deferredLoad()
    const { result } = renderHook(() => useDetailController(load, 'orders/1'))
    expect(result.current).toMatchObject({ record: null, loading: true, error: null })
    await act(async () => pending[0]!.resolve({ name: 'orders/1', status: 'open' }))
    expect(result.current).toMatchObject({
      record: { name: 'orders/1', status: 'open' },
      loading: false,
      error: null,
    })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('exposes a failed load, and reload recovers', async () => {
    const load = vi
      .fn<() => Promise<Order>>()
      .mockRejectedValueOnce(new PortError('internal', 'boom'))
      .mockResolvedValueOnce({ name: 'orders/1', status: 'open' })
    const { result } = renderHook(() => useDetailController(load, 'orders/1'))
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.error?.code).toBe('internal')
    expect(result.current.record).toBeNull()

    await act(() => result.current.reload())
    expect(result.current.error).toBeNull()
    expect(result.current.record).toEqual({ name: 'orders/1', status: 'open' })
  })

  it('turns a failure that is not a port error into one', async () => {
    const load = vi.fn(async (): Promise<Order> => {
      throw new Error('socket closed')
    })
    const { result } = renderHook(() => useDetailController(load, 'orders/1'))
    await waitFor(() => expect(result.current.error).not.toBeNull())
    expect(result.current.error).toBeInstanceOf(PortError)
    expect(result.current.error?.code).toBe('unknown')
  })

  it('reloads on demand with the latest load, keeping the record shown meanwhile', async () => {
    let status = 'open'
    const { result, rerender } = renderHook(({ load }) => useDetailController(load, 'orders/1'), {
      initialProps: { load: async () => ({ name: 'orders/1', status }) },
    })
    await waitFor(() => expect(result.current.record?.status).toBe('open'))

    // An action changed the record; the screen passes a new load function each render.
    status = 'paid'
    const { load, pending } = deferredLoad()
    rerender({ load })
    let reloading: Promise<void> = Promise.resolve()
    act(() => {
      reloading = result.current.reload()
    })
    expect(result.current.loading).toBe(true)
    expect(result.current.record?.status).toBe('open')
    await act(async () => {
      pending[0]!.resolve({ name: 'orders/1', status })
      await reloading
    })
    expect(result.current).toMatchObject({ record: { status: 'paid' }, loading: false })
  })

  it('loads again when the key changes, and drops the answer for the key before', async () => {
    const { load, pending } = deferredLoad()
    const { result, rerender } = renderHook(({ name }) => useDetailController(load, name), {
      initialProps: { name: 'orders/1' },
    })
    rerender({ name: 'orders/2' })
    expect(load).toHaveBeenCalledTimes(2)

    await act(async () => pending[1]!.resolve({ name: 'orders/2', status: 'open' }))
    expect(result.current.record?.name).toBe('orders/2')
    // The first record's late answer, or its late failure, changes nothing.
    await act(async () => pending[0]!.resolve({ name: 'orders/1', status: 'open' }))
    expect(result.current.record?.name).toBe('orders/2')
    expect(result.current.loading).toBe(false)
  })

  it('drops a late failure of an earlier load', async () => {
    const { load, pending } = deferredLoad()
    const { result } = renderHook(() => useDetailController(load, 'orders/1'))
    let reloading: Promise<void> = Promise.resolve()
    act(() => {
      reloading = result.current.reload()
    })
    await act(async () => {
      pending[1]!.resolve({ name: 'orders/1', status: 'open' })
      await reloading
    })
    await act(async () => pending[0]!.reject(new PortError('internal', 'late')))
    expect(result.current.error).toBeNull()
    expect(result.current.record?.status).toBe('open')
  })

  it('clears the record of the key before while the next one loads', async () => {
    const { load, pending } = deferredLoad()
    const { result, rerender } = renderHook(({ name }) => useDetailController(load, name), {
      initialProps: { name: 'orders/1' },
    })
    await act(async () => pending[0]!.resolve({ name: 'orders/1', status: 'open' }))
    rerender({ name: 'orders/2' })
    expect(result.current).toMatchObject({ record: null, loading: true })
  })

  it('tries again by itself when the browser is back online after an unreachable server', async () => {
    const load = vi
      .fn<() => Promise<Order>>()
      .mockRejectedValueOnce(new PortError('unavailable', 'down'))
      .mockResolvedValueOnce({ name: 'orders/1', status: 'open' })
    const { result } = renderHook(() => useDetailController(load, 'orders/1'))
    await waitFor(() => expect(result.current.error?.code).toBe('unavailable'))
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(result.current.record?.status).toBe('open'))
    expect(result.current.error).toBeNull()
  })
})
