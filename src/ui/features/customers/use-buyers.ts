import type { Buyer } from '../../../domain/partner'
import { PORTS } from '../../../ports/tokens'
import { useLoad } from '../../kit/use-load'
import { resolvePort } from '../../runtime/use-port'

const NO_BUYERS: readonly Buyer[] = []
const listBuyers = () => resolvePort(PORTS.cargoloop).listBuyers()

/** The partner's buyers (ListBuyers), for the buyers select and to show a buyer's display name. */
export function useBuyers(): readonly Buyer[] {
  return useLoad<readonly Buyer[]>(listBuyers, 'buyers', NO_BUYERS).value
}
