import { isDemoDataKey } from '../../domain/demo-data'
import type { DemoDataPort } from '../../ports/demo-data-port'

/** DemoDataPort over local storage: reset removes every demo-data entry (any version) and reloads the page. */
export function createDemoData({ storage, reload }: { storage: Storage; reload: () => void }): DemoDataPort {
  return {
    reset() {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key !== null && isDemoDataKey(key),
      )
      for (const key of keys) storage.removeItem(key)
      // The running mock holds the data in memory too: only a new page starts it from the seed.
      reload()
    },
  }
}
