import { containerCheckDigit } from '../../src/domain/shipments'
import { DAY_MS, SEED_TODAY } from './rng'
import { volume, type SeedContext } from './context'
import { DISCHARGE_PORTS, EQUIPMENT, SHIPPING_LINES, TERMINALS } from './lists'

/** Stages of a vehicle's life, in order. The last four happen in a container. */
export const STAGES = [
  'purchased',
  'dispatched',
  'at_terminal',
  'loaded',
  'shipped',
  'arrived',
  'delivered',
] as const
export type Stage = (typeof STAGES)[number]
export const STAGE_LABELS: Readonly<Record<Stage, string>> = {
  purchased: 'Purchased',
  dispatched: 'Dispatched',
  at_terminal: 'At terminal',
  loaded: 'Loaded',
  shipped: 'Shipped',
  arrived: 'Arrived',
  delivered: 'Delivered',
}

/** A container planned before the vehicles that fill it. */
export interface ContainerPlan {
  id: number
  containerNo: string
  bookingNo: string
  sealNumber: string
  aesItn: string
  shippingLine: string
  equipment: string
  terminal: (typeof TERMINALS)[number]
  port: (typeof DISCHARGE_PORTS)[number]
  cutOff: Date
  departure: Date
  arrival: Date
  stage: Stage
  capacity: number
  vehicleIds: number[]
}

/** `MSCU123456` + its ISO 6346 check digit. */
export function containerNumber(owner: string, serial: string): string {
  return `${owner}${serial}${containerCheckDigit(owner + serial)}`
}

/** 200 × scale containers with dates, stage and capacity; vehicles are put in them by the orders seed. */
export function planContainers(ctx: SeedContext): ContainerPlan[] {
  const { rng } = ctx
  const plans: ContainerPlan[] = []
  const serials = new Set<string>()
  const count = volume(ctx, 200)
  for (let id = 1; id <= count; id++) {
    const line = rng.pick(SHIPPING_LINES)
    let serial = rng.digits(6)
    while (serials.has(line.owner + serial)) serial = rng.digits(6)
    serials.add(line.owner + serial)
    const departure = rng.daysAgo(rng.int(-12, 300))
    const cutOff = new Date(departure.getTime() - rng.int(2, 4) * DAY_MS)
    const arrival = rng.after(departure, 24, 48)
    const now = SEED_TODAY.getTime()
    let stage: Stage = 'loaded'
    if (departure.getTime() <= now) stage = 'shipped'
    if (arrival.getTime() <= now)
      stage = arrival.getTime() + 14 * DAY_MS <= now && rng.chance(0.8) ? 'delivered' : 'arrived'
    const equipment = rng.pick(EQUIPMENT)
    plans.push({
      id,
      containerNo: containerNumber(line.owner, serial),
      bookingNo: `${line.owner.slice(0, 3)}${rng.digits(8)}`,
      sealNumber: `${line.owner.slice(0, 2)}${rng.digits(7)}`,
      aesItn: `X${SEED_TODAY.getUTCFullYear()}${rng.digits(8)}`,
      shippingLine: line.name,
      equipment,
      terminal: rng.pick(TERMINALS),
      port: rng.pick(DISCHARGE_PORTS),
      cutOff,
      departure,
      arrival,
      stage,
      capacity: equipment === '20GP' ? rng.int(1, 2) : rng.int(3, 4),
      vehicleIds: [],
    })
  }
  return plans
}
