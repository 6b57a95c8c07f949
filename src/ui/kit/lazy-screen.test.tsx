import { lazy, Suspense, type ComponentType } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyScreen, readiness, useRenderWhenReady, type Readiness } from './lazy-screen'

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>
}

/** A page's code as a download the test lets arrive when it chooses. */
function slowPageCode() {
  let arrive!: () => void
  const arrived = new Promise<{ default: ComponentType<{ title: string }> }>((resolve) => {
    arrive = () => resolve({ default: Page })
  })
  const load = vi.fn(() => arrived)
  return { load, arrive: () => act(async () => arrive()) }
}

/** Where the page is shown, with a spinner that counts how often it is shown. */
function Shell({
  ready,
  Lazy,
  spinner,
}: {
  ready: Readiness<{ title: string }>
  Lazy: ComponentType<{ title: string }>
  spinner: () => void
}) {
  useRenderWhenReady(ready)
  const Shown = ready.ready() ?? Lazy
  function Spinner() {
    spinner()
    return <p>Loading</p>
  }
  return (
    <Suspense fallback={<Spinner />}>
      <Shown title="Orders" />
    </Suspense>
  )
}

describe('readiness and useRenderWhenReady', () => {
  it('renders a component whose code has come without suspending: no spinner', async () => {
    const { load, arrive } = slowPageCode()
    const ready = readiness(load)
    const waiting = ready.whenReady()
    await arrive()
    await waiting
    const spinner = vi.fn()
    render(<Shell ready={ready} Lazy={lazy(load)} spinner={spinner} />)
    // A React.lazy suspends at its first render even when its module has come, and shows the spinner once.
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument()
    expect(spinner).not.toHaveBeenCalled()
  })

  it('shows the lazy component until the code comes, then renders the component itself', async () => {
    const { load, arrive } = slowPageCode()
    const spinner = vi.fn()
    const ready = readiness(load)
    render(<Shell ready={ready} Lazy={lazy(load)} spinner={spinner} />)
    expect(screen.getByText('Loading')).toBeInTheDocument()
    await arrive()
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument()
    expect(ready.ready()).toBe(Page)
  })
})

describe('lazyScreen', () => {
  it('asks for the screen’s translation files with its code when preloaded, once each', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json({})))
    try {
      localStorage.setItem('language', 'ru')
      const { load, arrive } = slowPageCode()
      const Screen = lazyScreen(load as never, ['preload-test-a', 'preload-test-b'])
      expect(fetch).not.toHaveBeenCalled()
      const loading = Screen.preload()
      void Screen.preload()
      expect(load).toHaveBeenCalledTimes(1)
      expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
        '/locales/ru/preload-test-a.json',
        '/locales/ru/preload-test-b.json',
      ])
      await arrive()
      await loading
    } finally {
      localStorage.removeItem('language')
      fetch.mockRestore()
    }
  })
})
