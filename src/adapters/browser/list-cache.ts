import type { CachedAnswer, ListCachePort } from '../../ports/list-cache-port'

const PREFIX = 'listCache:'
const INDEX = `${PREFIX}index`
/** Answers kept at most; the least recently written go first. */
export const LIST_CACHE_LIMIT = 40

/** JSON that keeps Date objects (`{ "$date": "<ISO>" }`), so cached rows read back as the domain wrote them. */
function encode(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, encoded: unknown) {
    const raw = this[key]
    return raw instanceof Date ? { $date: Number.isNaN(raw.getTime()) ? null : raw.toISOString() } : encoded
  })
}

function decode(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$date' in value && Object.keys(value).length === 1) {
      const iso = (value as { $date: unknown }).$date
      return new Date(typeof iso === 'string' ? iso : NaN)
    }
    return value
  })
}

/**
 * The list cache in local storage: one entry per key (`listCache:<key>`, `{ savedAt, value }`) and an index
 * of keys, newest last, trimmed to `LIST_CACHE_LIMIT`; a full storage gives up the oldest answers first, and
 * an unusable one only means nothing is kept.
 */
export function createListCache(storage: Storage = globalThis.localStorage): ListCachePort {
  const readIndex = (): string[] => {
    try {
      const keys = JSON.parse(storage.getItem(INDEX) ?? '[]') as unknown
      return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : []
    } catch {
      return []
    }
  }
  const drop = (keys: readonly string[]) => keys.forEach((key) => storage.removeItem(PREFIX + key))
  return {
    read(key) {
      try {
        const text = storage.getItem(PREFIX + key)
        if (text === null) return undefined
        const entry = decode(text) as Partial<CachedAnswer>
        return entry.savedAt instanceof Date ? { savedAt: entry.savedAt, value: entry.value } : undefined
      } catch {
        return undefined
      }
    },
    write(key, value) {
      const index = [...readIndex().filter((k) => k !== key), key]
      drop(index.splice(0, Math.max(0, index.length - LIST_CACHE_LIMIT)))
      const text = encode({ savedAt: new Date(), value })
      // A full storage: forget the oldest answers one by one until this one fits (or none is left to forget).
      for (;;) {
        try {
          storage.setItem(PREFIX + key, text)
          storage.setItem(INDEX, JSON.stringify(index))
          return
        } catch {
          const oldest = index.length > 1 ? index.shift() : undefined
          if (oldest === undefined) {
            drop([key])
            try {
              storage.setItem(INDEX, JSON.stringify([]))
            } catch {
              // storage unusable: nothing is kept, the list still works online
            }
            return
          }
          drop([oldest])
        }
      }
    },
    clear() {
      drop(readIndex())
      storage.removeItem(INDEX)
    },
  }
}
