import type {
  Buyer as ProtoBuyer,
  LocalTransportation as ProtoLocalTransportation,
} from '../../../gen/cargo/services/cargoloop_pb'
import type { Buyer, LocalTransportation } from '../../../domain/partner'
import { nullableMoneyFromProto } from '../codecs'

/** Partner (Cargoloop) family, read-only: LocalTransportation and Buyer. */
export function localTransportationFromProto(row: ProtoLocalTransportation): LocalTransportation {
  return {
    name: row.name,
    auctionLocationDisplayName: row.auctionLocationDisplayName,
    auctionDisplayName: row.auctionDisplayName,
    cityDisplayName: row.cityDisplayName,
    stateDisplayName: row.stateDisplayName,
    zip: row.zip,
    terminalDisplayName: row.terminalDisplayName,
    price: nullableMoneyFromProto(row.price),
    isPreferable: row.isPreferable,
  }
}

export const buyerFromProto = (buyer: ProtoBuyer): Buyer => ({
  name: buyer.name,
  displayName: buyer.displayName,
})
