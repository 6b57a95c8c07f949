import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Switch } from 'wouter'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  applyPayment,
  newInvoice,
  nextInvoiceId,
  queryInvoices,
  reviseInvoice,
  statusAfterSending,
  type Invoice,
  type InvoiceClient,
} from '../../../../domain/apps/invoice'
import { PortError } from '../../../../ports/errors'
import { fakePort } from '../../../../testing/fake-port'
import type { InvoiceAppPort } from '../../../../ports/invoice-app-port'
import { initTestI18n } from '../../../../testing/i18n'
import { renderScreen } from '../../../../testing/render-screen'
import { UNDO_DELAY_MS } from '../../../kit/actions/undoable'
import InvoiceEditPage from './InvoiceEditPage'
import InvoiceListPage from './InvoiceListPage'
import InvoicePreviewPage from './InvoicePreviewPage'

const client = (name: string, company: string): InvoiceClient => ({
  name,
  company,
  companyEmail: `billing@${company.toLowerCase().replace(/\W+/g, '-')}.example`,
  country: 'Poland',
  contact: '(48) 512 330 118',
  address: '14 Dluga Street, Gdansk',
})
const marta = client('Marta Kowalczyk', 'Vistula Timber Co.')
const oliver = client('Oliver Brandt', 'Brandt Sohne GmbH')
const invoice = (id: number, over: Partial<Invoice> = {}): Invoice => ({
  id,
  issuedDate: '2024-03-05',
  dueDate: '2024-04-05',
  client: marta,
  service: 'Storage',
  total: 100_00,
  balance: 100_00,
  avatar: '',
  invoiceStatus: 'Sent',
  lines: [{ item: 'Storage', description: '', cost: 100_00, qty: 1 }],
  discountPercent: 0,
  taxPercent: 0,
  note: '',
  payments: [],
  ...over,
})

/** An invoice port over an array, answering with the domain's rules as the adapter does. */
function memoryInvoices(start: Invoice[]) {
  let invoices = start.map((i) => structuredClone(i))
  const find = (id: number) => {
    const found = invoices.find((i) => i.id === id)
    if (!found) throw new PortError('not_found', 'no invoice')
    return found
  }
  const put = (next: Invoice) => {
    invoices = invoices.map((i) => (i.id === next.id ? next : i))
    return structuredClone(next)
  }
  const port = fakePort<InvoiceAppPort>({
    listInvoices: async (query) => structuredClone(queryInvoices(invoices, query)),
    getInvoice: async (id) => ({ invoice: structuredClone(find(id)), bank: null }),
    listClients: async () => [marta, oliver],
    createInvoice: async (draft) => {
      const made = newInvoice(nextInvoiceId(invoices.map((i) => i.id)), draft)
      invoices.push(made)
      return structuredClone(made)
    },
    updateInvoice: async (id, draft) => put(reviseInvoice(find(id), draft)),
    deleteInvoice: vi.fn(async (id: number) => {
      find(id)
      invoices = invoices.filter((i) => i.id !== id)
    }),
    addPayment: async (id, payment) => put(applyPayment(find(id), payment)),
    markSent: async (id) => put({ ...find(id), invoiceStatus: statusAfterSending(find(id).invoiceStatus) }),
  })
  return { port, all: () => invoices }
}

const rowIds = () =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('link', { name: /^Invoice #/ })
    .map((link) => link.textContent)

describe('invoice app', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => vi.useRealTimers())

  it('lists newest first, filters by status in the URL, sorts with the new direction each click', async () => {
    const user = userEvent.setup()
    const { port } = memoryInvoices([
      invoice(5001, { invoiceStatus: 'Paid', balance: 0, total: 300_00 }),
      invoice(5002, { invoiceStatus: 'Draft', total: 50_00, balance: 50_00, client: oliver }),
      invoice(5003, { invoiceStatus: 'Past Due', total: 900_00, balance: 900_00 }),
    ])
    const { location } = renderScreen(<InvoiceListPage />, {
      path: '/apps/invoice/list',
      ports: { invoiceApp: port },
    })
    await waitFor(() => expect(rowIds()).toEqual(['#5003', '#5002', '#5001']))
    // Status icon named with status, balance and due date; a paid balance reads Paid.
    expect(
      screen.getByRole('img', { name: 'Past due. Balance: $900.00. Due: 05-Apr-24' }),
    ).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft')
    expect(location.history?.at(-1)).toBe('/apps/invoice/list?status=Draft')
    await waitFor(() => expect(rowIds()).toEqual(['#5002']))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '')

    await user.click(await screen.findByRole('button', { name: 'Sort by Total' }))
    await waitFor(() => expect(rowIds()).toEqual(['#5002', '#5001', '#5003']))
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending')
    await user.click(screen.getByRole('button', { name: 'Sort by Total' }))
    await waitFor(() => expect(rowIds()).toEqual(['#5003', '#5001', '#5002']))
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending')
  }, 30_000)

  it('asks before deleting and sends the delete only once the Undo time has passed', async () => {
    // The page clock is moved past the Undo time instead of waiting it out.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const { port } = memoryInvoices([invoice(5001), invoice(5002)])
      renderScreen(<InvoiceListPage />, { path: '/apps/invoice/list', ports: { invoiceApp: port } })
      await waitFor(() => expect(rowIds()).toEqual(['#5002', '#5001']))
      await user.click(screen.getByRole('button', { name: 'Actions for invoice #5002' }))
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
      const dialog = await screen.findByRole('alertdialog')
      expect(dialog).toHaveTextContent('Invoice #5002 for Marta Kowalczyk will be deleted.')
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
      // The kit's Undo toast is not rendered here (no Toaster); the call waits for the Undo time.
      act(() => vi.advanceTimersByTime(UNDO_DELAY_MS - 100))
      expect(port.deleteInvoice).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(100))
      await waitFor(() => expect(port.deleteInvoice).toHaveBeenCalledWith(5002))
      await waitFor(() => expect(rowIds()).toEqual(['#5001']))
    } finally {
      vi.useRealTimers()
    }
  }, 30_000)

  it('adds an invoice with two lines, totals as typed, and keeps what was typed when the save fails', async () => {
    const user = userEvent.setup()
    const { port, all } = memoryInvoices([invoice(5001)])
    const create = port.createInvoice
    let fail = true
    port.createInvoice = (draft) =>
      fail ? ((fail = false), Promise.reject(new PortError('unavailable', 'down'))) : create(draft)
    const { location } = renderScreen(
      <Switch>
        <Route path="/apps/invoice/add">
          <InvoiceEditPage params={{}} />
        </Route>
        <Route path="/apps/invoice/preview/:id">{(params) => <p>Preview of {params.id}</p>}</Route>
      </Switch>,
      {
        path: '/apps/invoice/add',
        ports: { invoiceApp: port },
      },
    )
    // The clients arrive after the form; choose one once it is offered.
    const client = await screen.findByRole('combobox', { name: 'Client' })
    await within(client).findByRole('option', { name: /^Oliver Brandt/ })
    await user.selectOptions(client, 'Oliver Brandt')
    const first = screen.getByRole('listitem', { name: 'Item 1' })
    await user.type(within(first).getByRole('textbox', { name: 'Item' }), 'Ocean Freight')
    await user.type(within(first).getByRole('textbox', { name: 'Cost' }), '1250')
    await user.clear(within(first).getByRole('textbox', { name: 'Qty' }))
    await user.type(within(first).getByRole('textbox', { name: 'Qty' }), '2')
    await user.click(screen.getByRole('button', { name: 'Add item' }))
    const second = screen.getByRole('listitem', { name: 'Item 2' })
    await user.type(within(second).getByRole('textbox', { name: 'Item' }), 'Storage')
    await user.type(within(second).getByRole('textbox', { name: 'Cost' }), '19.99')
    await user.clear(within(second).getByRole('textbox', { name: 'Qty' }))
    await user.type(within(second).getByRole('textbox', { name: 'Qty' }), '3')
    await user.clear(screen.getByRole('textbox', { name: 'Tax, %' }))
    await user.type(screen.getByRole('textbox', { name: 'Tax, %' }), '10')
    const totals = screen.getByRole('group', { name: 'Totals' })
    expect(totals).toHaveTextContent('Subtotal$2,559.97')
    expect(totals).toHaveTextContent('Tax$256.00')
    expect(totals).toHaveTextContent('Total$2,815.97')

    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(within(first).getByRole('textbox', { name: 'Item' })).toHaveValue('Ocean Freight')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Preview of 5002')).toBeInTheDocument()
    expect(location.history?.at(-1)).toBe('/apps/invoice/preview/5002')
    expect(all().at(-1)).toMatchObject({ id: 5002, total: 2_815_97, invoiceStatus: 'Draft', client: oliver })
  }, 30_000)

  it('edits an invoice and refuses a line without an item or a quantity', async () => {
    const user = userEvent.setup()
    const { port, all } = memoryInvoices([invoice(5001)])
    renderScreen(<InvoiceEditPage params={{ id: '5001' }} />, {
      path: '/apps/invoice/edit/5001',
      ports: { invoiceApp: port },
    })
    const first = await screen.findByRole('listitem', { name: 'Item 1' })
    expect(within(first).getByRole('textbox', { name: 'Item' })).toHaveValue('Storage')
    await user.clear(within(first).getByRole('textbox', { name: 'Item' }))
    await user.clear(within(first).getByRole('textbox', { name: 'Qty' }))
    await user.type(within(first).getByRole('textbox', { name: 'Qty' }), '0')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Fill this in.')).toBeInTheDocument()
    expect(screen.getByText('Enter a quantity above 0 (at most 3 decimals).')).toBeInTheDocument()
    expect(all()[0]!.lines[0]!.item).toBe('Storage')
  }, 30_000)

  it('previews an invoice and takes a payment in the side panel, refusing more than the balance', async () => {
    const user = userEvent.setup()
    const { port } = memoryInvoices([invoice(5001, { note: 'Thank you' })])
    renderScreen(<InvoicePreviewPage params={{ id: '5001' }} />, {
      path: '/apps/invoice/preview/5001',
      ports: { invoiceApp: port },
    })
    const document = await screen.findByRole('article', { name: 'Invoice #5001' })
    expect(within(document).getByText('Thank you')).toBeInTheDocument()
    expect(within(document).getByRole('table', { name: 'Invoice lines' })).toHaveTextContent('Storage')

    await user.click(screen.getByRole('button', { name: 'Add payment' }))
    const panel = await screen.findByRole('dialog', { name: 'Add payment' })
    const amount = within(panel).getByRole('textbox', { name: 'Payment amount' })
    expect(amount).toHaveValue('100.00')
    await user.clear(amount)
    await user.type(amount, '150')
    await user.click(within(panel).getByRole('button', { name: 'Add payment' }))
    expect(await within(panel).findByText('The payment cannot be more than the balance.')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '40')
    await user.click(within(panel).getByRole('button', { name: 'Add payment' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add payment' })).not.toBeInTheDocument())
    const totals = await within(screen.getByRole('article')).findByRole('group', { name: 'Invoice totals' })
    await waitFor(() => expect(totals).toHaveTextContent('Balance due$60.00'))
    expect(screen.getByRole('article')).toHaveTextContent('Partial payment')
  }, 30_000)

  it('sends: checks the address, marks the invoice sent and opens the mail app', async () => {
    const user = userEvent.setup()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { port, all } = memoryInvoices([invoice(5001, { invoiceStatus: 'Draft' })])
    renderScreen(<InvoicePreviewPage params={{ id: '5001' }} />, {
      path: '/apps/invoice/preview/5001',
      ports: { invoiceApp: port },
    })
    await user.click(await screen.findByRole('button', { name: 'Send invoice' }))
    const panel = await screen.findByRole('dialog', { name: 'Send invoice' })
    const to = within(panel).getByRole('textbox', { name: 'To' })
    expect(to).toHaveValue(marta.companyEmail)
    await user.clear(to)
    await user.type(to, 'not an address')
    await user.click(within(panel).getByRole('button', { name: 'Send' }))
    expect(
      await within(panel).findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeInTheDocument()
    await user.clear(to)
    await user.type(to, 'ap@example.com')
    await user.click(within(panel).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(all()[0]!.invoiceStatus).toBe('Sent'))
    expect(click).toHaveBeenCalledTimes(1)
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).href).toMatch(
      /^mailto:ap%40example\.com\?subject=Invoice%20%235001/,
    )
    click.mockRestore()
  }, 30_000)

  it('opens the first invoice when the address has no id', async () => {
    const { port } = memoryInvoices([invoice(5001), invoice(5002)])
    const { location } = renderScreen(<InvoicePreviewPage params={{}} />, {
      path: '/apps/invoice/preview',
      ports: { invoiceApp: port },
    })
    await waitFor(() => expect(location.history?.at(-1)).toBe('/apps/invoice/preview/5002'))
  })
})
