import type { CargoloopPort } from '../../../ports/cargoloop-port'
import { createReplacedList } from '../../kit/list/list-store'

/** The partner's local transportation prices and buyers; each response replaces the stored list. */
export function createPartnerStore(port: CargoloopPort) {
  return {
    localTransportations: createReplacedList(() => port.listLocalTransportations()),
    buyers: createReplacedList(() => port.listBuyers()),
  }
}
