import { useEffect, useMemo, useState } from 'react'
import type { Money } from '../../../domain/money'
import type { Order } from '../../../domain/orders'
import {
  remainingOnPaymentLines,
  remainingToPay,
  type PayableOrder,
  type Payment,
  type PaymentOrder,
} from '../../../domain/payments'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../app/use-port'

const payable = (order: Order): PayableOrder => ({
  name: order.name,
  amount: order.amount,
  paidAmount: order.paidAmount,
  pendingAmount: order.pendingAmount,
  lines: [...order.items, ...order.services],
})

/** A customer's order a payment may go to, with what remains on it for this payment. */
export interface OpenOrder {
  order: Order
  remaining: Money
}

type Line = Pick<PaymentOrder, 'localId' | 'orderName' | 'itemName' | 'amount'>

/**
 * What a payment form distributes over: the customer's orders with something left to pay (oldest first),
 * plus the orders its lines already name, and the payments on those orders (for what remains on an item or
 * service). `remaining` is what still can be paid on each line (by local id), the rule the server checks.
 */
export function usePaymentTargets(customerName: string, lines: readonly Line[], saved?: Payment) {
  const [openOrders, setOpenOrders] = useState<Order[]>([])
  const [named, setNamed] = useState<ReadonlyMap<string, Order>>(new Map())
  const [paymentsByOrder, setPaymentsByOrder] = useState<ReadonlyMap<string, Payment[]>>(new Map())
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    if (!customerName) {
      setOpenOrders([])
      return
    }
    let live = true
    setLoading(true)
    resolvePort(PORTS.orders)
      .listOrders({ page: 1, perPage: 100, sortColumn: 'id', sort: 'asc', search: '', customerName, unpaidOnly: true })
      .then(
        (page) => live && setOpenOrders(page.items),
        () => live && setOpenOrders([]),
      )
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [customerName])

  const orderNames = [...new Set(lines.map((line) => line.orderName).filter(Boolean))].sort()
  const orderNamesKey = orderNames.join(',')
  useEffect(() => {
    const wanted = orderNamesKey ? orderNamesKey.split(',') : []
    let live = true
    for (const name of wanted) {
      if (!named.has(name) && !openOrders.some((order) => order.name === name)) {
        resolvePort(PORTS.orders)
          .getOrder(name)
          .then(
            (order) => live && setNamed((current) => new Map(current).set(name, order)),
            () => undefined,
          )
      }
      if (!paymentsByOrder.has(name)) {
        resolvePort(PORTS.payments)
          .listPayments({ page: 1, perPage: 500, sortColumn: 'date', sort: 'desc', search: '', orderName: name })
          .then(
            (page) => live && setPaymentsByOrder((current) => new Map(current).set(name, page.items)),
            () => undefined,
          )
      }
    }
    return () => {
      live = false
    }
    // Loads what is missing for the named orders; the maps only grow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderNamesKey, openOrders])

  const orders = useMemo(() => {
    const all = new Map<string, Order>()
    for (const order of openOrders) all.set(order.name, order)
    for (const [name, order] of named) if (!all.has(name)) all.set(name, order)
    return all
  }, [openOrders, named])

  const savedIsHere = saved && saved.customerName === customerName ? saved : undefined
  const remaining = useMemo(() => {
    const payables = new Map([...orders].map(([name, order]) => [name, payable(order)]))
    const others = [...new Map([...paymentsByOrder.values()].flat().map((p) => [p.name, p])).values()]
    return remainingOnPaymentLines(lines, payables, others, savedIsHere)
  }, [orders, paymentsByOrder, lines, savedIsHere])

  /** The customer's open orders, oldest first, with what remains on each for this payment. */
  const open = useMemo<OpenOrder[]>(
    () =>
      openOrders.map((order) => {
        const own = savedIsHere
          ? savedIsHere.orders.filter((line) => line.orderName === order.name).map((line) => line.amount)
          : []
        return { order, remaining: remainingToPay(order, own) }
      }),
    [openOrders, savedIsHere],
  )

  return { orders, open, remaining, loading }
}
