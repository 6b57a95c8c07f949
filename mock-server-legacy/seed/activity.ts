import type { RecordActivity } from '../../src/domain/activity'
import type { SeedContext } from './context'
import { orderDate } from './invoices'
import { EMPLOYEES } from './lists'
import { DAY_MS, SEED_TODAY } from './rng'
import { FIRST_CUSTOMER_NUMBER } from './customers'

const STAFF = EMPLOYEES.map((employee) => employee.login)
const HOUR_MS = 3_600_000

/**
 * Who created and last changed every order, invoice, payment and customer, and when (issue 16). Run last, so
 * the other generators' random draws (and so every other value of the seed) stay as they were. Creations
 * follow the records' own dates (an order on its first vehicle's purchase, an invoice on its date, a payment
 * on receipt, a customer before its first order); a record is changed later or not at all, never after the
 * seed's today. Payments keep the employee their generator recorded them by.
 *
 * Runs inside the seed's bulk load, where `all()` gives the stored rows themselves (unpacked): they are
 * completed in place, which re-indexes nothing (no index reads activity) and costs a fraction of a put.
 */
export function seedActivity(ctx: SeedContext): void {
  const { db, rng } = ctx
  const staff = () => rng.pick(STAFF)
  /** A moment within `maxDays` after `date` and before the seed's today (whole seconds). */
  const laterThan = (date: Date, maxDays: number) => {
    const latest = Math.min(date.getTime() + maxDays * DAY_MS, SEED_TODAY.getTime())
    const at = date.getTime() + rng.next() * Math.max(0, latest - date.getTime())
    return new Date(Math.floor(at / 1000) * 1000)
  }
  /** A later change by someone (half the time), else the creation itself. */
  const lifeOf = (createTime: Date, createdBy: string, changedBy = staff()): RecordActivity =>
    rng.chance(0.5)
      ? { createTime, createdBy, updateTime: laterThan(createTime, 20), updatedBy: changedBy }
      : { createTime, createdBy, updateTime: createTime, updatedBy: createdBy }

  const firstOrderOf = new Map<string, number>()
  for (const order of db.orders.all()) {
    const created = orderDate(ctx, order)
    Object.assign(order, lifeOf(created, staff()))
    const first = firstOrderOf.get(order.customerName)
    if (first === undefined || created.getTime() < first)
      firstOrderOf.set(order.customerName, created.getTime())
  }
  for (const invoice of db.invoices.all()) {
    const created = invoice.date ?? SEED_TODAY
    Object.assign(invoice, lifeOf(created, staff()))
  }
  for (const payment of db.payments.all()) {
    const received = payment.date ?? SEED_TODAY
    const created = received < SEED_TODAY ? laterThan(received, (rng.int(1, 6) * HOUR_MS) / DAY_MS) : received
    const changed = payment.isApproved || payment.updatedBy !== payment.createdBy
    Object.assign(payment, { createTime: created, updateTime: changed ? laterThan(created, 7) : created })
  }
  const demo = `customers/C${FIRST_CUSTOMER_NUMBER}`
  for (const customer of db.customers.all()) {
    const first = firstOrderOf.get(customer.name)
    const created =
      first === undefined ? rng.daysAgo(rng.int(1, 700)) : new Date(first - rng.int(1, 60) * DAY_MS)
    // The demo customer edited its own profile last (a customer's username is its code, lower case).
    const activity =
      customer.name === demo
        ? {
            createTime: created,
            createdBy: 'admin',
            updateTime: laterThan(created, 90),
            updatedBy: customer.id.toLowerCase(),
          }
        : lifeOf(created, staff())
    Object.assign(customer, activity)
  }
}
