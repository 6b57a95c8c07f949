import { useEffect, useState } from 'react'
import type { Buyer } from '../../../domain/partner'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'

/** The partner's buyers (ListBuyers), for the buyers select and to show a buyer's display name. */
export function useBuyers(): readonly Buyer[] {
  const [buyers, setBuyers] = useState<readonly Buyer[]>([])
  useEffect(() => {
    let live = true
    resolvePort(PORTS.cargoloop)
      .listBuyers()
      .then(
        (list) => live && setBuyers(list),
        () => undefined,
      )
    return () => {
      live = false
    }
  }, [])
  return buyers
}
