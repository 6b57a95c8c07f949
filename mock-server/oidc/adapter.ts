import type { Adapter, AdapterPayload } from 'oidc-provider'

interface Stored {
  payload: AdapterPayload
  /** Epoch ms after which the entry is gone; Infinity when it does not run out. */
  expiresAt: number
}

/**
 * The local identity provider's store: sessions, interactions, authorization codes and tokens, kept in this
 * process's memory (a restart signs everyone out of the provider, which for a local stand-in is what one
 * expects). One store per provider, passed as the `adapter` factory: oidc-provider's own quick-start adapter
 * does the same but warns at every start that it is meant for development only (decision 0177).
 */
export function createMemoryStore(now: () => number = Date.now): (model: string) => Adapter {
  const entries = new Map<string, Stored>()
  /** Session uid → session id, and grant id → the keys of what it issued. */
  const sessionByUid = new Map<string, string>()
  const grants = new Map<string, Set<string>>()

  const live = (key: string): Stored | undefined => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id)
        const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Infinity
        entries.set(key, { payload, expiresAt })
        if (model === 'Session' && typeof payload.uid === 'string') sessionByUid.set(payload.uid, id)
        if (typeof payload.grantId === 'string') {
          const members = grants.get(payload.grantId) ?? new Set<string>()
          members.add(key)
          grants.set(payload.grantId, members)
        }
      },
      async find(id) {
        return live(keyOf(id))?.payload
      },
      async findByUid(uid) {
        const id = sessionByUid.get(uid)
        return id === undefined ? undefined : live(keyOf(id))?.payload
      },
      async findByUserCode(userCode) {
        for (const [key, entry] of entries)
          if (key.startsWith(`${model}:`) && entry.payload.userCode === userCode) return live(key)?.payload
        return undefined
      },
      async consume(id) {
        const entry = live(keyOf(id))
        if (entry) entry.payload.consumed = Math.floor(now() / 1000)
      },
      async destroy(id) {
        const key = keyOf(id)
        const entry = entries.get(key)
        entries.delete(key)
        if (typeof entry?.payload.uid === 'string' && sessionByUid.get(entry.payload.uid) === id)
          sessionByUid.delete(entry.payload.uid)
      },
      async revokeByGrantId(grantId) {
        for (const key of grants.get(grantId) ?? []) entries.delete(key)
        grants.delete(grantId)
      },
    }
  }
}
