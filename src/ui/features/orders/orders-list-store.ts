import { proxy } from 'valtio'
import type { Order } from '../../../domain/orders'
import { PortError } from '../../../ports/errors'
import type { ListOrdersQuery, OrdersPort } from '../../../ports/orders-port'

export interface OrdersListState {
  orders: Order[]
  totalRows: number
  totalPages: number
  loading: boolean
  error: PortError | null
  lastQuery: ListOrdersQuery | null
}

/**
 * The orders list: loads a page through the port and keeps the last query so saves and deletes can reload
 * with the same parameters. Only the answer to the latest request is kept when requests overlap.
 */
export function createOrdersListStore(port: OrdersPort) {
  const state = proxy<OrdersListState>({ orders: [], totalRows: 0, totalPages: 0, loading: false, error: null, lastQuery: null })
  let latest = 0

  async function load(query: ListOrdersQuery): Promise<void> {
    const request = ++latest
    state.loading = true
    state.error = null
    state.lastQuery = query
    try {
      const page = await port.listOrders(query)
      if (request !== latest) return
      state.orders = page.items
      state.totalRows = page.totalRows
      state.totalPages = page.totalPages
    } catch (error) {
      if (request !== latest) return
      state.error = error instanceof PortError ? error : new PortError('unknown', String(error))
    } finally {
      if (request === latest) state.loading = false
    }
  }

  const reload = () => (state.lastQuery ? load(state.lastQuery) : Promise.resolve())

  return { state, load, reload }
}

export type OrdersListStore = ReturnType<typeof createOrdersListStore>
