import type { Shipment as ProtoShipment } from '../../../gen/cargo/services/shipments_pb'
import type { Shipment } from '../../../domain/shipments'
import {
  idFromProto,
  nullableDateFromProto,
  nullableMoneyFromProto,
  nullableUnitValueFromProto,
} from '../codecs'
import { listsFromProto } from './vehicles'

/** Shipment family (read-only): Shipment, its container, consignee and units. */
export function shipmentFromProto(shipment: ProtoShipment): Shipment {
  const { container, consignee } = shipment
  return {
    name: shipment.name,
    id: idFromProto(shipment.id),
    container: container
      ? {
          shippingLine: container.shippingLine,
          aesitn: container.aesitn,
          preCarriage: container.preCarriage,
          placeOfReceipt: container.placeOfReceipt,
          loadingPort: container.loadingPort,
          containerNo: container.containerNo,
          bookingNo: container.bookingNo,
          cutOff: nullableDateFromProto(container.cutOff),
          departure: nullableDateFromProto(container.departure),
          arrival: nullableDateFromProto(container.arrival),
          pierTerminal: container.pierTerminal,
          portOfDischarge: container.portOfDischarge,
          sealNumber: container.sealNumber,
          equipment: container.equipment,
        }
      : null,
    consignee: consignee
      ? {
          displayName: consignee.displayName,
          address: consignee.address,
          phone: consignee.phone,
          email: consignee.email,
        }
      : null,
    units: shipment.units.map((unit) => ({
      name: unit.name,
      id: idFromProto(unit.id),
      lotNumber: unit.lotNumber,
      description: unit.description,
      vin: unit.vin,
      weight: nullableUnitValueFromProto(unit.weight),
      orderName: unit.orderName,
      customerName: unit.customerName,
    })),
    photos: listsFromProto(shipment.photos),
    isArchive: shipment.isArchive,
    consigneeCustomerName: shipment.consigneeCustomerName,
    needDiscount: shipment.needDiscount,
    discountAmount: nullableMoneyFromProto(shipment.discountAmount),
  }
}
