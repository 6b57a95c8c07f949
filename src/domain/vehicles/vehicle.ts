import type { Money } from '../money'
import type { Versioned } from '../versions'

/** Auction and lot data; all text (spec §3 VehicleDetails). */
export interface VehicleDetails {
  auction: string
  auctionLocation: string
  client: string
  subClient: string
  buyer: string
  description: string
  vehicleType: string
  lotNumber: string
  vin: string
}

export interface VehicleInvoice {
  type: string
  invoiceNumber: string
  invoicedBy: string
  invoiceDate: Date | null
  sentDate: Date | null
  sentTo: string
  dueDate: Date | null
  aging: number
  amount: Money | null
  openBalance: Money | null
}

export interface VehicleLogDetails {
  dateEntered: Date | null
  enteredBy: string
  status: string
  invoices: VehicleInvoice[]
  keys: string
}

export interface VehicleVinDetails {
  description: string
  engine: string
  engineCode: string
  useType: string
  bodyTrim: string
  class: string
  manufacturer: string
  assyPlant: string
  curbWeight: number
}

export interface VehicleShipmentDetails {
  portOfDischarge: string
  placeOfDelivery: string
}

export interface VehicleContainerDetails {
  id: string
  bookingNumber: string
  shippedDate: Date | null
  arrivalDate: Date | null
  shippingLine: string
  equipment: string
}

/** Shared shape of VehicleClientDetails and VehicleConsigneeDetails. */
export interface VehicleContactDetails {
  name: string
  address: string
  phone: string
  email: string
}
export type VehicleClientDetails = VehicleContactDetails
export type VehicleConsigneeDetails = VehicleContactDetails

export interface VehiclePurchaseDetails {
  purchaseDate: Date | null
  paymentDate: Date | null
  paymentType: string
  purchasePrice: Money | null
}

export interface VehicleDispatchDetails {
  terminal: string
  dispatchedDate: Date | null
  promisedPickupDate: Date | null
  promisedDelDate: Date | null
  actualDeliveryDate: Date | null
}

export interface VehicleInstructionsDetails {
  customerNotes: string
  holdPayment: boolean
  holdLoading: boolean
  consolidateShipment: boolean
  trashRemoval: boolean
  marineInsurance: boolean
}

export interface VehicleFeesDetails {
  lateTitleFees: Money | null
  terminalStorageFees: Money | null
  extraFees: string
}

export interface VehicleEmailNotification {
  date: Date | null
  sentTo: string
  sentBy: string
  emailType: string
}

export interface VehicleCustomer {
  name: string
  number: string
  displayName: string
}

export interface VehicleOrder {
  name: string
  id: number
  customer: VehicleCustomer | null
  amount: Money | null
  paidAmount: Money | null
}

/** A vehicle (spec §3). Identified by `name` (`vehicles/17`). Read and updated, never created or deleted. */
export interface Vehicle extends Versioned {
  name: string
  id: number
  isArchive: boolean
  cancelled: boolean
  details: VehicleDetails | null
  log: VehicleLogDetails | null
  vin: VehicleVinDetails | null
  shipment: VehicleShipmentDetails | null
  container: VehicleContainerDetails | null
  client: VehicleClientDetails | null
  consignee: VehicleConsigneeDetails | null
  purchase: VehiclePurchaseDetails | null
  dispatch: VehicleDispatchDetails | null
  instructions: VehicleInstructionsDetails | null
  fees: VehicleFeesDetails | null
  documents: Record<string, string[]>
  photos: Record<string, string[]>
  emailNotifications: VehicleEmailNotification[]
  order: VehicleOrder | null
  localTransportationPrice: Money | null
  /** Staff corrections of the description and VIN; '' when none. */
  editedDescription: string
  editedVin: string
}
