import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Invoice } from '../../../domain/invoices'
import type { Payment } from '../../../domain/payments'
import { usd } from '../../../domain/money'
import type { Order } from '../../../domain/orders'
import type { CustomersPort } from '../../../ports/customers-port'
import { fakePort } from '../../../testing/fake-port'
import type { InvoicePayeesPort } from '../../../ports/invoice-payees-port'
import type { InvoiceTypesPort } from '../../../ports/invoice-types-port'
import type { InvoicesPort } from '../../../ports/invoices-port'
import type { LocationsPort } from '../../../ports/locations-port'
import type { OrdersPort } from '../../../ports/orders-port'
import type { PaymentsPort } from '../../../ports/payments-port'
import { aLine, aPayment } from '../../../domain/payments/test-payments'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import InvoiceFormPage from './InvoiceFormPage'

const order = {
  name: 'orders/4',
  id: 4,
  displayName: 'ORD-4',
  customerName: 'customers/C1001',
  items: [{ name: 'orders/4/items/1', id: 1, displayName: 'BMW X5', amount: usd(1000_00) }],
  services: [{ name: 'orders/4/services/1', id: 1, displayName: 'Shipping', amount: usd(200_00) }],
  discounts: [],
} as unknown as Order

/** Another saved invoice of the order already bills 400 of the BMW and the whole shipping. */
const other = {
  name: 'invoices/1',
  items: [
    { itemName: 'orders/4/items/1', orderName: 'orders/4', amount: usd(400_00) },
    { itemName: 'orders/4/services/1', orderName: 'orders/4', amount: usd(200_00) },
  ],
} as unknown as Invoice

/** The order with a $100 loyalty discount nothing bills yet. */
const discounted = {
  ...order,
  discounts: [{ name: 'orders/4/discounts/1', id: 1, displayName: 'Loyalty', amount: usd(100_00) }],
} as unknown as Order

function renderForm(
  createInvoice: InvoicesPort['createInvoice'],
  theOrder: Order = order,
  billed: Invoice[] = [other],
  paid: Payment[] = [],
) {
  return renderScreen(<InvoiceFormPage params={{ orderId: '4' }} />, {
    path: '/orders/4/invoices/-/add',
    ports: {
      orders: fakePort<OrdersPort>({
        getOrder: async () => theOrder,
        listOrders: async () => ({ items: [theOrder], totalRows: 1, totalPages: 1 }),
      }),
      invoices: fakePort<InvoicesPort>({
        listInvoices: async () => ({ items: billed, totalRows: billed.length, totalPages: 1 }),
        createInvoice,
      }),
      payments: fakePort<PaymentsPort>({
        listPayments: async () => ({
          items: paid,
          totalRows: paid.length,
          totalPages: 1,
          totalAmount: usd(0),
        }),
      }),
      invoiceTypes: fakePort<InvoiceTypesPort>({
        listInvoiceTypes: async () => [
          {
            name: 'invoiceTypes/standard',
            code: 'standard',
            displayName: 'Standard invoice',
            documentHeaderComment: '',
            logoUrl: '',
            isActive: true,
          },
        ],
      }),
      invoicePayees: fakePort<InvoicePayeesPort>({
        listInvoicePayees: async () => [
          {
            name: 'invoicePayees/1',
            displayName: 'Cargo LLC',
            bankDisplayName: 'BoA',
            isActive: true,
          } as never,
        ],
      }),
      customers: fakePort<CustomersPort>({
        getCustomer: async () =>
          ({
            id: 'C1001',
            displayName: 'Ann Lee',
            countryName: 'countries/am',
            email: 'ann@x.am',
            phone: '+374 10 000000',
          }) as never,
      }),
      locations: fakePort<LocationsPort>({
        getCountry: async () => ({ name: 'countries/am', displayName: 'Armenia' }) as never,
      }),
    },
  })
}

async function chooseTypeAndPayee() {
  await screen.findByRole('heading', { name: 'New invoice' })
  await userEvent.type(screen.getByRole('combobox', { name: 'Invoice type' }), 'Stand')
  await userEvent.click(await screen.findByRole('option', { name: /Standard invoice/ }))
  await userEvent.type(screen.getByRole('combobox', { name: 'Payee' }), 'Cargo')
  await userEvent.click(await screen.findByRole('option', { name: /Cargo LLC/ }))
}

describe('InvoiceFormPage', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n())

  it('prefills the customer snapshot and one line per open order line, with what remains', async () => {
    renderForm(vi.fn())
    const line = await screen.findByRole('listitem', { name: 'Line 1' })
    expect(screen.queryByRole('listitem', { name: 'Line 2' })).toBeNull()
    expect(screen.getByLabelText('Customer details')).toHaveValue(
      'Ann Lee\nArmenia\nann@x.am\n+374 10 000000',
    )
    await waitFor(() => expect(within(line).getByText('Remaining to bill: $600.00')).toBeInTheDocument())
    expect(within(line).getByLabelText('Price (line 1)')).toHaveValue('600.00')
    expect(screen.getByLabelText('Invoice totals')).toHaveTextContent('Invoice total$600.00')
  })

  it('refuses a line above what remains on its order line, with the message on that line', async () => {
    const createInvoice = vi.fn<InvoicesPort['createInvoice']>()
    renderForm(createInvoice)
    await chooseTypeAndPayee()
    const line = screen.getByRole('listitem', { name: 'Line 1' })
    await waitFor(() => expect(within(line).getByText('Remaining to bill: $600.00')).toBeInTheDocument())
    await userEvent.clear(within(line).getByLabelText('Quantity (line 1)'))
    await userEvent.type(within(line).getByLabelText('Quantity (line 1)'), '2')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await within(line).findByText('Exceeds what remains to bill on its order line.'),
    ).toBeInTheDocument()
    expect(within(line).getByLabelText('Price (line 1)')).toHaveAttribute('aria-invalid', 'true')
    expect(createInvoice).not.toHaveBeenCalled()
  })

  it('leaves out what payments naming no invoice paid on a line (decision 0090), in the prefill and the check', async () => {
    const createInvoice = vi.fn<InvoicesPort['createInvoice']>()
    // $150.00 received on the BMW without an invoice (approved), $50.00 pending; a reverted $300.00 counts nowhere.
    const paid = [
      aPayment({
        name: 'payments/1',
        isApproved: true,
        orders: [aLine({ orderName: 'orders/4', itemName: 'orders/4/items/1', amount: usd(150_00) })],
      }),
      aPayment({
        name: 'payments/2',
        orders: [aLine({ orderName: 'orders/4', itemName: 'orders/4/items/1', amount: usd(50_00) })],
      }),
      aPayment({
        name: 'payments/3',
        status: 'reverted',
        orders: [aLine({ orderName: 'orders/4', itemName: 'orders/4/items/1', amount: usd(300_00) })],
      }),
    ]
    renderForm(createInvoice, order, [other], paid)
    await chooseTypeAndPayee()
    const line = screen.getByRole('listitem', { name: 'Line 1' })
    await waitFor(() => expect(within(line).getByText('Remaining to bill: $400.00')).toBeInTheDocument())
    const price = within(line).getByLabelText('Price (line 1)')
    expect(price).toHaveValue('400.00')
    await userEvent.clear(price)
    await userEvent.type(price, '400.01')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await within(line).findByText('Exceeds what remains to bill on its order line.'),
    ).toBeInTheDocument()
    expect(createInvoice).not.toHaveBeenCalled()
  })

  it('saves a line within what remains', async () => {
    const createInvoice = vi.fn<InvoicesPort['createInvoice']>(async (invoice) => ({
      ...invoice,
      id: 9,
      name: 'invoices/9',
    }))
    renderForm(createInvoice)
    await chooseTypeAndPayee()
    const line = screen.getByRole('listitem', { name: 'Line 1' })
    await userEvent.clear(within(line).getByLabelText('Price (line 1)'))
    await userEvent.type(within(line).getByLabelText('Price (line 1)'), '250')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(createInvoice).toHaveBeenCalled())
    expect(createInvoice).toHaveBeenCalledWith(
      expect.objectContaining({
        customerName: 'customers/C1001',
        invoiceTypeName: 'invoiceTypes/standard',
        payeeName: 'invoicePayees/1',
        amount: usd(250_00),
        items: [
          expect.objectContaining({
            orderName: 'orders/4',
            itemName: 'orders/4/items/1',
            amount: usd(250_00),
          }),
        ],
      }),
      expect.objectContaining({ requestId: expect.any(String) }),
    )
  })

  it('accepts a partial discount line and refuses an over-discount, as the server does', async () => {
    const createInvoice = vi.fn<InvoicesPort['createInvoice']>(async (invoice) => ({
      ...invoice,
      id: 9,
      name: 'invoices/9',
    }))
    renderForm(createInvoice, discounted, [])
    await chooseTypeAndPayee()
    const line = screen.getByRole('listitem', { name: 'Line 2' })
    await waitFor(() => expect(within(line).getByText('Remaining to bill: $200.00')).toBeInTheDocument())
    await userEvent.selectOptions(
      within(line).getByLabelText('Item or service (line 2)'),
      'orders/4/discounts/1',
    )
    await waitFor(() => expect(within(line).getByText('Remaining to bill: -$100.00')).toBeInTheDocument())
    const price = within(line).getByLabelText('Price (line 2)')
    await userEvent.clear(price)
    await userEvent.type(price, '-150')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await within(line).findByText('Exceeds what remains to bill on its order line.'),
    ).toBeInTheDocument()
    expect(createInvoice).not.toHaveBeenCalled()
    await userEvent.clear(price)
    await userEvent.type(price, '-40')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(createInvoice).toHaveBeenCalled())
    expect(createInvoice).toHaveBeenCalledWith(
      expect.objectContaining({
        items: [
          expect.objectContaining({ itemName: 'orders/4/items/1', amount: usd(1000_00) }),
          expect.objectContaining({ itemName: 'orders/4/discounts/1', amount: usd(-40_00) }),
        ],
      }),
      expect.anything(),
    )
  })

  it('refuses an invoice totalling below zero (a discount billed alone), as the server does', async () => {
    const createInvoice = vi.fn<InvoicesPort['createInvoice']>()
    renderForm(createInvoice, discounted)
    await chooseTypeAndPayee()
    const line = screen.getByRole('listitem', { name: 'Line 1' })
    await waitFor(() => expect(within(line).getByText('Remaining to bill: $600.00')).toBeInTheDocument())
    await userEvent.selectOptions(
      within(line).getByLabelText('Item or service (line 1)'),
      'orders/4/discounts/1',
    )
    const price = within(line).getByLabelText('Price (line 1)')
    await userEvent.clear(price)
    await userEvent.type(price, '-40')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const lines = screen.getByRole('group', { name: 'Lines' })
    expect(await within(lines).findByRole('alert')).toHaveTextContent(
      'An invoice cannot total below zero. A credit is a discount billed with the order’s items or services.',
    )
    expect(createInvoice).not.toHaveBeenCalled()
  })
})
