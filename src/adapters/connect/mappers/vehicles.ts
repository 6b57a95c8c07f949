import { create } from '@bufbuild/protobuf'
import { StringListSchema, type StringList } from '../../../gen/cargo/types/string_list_pb'
import {
  VehicleSchema,
  type Vehicle as ProtoVehicle,
  type VehicleInvoice as ProtoVehicleInvoice,
} from '../../../gen/cargo/services/vehicles_pb'
import type { Vehicle, VehicleInvoice, VehicleUpdate } from '../../../domain/vehicles'
import {
  idFromProto,
  idToProto,
  nullableDateFromProto,
  nullableDateToProto,
  nullableMoneyFromProto,
  nullableMoneyToProto,
  etagFromProto,
} from '../codecs'

/** Vehicle family: Vehicle and its detail messages (spec §3 Vehicle). */

export function listsFromProto(map: { [key: string]: StringList } | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(map ?? {}).map(([key, list]) => [key, [...list.values]]))
}

export function listsToProto(record: Record<string, string[]>): { [key: string]: StringList } {
  return Object.fromEntries(
    Object.entries(record).map(([key, values]) => [key, create(StringListSchema, { values })]),
  )
}

function vehicleInvoiceFromProto(invoice: ProtoVehicleInvoice): VehicleInvoice {
  return {
    type: invoice.type,
    invoiceNumber: invoice.invoiceNumber,
    invoicedBy: invoice.invoicedBy,
    invoiceDate: nullableDateFromProto(invoice.invoiceDate),
    sentDate: nullableDateFromProto(invoice.sentDate),
    sentTo: invoice.sentTo,
    dueDate: nullableDateFromProto(invoice.dueDate),
    aging: invoice.aging,
    amount: nullableMoneyFromProto(invoice.amount),
    openBalance: nullableMoneyFromProto(invoice.openBalance),
  }
}

export function vehicleFromProto(vehicle: ProtoVehicle): Vehicle {
  const {
    details,
    log,
    vin,
    shipment,
    container,
    client,
    consignee,
    purchase,
    dispatch,
    instructions,
    fees,
    order,
  } = vehicle
  return {
    name: vehicle.name,
    id: idFromProto(vehicle.id),
    isArchive: vehicle.isArchive,
    cancelled: vehicle.cancelled,
    details: details
      ? {
          auction: details.auction,
          auctionLocation: details.auctionLocation,
          client: details.client,
          subClient: details.subClient,
          buyer: details.buyer,
          description: details.description,
          vehicleType: details.vehicleType,
          lotNumber: details.lotNumber,
          vin: details.vin,
        }
      : null,
    log: log
      ? {
          dateEntered: nullableDateFromProto(log.dateEntered),
          enteredBy: log.enteredBy,
          status: log.status,
          invoices: log.invoices.map(vehicleInvoiceFromProto),
          keys: log.keys,
        }
      : null,
    vin: vin
      ? {
          description: vin.description,
          engine: vin.engine,
          engineCode: vin.engineCode,
          useType: vin.useType,
          bodyTrim: vin.bodyTrim,
          class: vin.class,
          manufacturer: vin.manufacturer,
          assyPlant: vin.assyPlant,
          curbWeight: vin.curbWeight,
        }
      : null,
    shipment: shipment
      ? { portOfDischarge: shipment.portOfDischarge, placeOfDelivery: shipment.placeOfDelivery }
      : null,
    container: container
      ? {
          id: container.id,
          bookingNumber: container.bookingNumber,
          shippedDate: nullableDateFromProto(container.shippedDate),
          arrivalDate: nullableDateFromProto(container.arrivalDate),
          shippingLine: container.shippingLine,
          equipment: container.equipment,
        }
      : null,
    client: client
      ? { name: client.name, address: client.address, phone: client.phone, email: client.email }
      : null,
    consignee: consignee
      ? { name: consignee.name, address: consignee.address, phone: consignee.phone, email: consignee.email }
      : null,
    purchase: purchase
      ? {
          purchaseDate: nullableDateFromProto(purchase.purchaseDate),
          paymentDate: nullableDateFromProto(purchase.paymentDate),
          paymentType: purchase.paymentType,
          purchasePrice: nullableMoneyFromProto(purchase.purchasePrice),
        }
      : null,
    dispatch: dispatch
      ? {
          terminal: dispatch.terminal,
          dispatchedDate: nullableDateFromProto(dispatch.dispatchedDate),
          promisedPickupDate: nullableDateFromProto(dispatch.promisedPickupDate),
          promisedDelDate: nullableDateFromProto(dispatch.promisedDelDate),
          actualDeliveryDate: nullableDateFromProto(dispatch.actualDeliveryDate),
        }
      : null,
    instructions: instructions
      ? {
          customerNotes: instructions.customerNotes,
          holdPayment: instructions.holdPayment,
          holdLoading: instructions.holdLoading,
          consolidateShipment: instructions.consolidateShipment,
          trashRemoval: instructions.trashRemoval,
          marineInsurance: instructions.marineInsurance,
        }
      : null,
    fees: fees
      ? {
          lateTitleFees: nullableMoneyFromProto(fees.lateTitleFees),
          terminalStorageFees: nullableMoneyFromProto(fees.terminalStorageFees),
          extraFees: fees.extraFees,
        }
      : null,
    documents: listsFromProto(vehicle.documents),
    photos: listsFromProto(vehicle.photos),
    emailNotifications: vehicle.emailNotifications.map((mail) => ({
      date: nullableDateFromProto(mail.date),
      sentTo: mail.sentTo,
      sentBy: mail.sentBy,
      emailType: mail.emailType,
    })),
    order: order
      ? {
          name: order.name,
          id: idFromProto(order.id),
          customer: order.customer
            ? {
                name: order.customer.name,
                number: order.customer.number,
                displayName: order.customer.displayName,
              }
            : null,
          amount: nullableMoneyFromProto(order.amount),
          paidAmount: nullableMoneyFromProto(order.paidAmount),
        }
      : null,
    localTransportationPrice: nullableMoneyFromProto(vehicle.localTransportationPrice),
    editedDescription: vehicle.editedDescription,
    editedVin: vehicle.editedVin,
    ...etagFromProto(vehicle),
  }
}

/** The whole vehicle on the wire (used where a vehicle travels inside an order item). */
export function vehicleToProto(vehicle: Vehicle): ProtoVehicle {
  const {
    details,
    log,
    vin,
    shipment,
    container,
    client,
    consignee,
    purchase,
    dispatch,
    instructions,
    fees,
    order,
  } = vehicle
  return create(VehicleSchema, {
    name: vehicle.name,
    id: idToProto(vehicle.id),
    isArchive: vehicle.isArchive,
    cancelled: vehicle.cancelled,
    details: details ?? undefined,
    log: log
      ? {
          dateEntered: nullableDateToProto(log.dateEntered),
          enteredBy: log.enteredBy,
          status: log.status,
          invoices: log.invoices.map((invoice) => ({
            ...invoice,
            invoiceDate: nullableDateToProto(invoice.invoiceDate),
            sentDate: nullableDateToProto(invoice.sentDate),
            dueDate: nullableDateToProto(invoice.dueDate),
            amount: nullableMoneyToProto(invoice.amount),
            openBalance: nullableMoneyToProto(invoice.openBalance),
          })),
          keys: log.keys,
        }
      : undefined,
    vin: vin ?? undefined,
    shipment: shipment ?? undefined,
    container: container
      ? {
          ...container,
          shippedDate: nullableDateToProto(container.shippedDate),
          arrivalDate: nullableDateToProto(container.arrivalDate),
        }
      : undefined,
    client: client ?? undefined,
    consignee: consignee ?? undefined,
    purchase: purchase
      ? {
          purchaseDate: nullableDateToProto(purchase.purchaseDate),
          paymentDate: nullableDateToProto(purchase.paymentDate),
          paymentType: purchase.paymentType,
          purchasePrice: nullableMoneyToProto(purchase.purchasePrice),
        }
      : undefined,
    dispatch: dispatch
      ? {
          terminal: dispatch.terminal,
          dispatchedDate: nullableDateToProto(dispatch.dispatchedDate),
          promisedPickupDate: nullableDateToProto(dispatch.promisedPickupDate),
          promisedDelDate: nullableDateToProto(dispatch.promisedDelDate),
          actualDeliveryDate: nullableDateToProto(dispatch.actualDeliveryDate),
        }
      : undefined,
    instructions: instructions ?? undefined,
    fees: fees
      ? {
          lateTitleFees: nullableMoneyToProto(fees.lateTitleFees),
          terminalStorageFees: nullableMoneyToProto(fees.terminalStorageFees),
          extraFees: fees.extraFees,
        }
      : undefined,
    documents: listsToProto(vehicle.documents),
    photos: listsToProto(vehicle.photos),
    emailNotifications: vehicle.emailNotifications.map((mail) => ({
      ...mail,
      date: nullableDateToProto(mail.date),
    })),
    order: order
      ? {
          name: order.name,
          id: idToProto(order.id),
          customer: order.customer ?? undefined,
          amount: nullableMoneyToProto(order.amount),
          paidAmount: nullableMoneyToProto(order.paidAmount),
        }
      : undefined,
    localTransportationPrice: nullableMoneyToProto(vehicle.localTransportationPrice),
    editedDescription: vehicle.editedDescription,
    editedVin: vehicle.editedVin,
  })
}

/**
 * UpdateVehicle carries only the three editable fields (spec §3); the others stay at their defaults. The
 * wire has no field presence for them, so all three are always sent (the port asks for all three).
 */
export function vehicleUpdateToProto(update: Required<VehicleUpdate>, etag = ''): ProtoVehicle {
  return create(VehicleSchema, {
    cancelled: update.cancelled,
    editedDescription: update.editedDescription,
    editedVin: update.editedVin,
    etag,
  })
}
