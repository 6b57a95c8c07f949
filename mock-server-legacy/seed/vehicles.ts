import type { Customer } from '../../src/domain/customers'
import { usd } from '../../src/domain/money'
import {
  emptyVehicle,
  type Vehicle,
  type VehicleEmailNotification,
  type VehicleInvoice,
} from '../../src/domain/vehicles'
import type { SeedContext } from './context'
import { STAGE_LABELS, STAGES, type ContainerPlan, type Stage } from './containers'
import { AUCTION_LOCATIONS, AUCTIONS, DISCHARGE_PORTS, EMPLOYEES, MAKES, TERMINALS } from './lists'
import { DAY_MS, SEED_TODAY } from './rng'
import { poolsOf } from './pools'
import { makeVin } from './vin'

const CLASSES: Readonly<Record<string, string>> = {
  sedan: 'Passenger Car',
  coupe: 'Passenger Car',
  hatchback: 'Passenger Car',
  wagon: 'Passenger Car',
  suv: 'Multipurpose Passenger Vehicle (MPV)',
  pickup: 'Truck',
  motorcycle: 'Motorcycle',
}

export interface VehiclePlan {
  id: number
  customer: Customer
  stage: Stage
  container?: ContainerPlan
  cancelled?: boolean
}

const reached = (stage: Stage, milestone: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(milestone)
const past = (date: Date) => date.getTime() <= SEED_TODAY.getTime()

/** Public path of a placeholder file served by the mock (see files.ts). */
export const vehicleFile = (id: number, file: string) => `/files/vehicles/${id}/${file}`

/**
 * One vehicle whose dates follow its life: bought at auction, paid, dispatched to a terminal, delivered there,
 * loaded in a container (cut-off, departure, arrival) and finally delivered at destination.
 */
export function makeVehicle(ctx: SeedContext, plan: VehiclePlan): Vehicle {
  const { rng } = ctx
  const pool = poolsOf(ctx)
  const { id, customer, stage, container } = plan
  const make = rng.pick(MAKES)
  const model = rng.pick(make.models)
  const year = rng.int(2012, 2025)
  const vin = makeVin(rng, make.wmi, year, id)
  const yard = rng.pick(AUCTION_LOCATIONS)
  const auction = rng.pick(AUCTIONS)
  const terminal = container?.terminal ?? rng.pick(TERMINALS)
  const port = container?.port ?? rng.pick(DISCHARGE_PORTS)
  const description = `${year} ${make.make} ${model.model}`

  // Dates, backwards from the container or forwards from a recent purchase.
  let purchaseDate: Date
  if (container) {
    purchaseDate = new Date(container.cutOff.getTime() - rng.int(14, 50) * DAY_MS)
  } else {
    const back = { purchased: [0, 4], dispatched: [4, 10], at_terminal: [10, 45] }[stage as 'purchased'] ?? [
      0, 30,
    ]
    purchaseDate = rng.daysAgo(rng.int(back[0] as number, back[1] as number))
  }
  const paymentDate = rng.after(purchaseDate, 1, 3)
  const dispatchedDate = rng.after(paymentDate, 0, 3)
  const promisedPickupDate = rng.after(dispatchedDate, 1, 3)
  const promisedDelDate = rng.after(promisedPickupDate, 2, 8)
  let actualDeliveryDate = rng.after(promisedDelDate, -1, 3)
  if (container && actualDeliveryDate >= container.cutOff)
    actualDeliveryDate = new Date(container.cutOff.getTime() - 2 * DAY_MS)
  const dispatched = reached(stage, 'dispatched')
  const atTerminal = reached(stage, 'at_terminal')
  const price = rng.int(1200, 28000) * 100
  const auctionFees = Math.round(price * 0.08) + 9900
  const towing = rng.int(150, 900) * 100

  const invoices: VehicleInvoice[] = [
    {
      type: 'auction',
      invoiceNumber: `${auction.slice(0, 3).toUpperCase()}-${rng.digits(8)}`,
      invoicedBy: auction,
      invoiceDate: purchaseDate,
      sentDate: rng.after(purchaseDate, 0, 1),
      sentTo: customer.email,
      dueDate: new Date(purchaseDate.getTime() + 3 * DAY_MS),
      aging: Math.max(0, Math.floor((SEED_TODAY.getTime() - purchaseDate.getTime()) / DAY_MS)),
      amount: usd(price + auctionFees),
      openBalance: usd(past(paymentDate) ? 0 : price + auctionFees),
    },
  ]
  if (dispatched) {
    invoices.push({
      type: 'towing',
      invoiceNumber: `TOW-${rng.digits(7)}`,
      invoicedBy: rng.pick(pool.carriers),
      invoiceDate: dispatchedDate,
      sentDate: dispatchedDate,
      sentTo: customer.email,
      dueDate: new Date(dispatchedDate.getTime() + 15 * DAY_MS),
      aging: Math.max(0, Math.floor((SEED_TODAY.getTime() - dispatchedDate.getTime()) / DAY_MS)),
      amount: usd(towing),
      openBalance: usd(atTerminal ? 0 : towing),
    })
  }

  const notifications: VehicleEmailNotification[] = []
  const notify = (date: Date, emailType: string) =>
    notifications.push({
      date,
      sentTo: customer.email,
      sentBy: 'notifications@cargo-export.example',
      emailType,
    })
  notify(purchaseDate, 'purchased')
  if (dispatched) notify(dispatchedDate, 'dispatched')
  if (atTerminal) notify(actualDeliveryDate, 'at_terminal')
  if (container && reached(stage, 'shipped')) notify(container.departure, 'shipped')
  if (container && reached(stage, 'arrived')) notify(container.arrival, 'arrival')

  const photos: Record<string, string[]> = {
    auction: [1, 2, 3].map((n) => vehicleFile(id, `auction-${n}.svg`)),
  }
  if (atTerminal) photos.terminal = [1, 2].map((n) => vehicleFile(id, `terminal-${n}.svg`))
  if (container) photos.loading = [vehicleFile(id, 'loading-1.svg')]
  const documents: Record<string, string[]> = { bill_of_sale: [vehicleFile(id, 'bill-of-sale.pdf')] }
  if (atTerminal) documents.title = [vehicleFile(id, 'title.pdf')]

  const contact = {
    name: customer.displayName,
    address: rng.pick(pool.addresses),
    phone: customer.phone,
    email: customer.email,
  }
  const employee = rng.pick(EMPLOYEES)
  return emptyVehicle({
    name: `vehicles/${id}`,
    id,
    isArchive: stage === 'delivered' && rng.chance(0.5),
    cancelled: plan.cancelled ?? false,
    details: {
      auction,
      auctionLocation: yard.label,
      client: customer.displayName,
      subClient: rng.chance(0.1) ? rng.pick(pool.people) : '',
      buyer: `${auction} buyer #${rng.digits(6)}`,
      description,
      vehicleType: model.type,
      lotNumber: rng.digits(8),
      vin,
    },
    log: {
      dateEntered: rng.after(purchaseDate, 0, 1),
      enteredBy: employee.displayName,
      status: plan.cancelled ? 'Cancelled' : STAGE_LABELS[stage],
      invoices,
      keys: rng.pick(['yes', 'yes', 'yes', 'no', '2']),
    },
    vin: {
      description: `${description} ${model.body}`,
      engine: model.engine,
      engineCode: `${rng.pick(['A', 'B', 'G', 'K', 'L', 'M'])}${rng.digits(2)}${rng.pick(['A', 'B', 'E', 'F'])}`,
      useType: model.type === 'pickup' ? 'truck' : model.type === 'motorcycle' ? 'motorcycle' : 'passenger',
      bodyTrim: model.body,
      class: CLASSES[model.type] ?? 'Passenger Car',
      manufacturer: make.manufacturer,
      assyPlant: `${make.manufacturer.split(' ')[0]} plant ${rng.int(1, 6)}`,
      curbWeight: model.weight + rng.int(-60, 60),
    },
    shipment: { portOfDischarge: port.port, placeOfDelivery: port.delivery },
    container: container
      ? {
          id: container.containerNo,
          bookingNumber: container.bookingNo,
          shippedDate: container.departure,
          arrivalDate: container.arrival,
          shippingLine: container.shippingLine,
          equipment: container.equipment,
        }
      : null,
    client: contact,
    consignee: rng.chance(0.7)
      ? contact
      : { ...contact, name: rng.pick(pool.people), email: rng.pick(pool.emails) },
    purchase: {
      purchaseDate,
      paymentDate,
      paymentType: rng.pick(['wire', 'wire', 'ach', 'check']),
      purchasePrice: usd(price),
    },
    dispatch: {
      terminal: `${terminal.city}, ${terminal.state.toUpperCase()}`,
      dispatchedDate: dispatched ? dispatchedDate : null,
      promisedPickupDate: dispatched ? promisedPickupDate : null,
      promisedDelDate: dispatched ? promisedDelDate : null,
      actualDeliveryDate: atTerminal ? actualDeliveryDate : null,
    },
    instructions: {
      customerNotes: rng.chance(0.2)
        ? rng.pick([
            'Call before loading',
            'Keys in the cup holder',
            'Load with the other cars of this customer',
            'Do not remove the battery',
          ])
        : '',
      holdPayment: rng.chance(0.05),
      holdLoading: !container && rng.chance(0.08),
      consolidateShipment: rng.chance(0.4),
      trashRemoval: rng.chance(0.2),
      marineInsurance: rng.chance(0.3),
    },
    fees: {
      lateTitleFees: usd(rng.chance(0.1) ? rng.int(5, 25) * 1000 : 0),
      terminalStorageFees: usd(atTerminal && rng.chance(0.2) ? rng.int(2, 30) * 1500 : 0),
      extraFees: rng.chance(0.05) ? 'Forklift: $75' : '',
    },
    documents,
    photos,
    emailNotifications: notifications,
    order: null,
    localTransportationPrice: usd(rng.int(150, 1200) * 100),
  })
}
