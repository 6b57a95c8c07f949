import '@abraham/reflection'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ListQuery, Page } from '../../../domain/lists'
import { usd } from '../../../domain/money'
import { PortError } from '../../../ports/errors'
import { initTestI18n } from '../../../testing/i18n'
import { ListView } from '../list/ListView'
import { useListController } from '../list/use-list-controller'
import { Tabs } from '../primitives/Tabs'
import { renderScreen } from '../../../testing/render-screen'
import { DetailFields, DetailView, Section, type DetailAction } from './DetailView'
import { useDetailController } from './use-detail-controller'

interface Order {
  name: string
  id: number
  status: 'open' | 'paid'
  vin: string
  amount: number
}
interface Payment {
  name: string
  amount: string
}

const open: Order = { name: 'orders/7', id: 7, status: 'open', vin: 'WBA123', amount: 125_000 }
const payments: Payment[] = [
  { name: 'payments/1', amount: '100.00' },
  { name: 'payments/2', amount: '150.00' },
]

/** The payments of the order, in a tab: a list whose state lives in memory. */
function PaymentsTab({ load }: { load: (query: ListQuery) => Promise<Page<Payment>> }) {
  const list = useListController({
    id: 'order-payments',
    load,
    toQuery: (query: ListQuery) => query,
    rowId: (p: Payment) => p.name,
    stateIn: 'memory',
  })
  return (
    <ListView
      list={list}
      title="Payments"
      headingLevel={2}
      columns={[{ id: 'amount', header: 'Amount', cell: (p) => p.amount }]}
      empty="No payments"
    />
  )
}

interface ScreenProps {
  load: () => Promise<Order>
  actions?: (order: Order) => DetailAction[]
  loadPayments?: (query: ListQuery) => Promise<Page<Payment>>
}

function OrderScreen({
  load,
  actions,
  loadPayments = async () => ({ items: [], totalRows: 0, totalPages: 0 }),
}: ScreenProps) {
  const controller = useDetailController(load, 'orders/7')
  return (
    <DetailView
      controller={controller}
      title={(o) => `Order #${o.id}`}
      badges={(o) => <span>{o.status === 'paid' ? 'Paid' : 'Open'}</span>}
      totals={(o) => [{ label: 'Amount', value: usd(o.amount) }]}
      activity={() => ({ createdBy: 'admin', updatedBy: 'c1001' })}
      actions={actions}
      backHref="/orders"
    >
      {(o) => (
        <>
          <Section title="Vehicle">
            <DetailFields
              items={[
                { label: 'VIN', value: o.vin },
                { label: 'Lot', value: '' },
              ]}
            />
          </Section>
          <Tabs
            label="Related"
            tabs={[
              { id: 'notes', label: 'Notes', content: () => <p>No notes yet.</p> },
              { id: 'payments', label: 'Payments', content: () => <PaymentsTab load={loadPayments} /> },
              { id: 'history', label: 'History', content: () => <p>Created by admin.</p> },
            ]}
          />
        </>
      )}
    </DetailView>
  )
}

describe('DetailView with useDetailController', () => {
  beforeAll(() => initTestI18n())

  it('shows a spinner while the record loads, then the record', async () => {
    let finish: (order: Order) => void = () => {}
    const load = vi.fn(() => new Promise<Order>((resolve) => (finish = resolve)))
    renderScreen(<OrderScreen load={load} />, { path: '/orders/7/view' })
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument()
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()

    await act(async () => finish(open))
    expect(screen.getByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument()
    expect(screen.getByText('Open')).toBeInTheDocument()
    expect(screen.getByText('Created by admin')).toBeInTheDocument()
    expect(screen.getByText('Last changed by c1001')).toBeInTheDocument()
    expect(screen.getByText('$1,250.00')).toBeInTheDocument()
    const vehicle = screen.getByRole('region', { name: 'Vehicle' })
    expect(within(vehicle).getByText('WBA123')).toBeInTheDocument()
    // An empty value shows a dash.
    expect(within(vehicle).getByText('—')).toBeInTheDocument()
  })

  it('says why a load failed, with a way back and Try again, which recovers', async () => {
    const load = vi
      .fn<() => Promise<Order>>()
      .mockRejectedValueOnce(new PortError('not_found', 'gone'))
      .mockResolvedValueOnce(open)
    renderScreen(<OrderScreen load={load} />, { path: '/orders/7/view' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The record was not found. It may have been deleted.',
    )
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/orders')

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shows the record as it is now after a reload (an action changed it)', async () => {
    let current: Order = open
    const load = vi.fn(async () => current)
    let reload: () => Promise<void> = async () => {}
    function Screen() {
      const controller = useDetailController(load, 'orders/7')
      reload = controller.reload
      return (
        <DetailView controller={controller} title={(o) => `Order #${o.id} (${o.status})`} backHref="/orders">
          {() => null}
        </DetailView>
      )
    }
    renderScreen(<Screen />)
    expect(await screen.findByRole('heading', { name: 'Order #7 (open)' })).toBeInTheDocument()
    current = { ...open, status: 'paid' }
    await act(() => reload())
    expect(screen.getByRole('heading', { name: 'Order #7 (paid)' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps the record on screen when a reload fails, with the failure and Try again above it', async () => {
    const load = vi
      .fn<() => Promise<Order>>()
      .mockResolvedValueOnce(open)
      .mockRejectedValueOnce(new PortError('not_found', 'gone'))
    let reload: () => Promise<void> = async () => {}
    function Screen() {
      const controller = useDetailController(load, 'orders/7')
      reload = controller.reload
      return (
        <DetailView controller={controller} title={(o) => `Order #${o.id}`} backHref="/orders">
          {() => null}
        </DetailView>
      )
    }
    renderScreen(<Screen />)
    expect(await screen.findByRole('heading', { name: 'Order #7' })).toBeInTheDocument()
    await act(() => reload())
    expect(screen.getByRole('alert')).toHaveTextContent('The record was not found.')
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Order #7' })).toBeInTheDocument()
  })

  it('shows only the allowed actions: links go to their page, buttons run', async () => {
    const approve = vi.fn()
    const remove = vi.fn()
    const actions = (o: Order): DetailAction[] => [
      { id: 'edit', label: 'Edit', href: `/orders/${o.id}/edit`, allowed: true },
      { id: 'approve', label: 'Approve', onPress: approve, allowed: o.status === 'open', color: 'success' },
      { id: 'delete', label: 'Delete', onPress: remove, allowed: false, color: 'danger' },
      { id: 'pay', label: 'Add payment', href: `/orders/${o.id}/payments/-/add`, allowed: false },
    ]
    renderScreen(<OrderScreen load={async () => open} actions={actions} />)
    const group = await screen.findByRole('group', { name: 'Actions' })
    expect(within(group).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/orders/7/edit')
    expect(within(group).queryByRole('link', { name: 'Add payment' })).not.toBeInTheDocument()
    expect(within(group).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    await userEvent.click(within(group).getByRole('button', { name: 'Approve' }))
    expect(approve).toHaveBeenCalledTimes(1)
    expect(remove).not.toHaveBeenCalled()
  })

  it('shows no action group when no action is allowed', async () => {
    const actions = (): DetailAction[] => [{ id: 'edit', label: 'Edit', href: '/x', allowed: false }]
    renderScreen(<OrderScreen load={async () => open} actions={actions} />)
    await screen.findByRole('heading', { level: 1, name: 'Order #7' })
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument()
  })

  it('switches tabs by click and arrow keys; a tab renders (and its list loads) only while selected', async () => {
    const loadPayments = vi.fn(async (query: ListQuery) => ({
      items: payments.slice((query.page - 1) * query.perPage, query.page * query.perPage),
      totalRows: payments.length,
      totalPages: 1,
    }))
    const { location } = renderScreen(<OrderScreen load={async () => open} loadPayments={loadPayments} />, {
      path: '/orders/7/view',
    })
    const tabs = await screen.findByRole('tablist', { name: 'Related' })
    const [notes, paymentsTab, history] = within(tabs).getAllByRole('tab')
    expect([notes, paymentsTab, history].map((tab) => tab!.textContent)).toEqual([
      'Notes',
      'Payments',
      'History',
    ])
    expect(notes).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toHaveTextContent('No notes yet.')
    expect(loadPayments).not.toHaveBeenCalled()

    await userEvent.click(paymentsTab!)
    expect(paymentsTab).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: 'Payments' })
    expect(await within(panel).findByRole('cell', { name: '150.00' })).toBeInTheDocument()
    expect(within(panel).getByRole('heading', { level: 2, name: 'Payments' })).toBeInTheDocument()
    expect(screen.queryByText('No notes yet.')).not.toBeInTheDocument()
    expect(loadPayments).toHaveBeenCalledWith(
      {
        page: 1,
        perPage: 10,
        sort: 'desc',
        sortColumn: 'id',
        search: '',
      },
      expect.anything(),
    )

    // The tab's list keeps its state in memory: changing it leaves the page's URL alone.
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Rows per page' }), '25')
    await waitFor(() =>
      expect(loadPayments).toHaveBeenLastCalledWith(
        expect.objectContaining({ perPage: 25 }),
        expect.anything(),
      ),
    )
    expect(location.history).toEqual(['/orders/7/view'])

    // Arrow keys move between tabs.
    await userEvent.click(paymentsTab!)
    await userEvent.keyboard('{ArrowRight}')
    expect(history).toHaveAttribute('aria-selected', 'true')
    expect(history).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Created by admin.')
    expect(screen.queryByRole('tabpanel', { name: 'Payments' })).not.toBeInTheDocument()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(notes).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toHaveTextContent('No notes yet.')
  })
})
