import { useMemo } from 'react'
import { isAutoInvoiceStatus, remainingOnInvoice, type Invoice } from '../../../domain/invoices'
import type { Money } from '../../../domain/money'
import type { Order } from '../../../domain/orders'
import {
  byDueDate,
  liveAllocations,
  remainingOnInvoiceLines,
  remainingOnPaymentLines,
  type DistributionContext,
  type DistributionTarget,
  type PayableOrder,
  type Payment,
  type PaymentOrder,
} from '../../../domain/payments'
import { PORTS } from '../../../ports/tokens'
import { useLoad } from '../../kit/use-load'
import { useLoadEach } from '../../kit/use-load-each'
import { resolvePort } from '../../runtime/use-port'

export const payableOrder = (order: Order): PayableOrder => ({
  name: order.name,
  amount: order.amount,
  paidAmount: order.paidAmount,
  pendingAmount: order.pendingAmount,
  lines: [...order.items, ...order.services],
})

/** A customer's invoice a payment line may be set against, with what remains on it for this payment (spec §5). */
export interface OpenInvoice {
  invoice: Invoice
  remaining: Money
}

const NO_LISTS: { openOrders: Order[]; invoices: Invoice[] } = { openOrders: [], invoices: [] }
const getOrder = (name: string) => resolvePort(PORTS.orders).getOrder(name)

type Line = Pick<PaymentOrder, 'localId' | 'orderName' | 'invoiceName' | 'itemName' | 'amount'>

/** The payments on one order (500 at most: the remaining rules need the ones on its lines). */
export async function paymentsOfOrder(orderName: string): Promise<Payment[]> {
  const page = await resolvePort(PORTS.payments).listPayments({
    page: 1,
    perPage: 500,
    sortColumn: 'date',
    sort: 'desc',
    search: '',
    orderName,
  })
  return page.items
}

/**
 * Where a payment's money goes when it is distributed by itself: the open invoices' lines, oldest due date
 * first, then the open orders' lines that no invoice bills, oldest order first. Discount lines take no money.
 */
export function distributionTargets(
  openInvoices: readonly Invoice[],
  openOrders: readonly Order[],
  allInvoices: readonly Invoice[],
): DistributionTarget[] {
  const onInvoices = byDueDate(openInvoices).flatMap((invoice) =>
    invoice.items
      .filter((item) => item.amount.value > 0)
      .map((item) => ({ orderName: item.orderName, itemName: item.itemName, invoiceName: invoice.name })),
  )
  const billed = new Set(allInvoices.flatMap((invoice) => invoice.items.map((item) => item.itemName)))
  const onOrders = openOrders.flatMap((order) =>
    [...order.items, ...order.services]
      .filter((line) => line.amount.value > 0 && !billed.has(line.name))
      .map((line) => ({ orderName: order.name, itemName: line.name, invoiceName: '' })),
  )
  return [...onInvoices, ...onOrders]
}

/**
 * What a payment form distributes over: the customer's orders with something left to pay (oldest first) and
 * its invoices, plus the orders its lines name, and the payments on those orders (for what remains on an
 * order line and an invoice line). `remaining` is what still can be paid on each line's order (line), and
 * `remainingOnInvoices` on each line's invoice (line), by local id: the rules the server checks.
 */
export function usePaymentTargets(customerName: string, lines: readonly Line[], saved?: Payment) {
  const lists = useLoad(
    customerName
      ? async () => {
          const [orders, invoices] = await Promise.all([
            resolvePort(PORTS.orders)
              .listOrders({
                page: 1,
                perPage: 100,
                sortColumn: 'id',
                sort: 'asc',
                search: '',
                customerName,
                unpaidOnly: true,
              })
              .then(
                (page) => page.items,
                () => [],
              ),
            resolvePort(PORTS.invoices)
              .listInvoices({
                page: 1,
                perPage: 500,
                sortColumn: 'dueDate',
                sort: 'asc',
                search: '',
                customerName,
              })
              .then(
                (page) => page.items,
                () => [],
              ),
          ])
          return { openOrders: orders, invoices }
        }
      : null,
    customerName,
    NO_LISTS,
  )
  const { openOrders, invoices } = lists.value
  const loading = lists.loading

  const invoiceMap = useMemo(() => new Map(invoices.map((invoice) => [invoice.name, invoice])), [invoices])
  // The orders the lines name, and every order billed by an invoice a line names (payments on those decide
  // what remains on the invoice).
  const orderNames = new Set(lines.map((line) => line.orderName).filter(Boolean))
  for (const line of lines)
    for (const item of invoiceMap.get(line.invoiceName)?.items ?? []) orderNames.add(item.orderName)
  const named = useLoadEach(
    [...orderNames].filter((name) => !openOrders.some((order) => order.name === name)),
    getOrder,
  )
  const paymentsByOrder = useLoadEach([...orderNames], paymentsOfOrder)

  const orders = useMemo(() => {
    const all = new Map<string, Order>()
    for (const order of openOrders) all.set(order.name, order)
    for (const [name, order] of named) if (!all.has(name)) all.set(name, order)
    return all
  }, [openOrders, named])

  const savedIsHere = saved && saved.customerName === customerName ? saved : undefined
  const context = useMemo<DistributionContext>(
    () => ({
      orders: new Map([...orders].map(([name, order]) => [name, payableOrder(order)])),
      invoices: invoiceMap,
      payments: [...new Map([...paymentsByOrder.values()].flat().map((p) => [p.name, p])).values()],
      saved: savedIsHere,
    }),
    [orders, invoiceMap, paymentsByOrder, savedIsHere],
  )
  const remaining = useMemo(
    () => remainingOnPaymentLines(lines, context.orders, context.payments, context.saved),
    [lines, context],
  )
  const remainingOnInvoices = useMemo(
    () => remainingOnInvoiceLines(lines, context.invoices, context.payments, context.saved?.name),
    [lines, context],
  )

  /**
   * The customer's invoices a line may be set against, oldest due date first, with what remains on each for
   * this payment (spec §5: the saved payment's own lines given back while it counts): the open ones, and the
   * ones the saved payment names.
   */
  const openInvoices = useMemo<OpenInvoice[]>(() => {
    const namedBySaved = new Set(savedIsHere?.orders.map((line) => line.invoiceName) ?? [])
    return byDueDate(invoices)
      .map((invoice) => ({
        invoice,
        remaining: remainingOnInvoice(
          invoice,
          liveAllocations(savedIsHere, (line) => line.invoiceName === invoice.name),
        ),
      }))
      .filter(
        ({ invoice, remaining }) =>
          namedBySaved.has(invoice.name) || (isAutoInvoiceStatus(invoice.status) && remaining.value > 0),
      )
  }, [invoices, savedIsHere])

  /** Where distribute-paid puts the money: open invoices oldest due first, then order lines no invoice bills. */
  const targets = useMemo(
    () =>
      distributionTargets(
        openInvoices.filter(({ remaining }) => remaining.value > 0).map(({ invoice }) => invoice),
        openOrders,
        invoices,
      ),
    [openInvoices, openOrders, invoices],
  )

  return { orders, invoices: openInvoices, context, targets, remaining, remainingOnInvoices, loading }
}
