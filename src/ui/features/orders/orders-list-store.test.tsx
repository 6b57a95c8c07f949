import '@abraham/reflection'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useMemo } from 'react'
import { container } from 'tsyringe'
import { useSnapshot } from 'valtio'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { usd } from '../../../domain/money'
import type { Order } from '../../../domain/orders'
import { anOrder } from '../../../domain/orders/test-orders'
import { fakePort } from '../../../ports/fake-port'
import type { ListOrdersQuery, OrdersPort } from '../../../ports/orders-port'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { createOrdersListStore } from './orders-list-store'

const order = (id: number): Order =>
  anOrder({
    name: `orders/${id}`,
    id,
    displayName: `ORD-${id}`,
    status: 'new',
    amount: usd(100),
    toBePaidAmount: usd(100),
  })

const query: ListOrdersQuery = { page: 1, perPage: 10, sort: 'desc', sortColumn: 'id', search: '' }

/** A minimal screen on the store, the way feature screens use it: port from the container, state by snapshot. */
function OrdersProbe() {
  const store = useMemo(() => createOrdersListStore(resolvePort(PORTS.orders)), [])
  const state = useSnapshot(store.state)
  return (
    <div>
      <button type="button" onClick={() => void store.load(query)}>
        Load
      </button>
      <button type="button" onClick={() => void store.create(order(0))}>
        Create
      </button>
      <p>{state.creating ? 'Saving' : 'Idle'}</p>
      <ul aria-label="Orders">
        {state.orders.map((row) => (
          <li key={row.name}>{row.displayName}</li>
        ))}
      </ul>
    </div>
  )
}

describe('orders list store in a component, with a fake port from the container', () => {
  beforeEach(() => container.clearInstances())

  it('shows the rows, marks creating while saving, then shows the reloaded list', async () => {
    let rows = [order(1)]
    let finishCreate!: () => void
    const port = fakePort<OrdersPort>({
      listOrders: vi.fn(async () => ({ items: rows, totalRows: rows.length, totalPages: 1 })),
      createOrder: vi.fn(
        () =>
          new Promise<Order>((resolve) => {
            finishCreate = () => {
              rows = [order(2), order(1)]
              resolve(order(2))
            }
          }),
      ),
    })
    container.register(PORTS.orders, { useValue: port })
    const user = userEvent.setup()
    render(<OrdersProbe />)

    await user.click(screen.getByRole('button', { name: 'Load' }))
    expect(await screen.findByText('ORD-1')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Saving')).toBeInTheDocument()
    await act(async () => finishCreate())
    expect(await screen.findByText('ORD-2')).toBeInTheDocument()
    expect(screen.getByText('Idle')).toBeInTheDocument()
    expect(port.listOrders).toHaveBeenCalledTimes(2)
    expect(port.listOrders).toHaveBeenLastCalledWith(query)
  })
})
