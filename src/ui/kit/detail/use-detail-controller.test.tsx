import 'reflect-metadata'
import { Activity, useState } from 'react'
import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../testing'
import { useDetailController } from './use-detail-controller'

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
