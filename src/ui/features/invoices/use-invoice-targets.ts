import { useEffect, useState } from 'react'
import type { Invoice, PaymentOnOrder } from '../../../domain/invoices'
import type { Order } from '../../../domain/orders'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'

/** Every saved invoice of one order (the remaining rule needs them all). */
export async function invoicesOfOrder(orderName: string): Promise<Invoice[]> {
  const page = await resolvePort(PORTS.invoices).listInvoices({
    page: 1,
    perPage: 500,
    sortColumn: 'id',
    sort: 'asc',
    search: '',
    orderName,
  })
  return page.items
}

/** Every payment on one order: what its lines received outside invoices is not billed (decision 0090). */
export async function paymentsOfOrder(orderName: string): Promise<PaymentOnOrder[]> {
  const query = { page: 1, perPage: 500, sortColumn: 'id', sort: 'asc' as const, search: '', orderName }
  return (await resolvePort(PORTS.payments).listPayments(query)).items
}

/**
 * The orders an invoice form's lines name, and the saved invoices and the payments of each of them: what the
 * remaining rule of each line needs. Loads what is missing as lines name new orders; the maps only grow.
 */
export function useInvoiceTargets(orderNames: readonly string[]) {
  const [orders, setOrders] = useState<ReadonlyMap<string, Order>>(new Map())
  const [invoices, setInvoices] = useState<ReadonlyMap<string, Invoice[]>>(new Map())
  const [payments, setPayments] = useState<ReadonlyMap<string, PaymentOnOrder[]>>(new Map())
  const key = [...new Set(orderNames.filter(Boolean))].sort().join(',')

  useEffect(() => {
    let live = true
    for (const name of key ? key.split(',') : []) {
      if (!orders.has(name))
        resolvePort(PORTS.orders)
          .getOrder(name)
          .then(
            (order) => live && setOrders((current) => new Map(current).set(name, order)),
            () => undefined,
          )
      if (!invoices.has(name))
        invoicesOfOrder(name).then(
          (items) => live && setInvoices((current) => new Map(current).set(name, items)),
          () => undefined,
        )
      if (!payments.has(name))
        paymentsOfOrder(name).then(
          (items) => live && setPayments((current) => new Map(current).set(name, items)),
          () => undefined,
        )
    }
    return () => {
      live = false
    }
    // Loads only what the named orders still miss.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  return { orders, invoices, payments }
}
