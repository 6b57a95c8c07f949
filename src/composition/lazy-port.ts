import { PortError } from '../ports/errors'

/**
 * A port whose adapter is loaded on its first call. The Connect adapters (and protobuf, and the generated
 * code) live in their own chunks, so the first screen does not download them. A load that fails (its chunk
 * could not be downloaded: offline, or the network dropped) rejects the call as `unavailable`, as a call that
 * cannot reach the server does, and the next call tries the load again.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined
  const adapter = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error instanceof PortError
        ? error
        : new PortError('unavailable', `The code for this call could not be downloaded: ${String(error)}`)
    }))
  return new Proxy({} as T, {
    get(_target, property) {
      // Not a thenable: `await port` must not try to call a `then` method.
      if (property === 'then' || typeof property === 'symbol') return undefined
      return (...args: unknown[]) =>
        adapter().then((instance) => {
          const method = (instance as Record<string, unknown>)[property]
          if (typeof method !== 'function') throw new TypeError(`Port has no method ${property}`)
          return (method as (...a: unknown[]) => unknown).apply(instance, args)
        })
    },
  })
}
