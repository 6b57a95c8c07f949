import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PortError } from '../../ports/errors'
import { useLoad } from './use-load'

/** A call whose answer the test gives when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('useLoad', () => {
  it('loads when shown and again when the key changes, keeping only the latest answer', async () => {
    const calls = { a: deferred<string>(), b: deferred<string>() }
    const { result, rerender } = renderHook(
      ({ key }: { key: 'a' | 'b' }) => useLoad(() => calls[key].promise, key, ''),
      { initialProps: { key: 'a' as 'a' | 'b' } },
    )
    expect(result.current).toMatchObject({ value: '', loading: true, error: null })
    rerender({ key: 'b' })
    await act(async () => calls.b.resolve('answer for b'))
    await act(async () => calls.a.resolve('late answer for a'))
    expect(result.current).toMatchObject({ value: 'answer for b', loading: false })
  })

  it('drops an answer that arrives after the component went away', async () => {
    const call = deferred<string>()
    const { result, unmount } = renderHook(() => useLoad(() => call.promise, 'k', 'before'))
    unmount()
    await act(async () => call.resolve('after'))
    expect(result.current.value).toBe('before')
  })

  it('says why a call failed, keeps the value, and loads again on reload', async () => {
    let answer: Promise<number> = Promise.resolve(1)
    const { result } = renderHook(() => useLoad(() => answer, 'k', 0))
    await waitFor(() => expect(result.current.value).toBe(1))
    answer = Promise.reject(new PortError('unavailable', 'down'))
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.error?.code).toBe('unavailable'))
    expect(result.current.value).toBe(1)
    answer = Promise.resolve(2)
    act(() => result.current.reload())
    await waitFor(() => expect(result.current).toMatchObject({ value: 2, error: null }))
  })

  it('tells onAnswer each answer kept, and not one dropped for a newer key', async () => {
    const calls = { a: deferred<string>(), b: deferred<string>() }
    const answers: string[] = []
    const { result, rerender } = renderHook(
      ({ key }: { key: 'a' | 'b' }) =>
        useLoad(() => calls[key].promise, key, '', { onAnswer: (value) => answers.push(value) }),
      { initialProps: { key: 'a' as 'a' | 'b' } },
    )
    rerender({ key: 'b' })
    await act(async () => calls.a.resolve('late answer for a'))
    await act(async () => calls.b.resolve('answer for b'))
    expect(answers).toEqual(['answer for b'])
    expect(result.current.value).toBe('answer for b')
  })

  it('loads nothing and shows the initial value while there is nothing to load', () => {
    const { result } = renderHook(() => useLoad<number[]>(null, '', []))
    expect(result.current).toMatchObject({ value: [], loading: false, error: null })
  })
})

describe('useLoad with a wait', () => {
  afterEach(() => vi.useRealTimers())

  it('shows loading at once, calls after the wait, and makes no call for a key left within it', async () => {
    vi.useFakeTimers()
    const load = vi.fn(async (key: string) => `answer for ${key}`)
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => useLoad(() => load(key), key, '', { delayMs: 250 }),
      { initialProps: { key: 'a' } },
    )
    expect(result.current.loading).toBe(true)
    act(() => vi.advanceTimersByTime(100))
    rerender({ key: 'ab' })
    act(() => vi.advanceTimersByTime(100))
    expect(load).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTimeAsync(150))
    expect(load.mock.calls).toEqual([['ab']])
    expect(result.current).toMatchObject({ value: 'answer for ab', loading: false })
  })

  it('makes no call when the component goes away within the wait', () => {
    vi.useFakeTimers()
    const load = vi.fn(async () => 'answer')
    const { unmount } = renderHook(() => useLoad(load, 'k', '', { delayMs: 250 }))
    unmount()
    act(() => vi.advanceTimersByTime(1000))
    expect(load).not.toHaveBeenCalled()
  })
})
