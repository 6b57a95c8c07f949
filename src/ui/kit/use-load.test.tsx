import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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

  it('loads nothing and shows the initial value while there is nothing to load', () => {
    const { result } = renderHook(() => useLoad<number[]>(null, '', []))
    expect(result.current).toMatchObject({ value: [], loading: false, error: null })
  })
})
