import { usd } from '../../src/domain/money'
import type { Shipment, ShipmentUnit } from '../../src/domain/shipments'
import type { ContainerPlan } from './containers'
import type { SeedContext } from './context'

const PORT_OF_LOADING: Readonly<Record<string, string>> = {
  ga: 'Savannah, GA',
  nj: 'Newark, NJ',
  tx: 'Houston, TX',
  ca: 'Los Angeles, CA',
  fl: 'Miami, FL',
  md: 'Baltimore, MD',
  wa: 'Seattle, WA',
  va: 'Norfolk, VA',
}

/** One shipment per planned container, with a unit per vehicle loaded in it. */
export function seedShipments(ctx: SeedContext, plans: readonly ContainerPlan[]): void {
  const { db, rng } = ctx
  for (const plan of plans) {
    const units: ShipmentUnit[] = plan.vehicleIds.map((vehicleId, index) => {
      const vehicle = db.vehicles.get(`vehicles/${vehicleId}`)
      const order = db.orders.rowsBy('vehicle', `vehicles/${vehicleId}`)[0]
      return {
        name: `shipments/${plan.id}/units/${index + 1}`,
        id: index + 1,
        lotNumber: vehicle?.details?.lotNumber ?? '',
        description: vehicle?.details?.description ?? '',
        vin: vehicle?.details?.vin ?? '',
        weight: {
          value: Math.round((vehicle?.vin?.curbWeight ?? 3000) * 0.4536),
          unitName: 'units/kg',
          exponent: 0,
        },
        orderName: order?.name ?? '',
        customerName: order?.customerName ?? '',
      }
    })
    const consigneeCustomerName = units[0]?.customerName ?? ''
    const customer = db.customers.get(consigneeCustomerName)
    const needDiscount =
      units.length > 1 && new Set(units.map((u) => u.customerName)).size > 1 && rng.chance(0.3)
    const shipment: Shipment = {
      name: `shipments/${plan.id}`,
      id: plan.id,
      container: {
        shippingLine: plan.shippingLine,
        aesitn: plan.aesItn,
        preCarriage: 'Truck',
        placeOfReceipt: `${plan.terminal.city}, ${plan.terminal.state.toUpperCase()}`,
        loadingPort: PORT_OF_LOADING[plan.terminal.state] ?? plan.terminal.city,
        containerNo: plan.containerNo,
        bookingNo: plan.bookingNo,
        cutOff: plan.cutOff,
        departure: plan.departure,
        arrival: plan.arrival,
        pierTerminal: `${plan.terminal.city} Container Terminal`,
        portOfDischarge: plan.port.port,
        sealNumber: plan.sealNumber,
        equipment: plan.equipment,
      },
      consignee: customer
        ? {
            displayName: customer.displayName,
            address: plan.port.delivery,
            phone: customer.phone,
            email: customer.email,
          }
        : null,
      units,
      photos: {
        loading: units
          .map((unit, index) => `/files/vehicles/${plan.vehicleIds[index]}/loading-1.svg`)
          .slice(0, 4),
      },
      isArchive: plan.stage === 'delivered' && rng.chance(0.5),
      consigneeCustomerName,
      needDiscount,
      discountAmount: usd(needDiscount ? rng.int(5, 20) * 1000 : 0),
    }
    db.shipments.put(shipment)
  }
  db.shipments.nextId = plans.length + 1
}
