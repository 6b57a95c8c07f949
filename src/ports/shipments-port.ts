import type { ListQuery, Page } from '../domain/lists'
import type { Shipment } from '../domain/shipments'
import type { ReadOptions } from './request-options'

/** Shipments (containers), read-only. */
export interface ShipmentsPort {
  listShipments(query: ListQuery, options?: ReadOptions): Promise<Page<Shipment>>
  getShipment(name: string, options?: ReadOptions): Promise<Shipment>
}
