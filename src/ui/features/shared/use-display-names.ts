import { useCallback, useEffect, useState } from 'react'
import { idOf } from '../../../domain/names'

type Named = { name: string; displayName: string }

/**
 * The display names of a small reference list fetched whole once (invoice types, payees, payment types), as a
 * lookup by resource name. Until it arrives, or for a name it does not have, the name's last part is shown.
 */
export function useDisplayNames(load: () => Promise<readonly Named[]>): (name: string) => string {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map())
  useEffect(() => {
    let live = true
    load().then(
      (rows) => live && setNames(new Map(rows.map((row) => [row.name, row.displayName]))),
      () => undefined,
    )
    return () => {
      live = false
    }
    // Fetched once per screen: the lists are reference data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return useCallback((name: string) => names.get(name) || idOf(name), [names])
}
