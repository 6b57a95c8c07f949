import type { Buyer, LocalTransportation } from '../domain/partner'

/** The car-auction logistics partner's read-only lists; each answer replaces the stored list. */
export interface CargoloopPort {
  listLocalTransportations(): Promise<LocalTransportation[]>
  listBuyers(): Promise<Buyer[]>
}
