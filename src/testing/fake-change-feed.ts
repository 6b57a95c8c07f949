import type { RecordChange } from '../domain/changes'
import type { ChangeFeedPort, ChangeListener } from '../ports/change-feed-port'

/** A change feed for tests: `emit` tells the subscribers of the change's collection, `miss` tells all of them. */
export function fakeChangeFeed() {
  const subscriptions = new Set<{ collections: readonly string[]; listener: ChangeListener }>()
  let cursor = 0
  const port: ChangeFeedPort = {
    subscribe(collections, listener) {
      const subscription = { collections, listener }
      subscriptions.add(subscription)
      return () => subscriptions.delete(subscription)
    },
  }
  return {
    port,
    /** The collections followed now, one entry per subscription. */
    followed: () => [...subscriptions].map((s) => s.collections.join(',')),
    emit(change: Partial<RecordChange> & Pick<RecordChange, 'name'>) {
      const full: RecordChange = {
        cursor: `t.${++cursor}`,
        collection: change.name.slice(0, change.name.indexOf('/')),
        kind: 'updated',
        actor: 'Anna Admin',
        at: new Date('2026-11-26T10:30:00Z'),
        etag: `e${cursor}`,
        ...change,
      }
      for (const { collections, listener } of [...subscriptions])
        if (collections.includes(full.collection)) listener.change(full)
    },
    miss() {
      for (const { listener } of [...subscriptions]) listener.missed?.()
    },
  }
}
