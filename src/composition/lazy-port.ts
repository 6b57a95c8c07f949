import { PortError } from '../ports/errors'

/**
 * A port whose adapter is loaded on its first call. The Connect adapters (and protobuf, and the generated
 * code) live in their own chunks, so the first screen does not download them. A load that fails (its chunk
 * could not be downloaded: offline, or the network dropped) rejects the call as `unavailable`, as a call that
 * cannot reach the server does, and the next call tries the load again.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined
  /** The adapter once loaded: calls then go to it in the same task, with no wait on a resolved promise. */
  let loaded: T | undefined
  const adapter = () =>
    (loading ??= load().then(
      (instance) => (loaded = instance),
      (error: unknown) => {
        loading = undefined
        throw error instanceof PortError
          ? error
          : new PortError('unavailable', `The code for this call could not be downloaded: ${String(error)}`)
      },
    ))
  const callOn = (instance: T, property: string, args: unknown[]) => {
    const method = (instance as Record<string, unknown>)[property]
    if (typeof method !== 'function') throw new TypeError(`Port has no method ${property}`)
    return (method as (...a: unknown[]) => unknown).apply(instance, args)
  }
  return new Proxy({} as T, {
    get(_target, property) {
      // Not a thenable: `await port` must not try to call a `then` method.
      if (property === 'then' || typeof property === 'symbol') return undefined
      return (...args: unknown[]) => {
        // Loaded: the call starts now, so its request leaves before whatever the caller does next (a list's
        // change starts its call, then writes the URL: issue 31's keystroke). Still a promise, as before.
        if (loaded) {
          try {
            return Promise.resolve(callOn(loaded, property, args))
          } catch (error) {
            return Promise.reject(error)
          }
        }
        return adapter().then((instance) => callOn(instance, property, args))
      }
    },
  })
}
