import type { Money } from '../money'

/** A local transportation price from the auction-logistics partner (read-only). */
export interface LocalTransportation {
  name: string
  auctionLocationDisplayName: string
  auctionDisplayName: string
  cityDisplayName: string
  stateDisplayName: string
  zip: string
  terminalDisplayName: string
  price: Money | null
  isPreferable: boolean
}

/** A buyer account at the partner (read-only). */
export interface Buyer {
  name: string
  displayName: string
}
