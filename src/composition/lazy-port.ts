/**
 * A port whose adapter is loaded on its first call. The Connect adapters (and protobuf, and the generated
 * code) live in their own chunk, so the first screen does not download them.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined
  const adapter = () => (loading ??= load())
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
