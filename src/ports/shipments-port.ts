import type { ListQuery, Page } from '../domain/lists'
import type { Shipment } from '../domain/shipments'

/** Shipments (containers), read-only. */
export interface ShipmentsPort {
  listShipments(query: ListQuery): Promise<Page<Shipment>>
  getShipment(name: string): Promise<Shipment>
}
