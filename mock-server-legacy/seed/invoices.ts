import { NO_ACTIVITY } from '../../src/domain/activity'
import type { Invoice, InvoiceItem } from '../../src/domain/invoices'
import { usd } from '../../src/domain/money'
import type { Order } from '../../src/domain/orders'
import type { SeedContext } from './context'
import { DAY_MS, SEED_TODAY } from './rng'

/** Order line name -> the invoice that bills it (payments point their lines at it). */
export type InvoiceByLine = Map<string, string>

/** The date an order was placed: a few days after its first vehicle was bought. */
export function orderDate(ctx: SeedContext, order: Order): Date {
  const vehicle = ctx.db.vehicles.get(order.items[0]?.itemName ?? '')
  const bought = vehicle?.purchase?.purchaseDate ?? new Date(SEED_TODAY.getTime() - 30 * DAY_MS)
  return new Date(Math.min(bought.getTime() + (order.id % 5) * DAY_MS, SEED_TODAY.getTime()))
}

/**
 * 1,500 × scale invoices: every order whose id is not a multiple of 4 is billed by one invoice with a line
 * per item, service and discount (discounts as negative lines). Amounts are derived later (derive.ts).
 */
export function seedInvoices(ctx: SeedContext): InvoiceByLine {
  const { db, rng } = ctx
  const byLine: InvoiceByLine = new Map()
  let id = 1
  for (const order of db.orders.all()) {
    if (order.id % 4 === 0) continue
    const customer = db.customers.get(order.customerName)
    const name = `invoices/${id}`
    const date = orderDate(ctx, order)
    const items: InvoiceItem[] = []
    const add = (lineName: string, displayName: string, value: number) => {
      const itemId = items.length + 1
      items.push({
        name: `${name}/items/${itemId}`,
        id: itemId,
        displayName,
        itemName: lineName,
        orderName: order.name,
        price: usd(value),
        quantity: { value: 1, unitName: 'units/pcs', exponent: 0 },
        amount: usd(value),
        comment: '',
      })
      byLine.set(lineName, name)
    }
    for (const item of order.items) add(item.name, item.displayName, item.amount.value)
    for (const service of order.services) add(service.name, service.displayName, service.amount.value)
    for (const discount of order.discounts) add(discount.name, discount.displayName, -discount.amount.value)
    const vehicle = db.vehicles.get(order.items[0]?.itemName ?? '')
    const number = `INV-${date.getUTCFullYear()}-${String(id).padStart(6, '0')}`
    const invoice: Invoice = {
      ...NO_ACTIVITY,
      name,
      id,
      number,
      displayName: `Invoice ${number}`,
      customerName: order.customerName,
      customerDisplayNameActual: customer?.displayName ?? '',
      customerDetails: customer ? [customer.displayName, customer.email, customer.phone].join('\n') : '',
      invoiceTypeName: rng.chance(0.85)
        ? 'invoiceTypes/standard'
        : rng.pick(['invoiceTypes/proforma', 'invoiceTypes/storage']),
      payeeName: rng.chance(0.7) ? 'invoicePayees/1' : 'invoicePayees/2',
      parameters: {
        portOfDischarge: vehicle?.shipment?.portOfDischarge ?? '',
        ...(vehicle?.container
          ? { containerNo: vehicle.container.id, bookingNumber: vehicle.container.bookingNumber }
          : {}),
      },
      status: rng.chance(0.04) ? 'draft' : rng.chance(0.02) ? 'void' : 'issued',
      comment: rng.chance(0.1) ? 'Payment by wire transfer only' : '',
      date,
      dueDate: new Date(date.getTime() + rng.pick([14, 14, 30]) * DAY_MS),
      amount: usd(0),
      paidAmount: usd(0),
      pendingAmount: usd(0),
      items,
    }
    db.invoices.put(invoice)
    id++
  }
  db.invoices.nextId = id
  return byLine
}
