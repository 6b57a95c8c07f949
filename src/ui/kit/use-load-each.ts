import { useRef } from 'react'
import { useLoad } from './use-load'

const NOTHING_LOADED: ReadonlyMap<string, unknown> = new Map()

/**
 * One answer per key, for keys that come and go (the orders a form's lines name): each key is loaded once,
 * the first time it is asked for, and kept while the component lives; a key whose call failed is tried again
 * when the keys change. The map holds the answers of every key loaded so far.
 */
export function useLoadEach<T>(
  keys: readonly string[],
  load: (key: string) => Promise<T>,
): ReadonlyMap<string, T> {
  const loaded = useRef(new Map<string, T>())
  const loadRef = useRef(load)
  loadRef.current = load
  const wanted = [...new Set(keys.filter(Boolean))].sort().join(',')
  return useLoad<ReadonlyMap<string, T>>(
    async () => {
      const missing = (wanted ? wanted.split(',') : []).filter((key) => !loaded.current.has(key))
      await Promise.all(
        missing.map((key) =>
          loadRef.current(key).then(
            (answer) => void loaded.current.set(key, answer),
            () => undefined,
          ),
        ),
      )
      return new Map(loaded.current)
    },
    wanted,
    NOTHING_LOADED as ReadonlyMap<string, T>,
  ).value
}
