import '@abraham/reflection'
import { Activity, useState } from 'react'
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PortError } from '../../../ports/errors'
import { renderScreen } from '../../../testing/render-screen'
import { useDetailController, useRecordController } from './use-detail-controller'
import { prefetchRecord, type RecordRoute } from './record-route'

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

/** What a person did on the record's screen (a chosen tab, a typed search) lives below the record. */
function Counter({ title }: { title: string }) {
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {title} clicked {clicks}
    </button>
  )
}

function Record({ load, name }: { load: () => Promise<string>; name: string }) {
  const controller = useDetailController(load, name)
  return controller.record ? <Counter title={controller.record} /> : <p>Loading</p>
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

describe('useDetailController when effects run again', () => {
  // React runs a screen's effects again without remounting it: StrictMode in development when a part of the
  // page that was hidden (a Suspense fallback) shows again, and <Activity> when a hidden screen comes back.
  it('keeps the record, and what was done below it, when its effects run again for the same record', async () => {
    const load = vi.fn(async () => 'Order 1')
    let show: (mode: 'visible' | 'hidden') => void = () => {}
    function Page() {
      const [mode, setMode] = useState<'visible' | 'hidden'>('visible')
      show = setMode
      return (
        <Activity mode={mode}>
          <Record load={load} name="orders/1" />
        </Activity>
      )
    }
    renderScreen(<Page />)
    const button = await screen.findByRole('button', { name: 'Order 1 clicked 0' })
    act(() => button.click())
    expect(screen.getByRole('button', { name: 'Order 1 clicked 1' })).toBeInTheDocument()
    act(() => show('hidden'))
    act(() => show('visible'))
    await act(async () => {})
    expect(screen.getByRole('button', { name: 'Order 1 clicked 1' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads another record when its name changes', async () => {
    const load = vi.fn(async () => `Order ${load.mock.calls.length}`)
    let open: (name: string) => void = () => {}
    function Page() {
      const [name, setName] = useState('orders/1')
      open = setName
      return <Record load={load} name={name} />
    }
    renderScreen(<Page />)
    await screen.findByRole('button', { name: 'Order 1 clicked 0' })
    act(() => open('orders/2'))
    expect(await screen.findByRole('button', { name: 'Order 2 clicked 0' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('useRecordController (decision 0140)', () => {
  function Shown({ route, id }: { route: RecordRoute<Order>; id: string }) {
    const controller = useRecordController(route, { id })
    return <p>{controller.record ? controller.record.status : 'Loading'}</p>
  }

  it('adopts the call its route started: one call', async () => {
    const { load, pending } = deferredLoad()
    const route: RecordRoute<Order> = { id: 'order', nameOf: ({ id }) => `orders/${id}`, load }
    function Screen() {
      // What AppRoutes does when the route is decided: before the screen renders, once.
      useState(() => prefetchRecord(route, { id: '7' }))
      return <Shown route={route} id="7" />
    }
    renderScreen(<Screen />)
    expect(load).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledWith('orders/7', expect.anything())
    await act(async () => pending[0]!.resolve({ name: 'orders/7', status: 'open' }))
    expect(await screen.findByText('open')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('takes an answer that arrived before the screen once; opened again, it asks again', async () => {
    const load = vi.fn(async (name: string) => ({ name, status: 'open' }))
    const route: RecordRoute<Order> = { id: 'order', nameOf: ({ id }) => `orders/${id}`, load }
    function Screen() {
      useState(() => prefetchRecord(route, { id: '8' }))
      const [shown, setShown] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setShown(!shown)}>
            Toggle
          </button>
          {shown && <Shown route={route} id="8" />}
        </>
      )
    }
    renderScreen(<Screen />)
    // The answer arrives before the screen's code.
    await act(async () => undefined)
    expect(load).toHaveBeenCalledTimes(1)
    const toggle = screen.getByRole('button', { name: 'Toggle' })
    act(() => toggle.click())
    expect(await screen.findByText('open')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
    act(() => toggle.click())
    act(() => toggle.click())
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
  })
})
