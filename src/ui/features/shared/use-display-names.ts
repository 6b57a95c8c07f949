import { useCallback, useMemo } from 'react'
import { idOf } from '../../../domain/names'
import { useLoad } from '../../kit/use-load'

type Named = { name: string; displayName: string }
const NO_ROWS: readonly Named[] = []

/**
 * The display names of a small reference list fetched whole once (invoice types, payees, payment types), as a
 * lookup by resource name. Until it arrives, or for a name it does not have, the name's last part is shown.
 */
export function useDisplayNames(load: () => Promise<readonly Named[]>): (name: string) => string {
  // Fetched once per screen: the lists are reference data.
  const rows = useLoad(load, 'names', NO_ROWS).value
  const names = useMemo(() => new Map(rows.map((row) => [row.name, row.displayName])), [rows])
  return useCallback((name: string) => names.get(name) || idOf(name), [names])
}
