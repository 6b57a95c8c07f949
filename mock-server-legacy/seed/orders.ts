import { NO_ACTIVITY } from '../../src/domain/activity'
import type { Customer } from '../../src/domain/customers'
import { usd } from '../../src/domain/money'
import {
  withOrderTotals,
  type Order,
  type OrderDiscount,
  type OrderItem,
  type OrderService,
} from '../../src/domain/orders'
import type { Vehicle } from '../../src/domain/vehicles'
import { STAGES, type ContainerPlan, type Stage } from './containers'
import { volume, type SeedContext } from './context'
import { DISCOUNT_TYPES, SERVICE_TYPES } from './lists'
import { makeVehicle } from './vehicles'

const PRE_LOADING: readonly Stage[] = ['purchased', 'dispatched', 'at_terminal', 'at_terminal', 'at_terminal']

function orderStatus(ctx: SeedContext, stage: Stage): { status: string; isArchive: boolean } {
  if (stage === 'delivered') return { status: 'completed', isArchive: ctx.rng.chance(0.6) }
  if (stage === 'purchased' && ctx.rng.chance(0.5)) return { status: 'new', isArchive: false }
  return { status: 'active', isArchive: false }
}

function service(
  ctx: SeedContext,
  orderId: number,
  id: number,
  type: (typeof SERVICE_TYPES)[number],
): OrderService {
  const [low, high] = type.price
  return {
    name: `orders/${orderId}/services/${id}`,
    id,
    displayName: type.displayName,
    serviceTypeName: `orderServiceTypes/${type.code}`,
    amount: usd(ctx.rng.int(low, high) * 100),
    comment: '',
    isApproved: false,
    isTypeApprovable: type.isApprovable,
  }
}

/**
 * 2,000 × scale orders with their vehicles (1 to 3 items each), services and discounts; 2,500 × scale
 * vehicles in all (the rest are not ordered, some of them cancelled). Vehicles fill the planned containers.
 * Customer C1001 gets a dozen orders.
 */
export function seedOrdersAndVehicles(ctx: SeedContext, containers: ContainerPlan[]): void {
  const { db, rng } = ctx
  const customers = db.customers.all()
  const orderCount = volume(ctx, 2000)
  const vehicleCount = Math.max(volume(ctx, 2500), orderCount + 2)
  const slots: ContainerPlan[] = containers.flatMap((plan) =>
    Array.from({ length: plan.capacity }, () => plan),
  )
  let vehicleId = 1
  let itemsLeft = 0
  const plannedItems: number[] = []
  for (let i = 0; i < orderCount; i++) {
    const count = rng.chance(0.85) ? 1 : rng.chance(0.8) ? 2 : 3
    plannedItems.push(count)
    itemsLeft += count
  }
  // Keep about 4% of the vehicles out of every order.
  for (let i = 0; itemsLeft > vehicleCount * 0.96 && i < plannedItems.length; i++) {
    if ((plannedItems[i] as number) > 1) {
      plannedItems[i] = 1
      itemsLeft = plannedItems.reduce((a, b) => a + b, 0)
    }
  }
  let slotIndex = 0
  for (let orderId = 1; orderId <= orderCount; orderId++) {
    // C1001 (the demo customer account) gets every 167th of the first 2,000 orders: 12 in all.
    const customer: Customer =
      orderId % 167 === 1 && orderId < 2000 ? (customers[0] as Customer) : rng.pick(customers)
    const items: OrderItem[] = []
    let latest: Stage = 'purchased'
    const count = plannedItems[orderId - 1] as number
    for (let k = 1; k <= count; k++) {
      const inContainer =
        slotIndex < slots.length && rng.next() < (slots.length - slotIndex) / Math.max(1, itemsLeft)
      itemsLeft--
      const container = inContainer ? slots[slotIndex++] : undefined
      const stage = container ? container.stage : rng.pick(PRE_LOADING)
      const vehicle = makeVehicle(ctx, {
        id: vehicleId++,
        customer,
        stage,
        ...(container ? { container } : {}),
      })
      container?.vehicleIds.push(vehicle.id)
      db.vehicles.put(vehicle)
      if (STAGES.indexOf(stage) > STAGES.indexOf(latest)) latest = stage
      items.push(orderItem(orderId, k, vehicle))
    }
    const services: OrderService[] = []
    const shipping = SERVICE_TYPES[0] as (typeof SERVICE_TYPES)[number]
    services.push(service(ctx, orderId, 1, shipping))
    const optional = SERVICE_TYPES.slice(1).filter((type) => type.isActive)
    for (const type of optional)
      if (rng.chance(type.code === 'towing' ? 0.8 : 0.18))
        services.push(service(ctx, orderId, services.length + 1, type))
    const discounts: OrderDiscount[] = []
    if (rng.chance(0.2)) {
      const type = rng.pick(DISCOUNT_TYPES.filter((t) => t.isActive))
      const target = rng.chance(0.4) ? rng.pick(services) : undefined
      discounts.push({
        name: `orders/${orderId}/discounts/1`,
        id: 1,
        displayName: type.displayName,
        discountTypeName: `orderDiscountTypes/${type.code}`,
        ...(target ? { serviceName: target.name } : {}),
        amount: usd(Math.min(rng.int(25, 200) * 100, target ? target.amount.value : 20000)),
        comment: rng.chance(0.3) ? 'Agreed with the customer' : '',
      })
    }
    const { status, isArchive } = orderStatus(ctx, latest)
    const order: Order = withOrderTotals(
      {
        ...NO_ACTIVITY,
        name: `orders/${orderId}`,
        id: orderId,
        displayName: `Order #${orderId}`,
        customerName: customer.name,
        status,
        comment: rng.chance(0.15)
          ? rng.pick([
              'Urgent',
              'Consolidate with previous order',
              'Customer pays on arrival',
              'Title pending',
            ])
          : '',
        isArchive,
        items,
        services,
        discounts,
        ...zeroTotals(),
      },
      [],
    )
    db.orders.put(order)
  }
  db.orders.nextId = orderCount + 1
  // Vehicles not (yet) ordered; some were cancelled.
  while (vehicleId <= vehicleCount) {
    const customer = rng.pick(customers)
    const cancelled = rng.chance(0.35)
    db.vehicles.put(makeVehicle(ctx, { id: vehicleId++, customer, stage: rng.pick(PRE_LOADING), cancelled }))
  }
  db.vehicles.nextId = vehicleId
}

export function orderItem(orderId: number, id: number, vehicle: Vehicle): OrderItem {
  const price = vehicle.purchase?.purchasePrice?.value ?? 0
  return {
    name: `orders/${orderId}/items/${id}`,
    id,
    displayName: vehicle.details?.description ?? vehicle.name,
    itemName: vehicle.name,
    amount: usd(price + Math.round(price * 0.08) + 9900),
    comment: '',
    vehicle: null,
    values: {
      lotNumber: vehicle.details?.lotNumber ?? '',
      vin: vehicle.details?.vin ?? '',
      auction: vehicle.details?.auction ?? '',
    },
  }
}

function zeroTotals() {
  const zero = usd(0)
  return {
    amount: zero,
    paidAmount: zero,
    revertedAmount: zero,
    approvedRevertedAmount: zero,
    pendingAmount: zero,
    debtedAmount: zero,
    toBePaidAmount: zero,
  }
}
