import { useCallback } from 'react'
import { proxy, useSnapshot } from 'valtio'
import type { ManagedUser } from '../../../../domain/apps/users'

/** Something done to a user on this page (edit, suspend, password, notifications), for the activity timeline. */
export interface UserActivity {
  id: string
  /** A translation key of the users namespace. */
  kind: 'edited' | 'suspended' | 'reactivated' | 'passwordChecked' | 'notificationsSaved' | 'connectionsSaved'
  date: Date
}

/**
 * Changes the mock has no call for (it cannot update a user): kept in memory while the page is open, like the
 * mock's own data, and shown over what the mock answers. A reload brings the sample data back.
 */
const store = proxy({
  changes: {} as Record<number, Partial<ManagedUser>>,
  activity: {} as Record<number, UserActivity[]>,
})

let nextActivity = 1

export function changeUserLocally(
  id: number,
  fields: Partial<ManagedUser>,
  kind: UserActivity['kind'],
): void {
  store.changes[id] = { ...store.changes[id], ...fields }
  recordActivity(id, kind)
}

export function recordActivity(id: number, kind: UserActivity['kind'], date = new Date()): void {
  store.activity[id] = [{ id: `a${nextActivity++}`, kind, date }, ...(store.activity[id] ?? [])]
}

/** Forgets every local change (tests). */
export function resetLocalUserChanges(): void {
  store.changes = {}
  store.activity = {}
}

/** A user with this page's local changes applied. */
export function useLocalUser(): {
  apply: (user: ManagedUser) => ManagedUser
  activityOf: (id: number) => readonly UserActivity[]
} {
  const snap = useSnapshot(store)
  const changes = snap.changes
  const activity = snap.activity
  const apply = useCallback(
    (user: ManagedUser) => {
      const changed = changes[user.id]
      return changed ? { ...user, ...changed } : user
    },
    [changes],
  )
  const activityOf = useCallback((id: number) => (activity[id] ?? []) as readonly UserActivity[], [activity])
  return { apply, activityOf }
}
