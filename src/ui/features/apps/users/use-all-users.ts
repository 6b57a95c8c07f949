import { useCallback, useEffect, useMemo, useState } from 'react'
import { userStats, type ManagedUser } from '../../../../domain/apps/users'
import type { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { useLocalUser } from './local-user-changes'

/** Every user (with this page's local changes) and their counts, reloaded after an add or a delete. */
export function useAllUsers() {
  const port = resolvePort(PORTS.users)
  const { apply } = useLocalUser()
  const [users, setUsers] = useState<ManagedUser[] | null>(null)
  const [error, setError] = useState<PortError | null>(null)
  const reload = useCallback(
    () =>
      port.allUsers().then(
        (all) => {
          setUsers(all)
          setError(null)
        },
        (failure: PortError) => setError(failure),
      ),
    [port],
  )
  useEffect(() => {
    void reload()
  }, [reload])
  const shown = useMemo(() => users?.map(apply), [users, apply])
  const stats = useMemo(() => (shown ? userStats(shown) : undefined), [shown])
  return { users: shown, stats, error, reload }
}
