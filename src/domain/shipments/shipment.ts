import type { Money, UnitValue } from '../money'

export interface ShipmentContainer {
  shippingLine: string
  aesitn: string
  preCarriage: string
  placeOfReceipt: string
  loadingPort: string
  containerNo: string
  bookingNo: string
  cutOff: Date | null
  departure: Date | null
  arrival: Date | null
  pierTerminal: string
  portOfDischarge: string
  sealNumber: string
  equipment: string
}

export interface ShipmentConsignee {
  displayName: string
  address: string
  phone: string
  email: string
}

/** A vehicle loaded in the container. */
export interface ShipmentUnit {
  name: string
  id: number
  lotNumber: string
  description: string
  vin: string
  weight: UnitValue | null
  orderName: string
  customerName: string
}

/** A shipment, i.e. a container (spec §3). Read-only. */
export interface Shipment {
  name: string
  id: number
  container: ShipmentContainer | null
  consignee: ShipmentConsignee | null
  units: ShipmentUnit[]
  photos: Record<string, string[]>
  isArchive: boolean
  consigneeCustomerName: string
  needDiscount: boolean
  discountAmount: Money | null
}
