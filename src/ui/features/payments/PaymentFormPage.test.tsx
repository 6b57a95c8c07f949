import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { NO_ACTIVITY } from '../../../domain/activity'
import { usd } from '../../../domain/money'
import type { Invoice } from '../../../domain/invoices'
import type { Order } from '../../../domain/orders'
import type { Payment } from '../../../domain/payments'
import type { CustomersPort } from '../../../ports/customers-port'
import type { InvoicesPort } from '../../../ports/invoices-port'
import { PortError } from '../../../ports/errors'
import { fakePort } from '../../../testing/fake-port'
import type { OrdersPort } from '../../../ports/orders-port'
import type { PaymentTypesPort } from '../../../ports/payment-types-port'
import type { PaymentsPort } from '../../../ports/payments-port'
import { initTestI18n } from '../../../testing/i18n'
import { memorySettings, renderScreen } from '../../../testing/render-screen'
import PaymentFormPage from './PaymentFormPage'

const order: Order = {
  ...NO_ACTIVITY,
  name: 'orders/5',
  id: 5,
  displayName: 'ORD-5',
  customerName: 'customers/C1001',
  status: 'active',
  comment: '',
  isArchive: false,
  items: [
    {
      name: 'orders/5/items/1',
      id: 1,
      displayName: 'BMW X5',
      itemName: '',
      amount: usd(500_00),
      comment: '',
      vehicle: null,
      values: {},
    },
  ],
  services: [],
  discounts: [],
  amount: usd(500_00),
  paidAmount: usd(0),
  revertedAmount: usd(0),
  approvedRevertedAmount: usd(0),
  pendingAmount: usd(0),
  debtedAmount: usd(500_00),
  toBePaidAmount: usd(500_00),
}

const noInvoices = fakePort<InvoicesPort>({
  listInvoices: async () => ({ items: [], totalRows: 0, totalPages: 0 }),
})

function renderForm(createPayment: PaymentsPort['createPayment'], invoices: InvoicesPort = noInvoices) {
  return renderScreen(<PaymentFormPage params={{ orderId: '5' }} />, {
    path: '/orders/5/payments/-/add',
    ports: {
      invoices,
      orders: fakePort<OrdersPort>({
        getOrder: async () => order,
        listOrders: async () => ({ items: [order], totalRows: 1, totalPages: 1 }),
      }),
      payments: fakePort<PaymentsPort>({
        listPayments: async () => ({ items: [], totalRows: 0, totalPages: 0, totalAmount: usd(0) }),
        createPayment,
      }),
      paymentTypes: fakePort<PaymentTypesPort>({
        listPaymentTypes: async () => [
          { name: 'paymentTypes/wire', code: 'wire', displayName: 'Wire transfer', isActive: true },
          { name: 'paymentTypes/old', code: 'old', displayName: 'Old cash', isActive: false },
        ],
      }),
      customers: fakePort<CustomersPort>({
        getCustomer: async () => ({ id: 'C1001', displayName: 'Demo Customer' }) as never,
      }),
    },
  })
}

async function fillPayment(lineAmount: string) {
  await screen.findByRole('heading', { name: 'New payment' })
  await userEvent.type(screen.getByRole('combobox', { name: 'Payment type' }), 'Wire')
  await userEvent.click(await screen.findByRole('option', { name: /Wire transfer/ }))
  await userEvent.type(screen.getByLabelText('Amount'), '800')
  const line = screen.getByRole('listitem', { name: 'Line 1' })
  await waitFor(() => expect(within(line).getByRole('option', { name: /BMW X5/ })).toBeInTheDocument())
  await userEvent.selectOptions(within(line).getByLabelText('Item or service of line 1'), 'orders/5/items/1')
  await userEvent.type(within(line).getByLabelText('Amount of line 1'), lineAmount)
  return line
}

describe('PaymentFormPage', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n())

  it('prefills the order customer, shows what remains and what is left undistributed', async () => {
    renderForm(vi.fn())
    const line = await fillPayment('300')
    expect(within(line).getByText('Remaining: $500.00')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Left undistributed: $500.00')
    // Only active types are offered for a new payment.
    await userEvent.clear(screen.getByRole('combobox', { name: 'Payment type' }))
    await userEvent.type(screen.getByRole('combobox', { name: 'Payment type' }), 'Old')
    expect(screen.queryByRole('option', { name: /Old cash/ })).toBeNull()
  })

  it('starts a new line with what is left undistributed, and says nothing on it before it is touched', async () => {
    renderForm(vi.fn())
    await fillPayment('300')
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }))
    const second = screen.getByRole('listitem', { name: 'Line 2' })
    expect(within(second).getByLabelText('Amount of line 2')).toHaveValue('500.00')
    expect(within(second).getByLabelText('Order of line 2')).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Left undistributed: $0.00')).toBeInTheDocument()
  })

  it('says what the amount field did to "1e5" and to Arabic-Indic digits', async () => {
    renderForm(vi.fn())
    await screen.findByRole('heading', { name: 'New payment' })
    const amount = screen.getByLabelText('Amount')
    await userEvent.type(amount, '1e5')
    expect(amount).toHaveValue('15')
    expect(amount).toHaveAccessibleDescription(/Left out “e”/)
    await userEvent.clear(amount)
    await userEvent.type(amount, '٢٥٠')
    expect(amount).toHaveValue('250')
    expect(screen.getByText('Digits read as 0–9.')).toBeInTheDocument()
  })

  it('shows a line above what remains as an error on that line and does not save', async () => {
    const createPayment = vi.fn<PaymentsPort['createPayment']>()
    renderForm(createPayment)
    const line = await fillPayment('600')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(line).findByText('More than what remains to pay on this line.')).toBeInTheDocument()
    expect(within(line).getByLabelText('Amount of line 1')).toHaveAttribute('aria-invalid', 'true')
    expect(createPayment).not.toHaveBeenCalled()
  })

  it('keeps every value when the save fails, with the server message on the line it names', async () => {
    const createPayment = vi.fn<PaymentsPort['createPayment']>(async (): Promise<Payment> => {
      throw new PortError('invalid_argument', 'bad', [
        { field: 'payment.orders.0.amount', description: 'exceeds what remains to pay on its order line' },
      ])
    })
    renderForm(createPayment)
    const line = await fillPayment('300')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(line).findByText('exceeds what remains to pay on its order line')).toBeInTheDocument()
    expect(createPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        customerName: 'customers/C1001',
        paymentTypeName: 'paymentTypes/wire',
        amount: usd(800_00),
        orders: [
          expect.objectContaining({
            orderName: 'orders/5',
            itemName: 'orders/5/items/1',
            amount: usd(300_00),
          }),
        ],
      }),
      expect.objectContaining({ requestId: expect.any(String) }),
    )
    expect(screen.getByLabelText('Amount')).toHaveValue('800')
    expect(within(line).getByLabelText('Amount of line 1')).toHaveValue('300')
    expect(screen.getByRole('heading', { name: 'New payment' })).toBeInTheDocument()
  })

  it('with distribute paid on for the type, fills the lines oldest order first and remembers the choice', async () => {
    const older: Order = {
      ...order,
      name: 'orders/3',
      id: 3,
      displayName: 'ORD-3',
      items: [{ ...order.items[0]!, name: 'orders/3/items/1', amount: usd(300_00) }],
      amount: usd(300_00),
      toBePaidAmount: usd(300_00),
    }
    const settings = memorySettings()
    renderScreen(<PaymentFormPage params={{ customerId: 'C1001' }} />, {
      path: '/customers/C1001/payments/-/add',
      ports: {
        localSettings: settings,
        invoices: noInvoices,
        orders: fakePort<OrdersPort>({
          listOrders: async () => ({ items: [older, order], totalRows: 2, totalPages: 1 }),
        }),
        payments: fakePort<PaymentsPort>({
          listPayments: async () => ({ items: [], totalRows: 0, totalPages: 0, totalAmount: usd(0) }),
        }),
        paymentTypes: fakePort<PaymentTypesPort>({
          listPaymentTypes: async () => [
            { name: 'paymentTypes/wire', code: 'wire', displayName: 'Wire transfer', isActive: true },
          ],
        }),
        customers: fakePort<CustomersPort>({
          getCustomer: async () => ({ id: 'C1001', displayName: 'Demo Customer' }) as never,
        }),
      },
    })
    await screen.findByRole('heading', { name: 'New payment' })
    const distribute = screen.getByRole('checkbox', { name: 'Distribute paid for this type' })
    expect(distribute).toBeDisabled()
    await userEvent.type(screen.getByRole('combobox', { name: 'Payment type' }), 'Wire')
    await userEvent.click(await screen.findByRole('option', { name: /Wire transfer/ }))
    await userEvent.click(distribute)
    expect(settings.read('distributePaid:paymentTypes/wire')).toBe(true)
    await userEvent.type(screen.getByLabelText('Amount'), '600')
    const first = await screen.findByRole('listitem', { name: 'Line 1' })
    await waitFor(() => expect(within(first).getByLabelText('Order of line 1')).toHaveValue('orders/3'))
    expect(within(first).getByLabelText('Amount of line 1')).toHaveValue('300.00')
    const second = screen.getByRole('listitem', { name: 'Line 2' })
    expect(within(second).getByLabelText('Order of line 2')).toHaveValue('orders/5')
    expect(within(second).getByLabelText('Amount of line 2')).toHaveValue('300.00')
    expect(screen.getByRole('status')).toHaveTextContent('Left undistributed: $0.00')
  })

  /** INV-7 bills $300 of the BMW, due 1 Dec; payments/3 (pending) put $100 on it already: $200 remains. */
  const invoice7 = {
    ...NO_ACTIVITY,
    name: 'invoices/7',
    id: 7,
    number: 'INV-7',
    customerName: 'customers/C1001',
    status: 'issued',
    dueDate: new Date(2026, 11, 1),
    amount: usd(300_00),
    paidAmount: usd(0),
    pendingAmount: usd(100_00),
    items: [
      {
        name: 'invoices/7/items/1',
        itemName: 'orders/5/items/1',
        orderName: 'orders/5',
        amount: usd(300_00),
      },
    ],
  } as unknown as Invoice
  const pendingOnInvoice: Payment = {
    ...NO_ACTIVITY,
    name: 'payments/3',
    id: 3,
    displayName: 'Payment #3',
    customerName: 'customers/C1001',
    paymentTypeName: 'paymentTypes/wire',
    parameters: {},
    status: 'received',
    comment: '',
    date: new Date(2026, 10, 1),
    amount: usd(100_00),
    paidAmount: usd(100_00),
    orders: [
      {
        localId: '',
        orderName: 'orders/5',
        invoiceName: 'invoices/7',
        itemName: 'orders/5/items/1',
        amount: usd(100_00),
        updatedBy: 'admin',
        orderId: 5,
      },
    ],
    documentUrls: [],
    isApproved: false,
    isApprovedRefund: false,
  }
  const withPending: Order = { ...order, pendingAmount: usd(100_00), toBePaidAmount: usd(400_00) }

  it('sets a line against an open invoice, showing its number, due date and remaining, and refuses more', async () => {
    const createPayment = vi.fn<PaymentsPort['createPayment']>(async (payment) => ({
      ...payment,
      name: 'payments/9',
      id: 9,
    }))
    renderScreen(<PaymentFormPage params={{ orderId: '5' }} />, {
      path: '/orders/5/payments/-/add',
      ports: {
        invoices: fakePort<InvoicesPort>({
          listInvoices: async () => ({ items: [invoice7], totalRows: 1, totalPages: 1 }),
        }),
        orders: fakePort<OrdersPort>({
          getOrder: async () => withPending,
          listOrders: async () => ({ items: [withPending], totalRows: 1, totalPages: 1 }),
        }),
        payments: fakePort<PaymentsPort>({
          listPayments: async () => ({
            items: [pendingOnInvoice],
            totalRows: 1,
            totalPages: 1,
            totalAmount: usd(100_00),
          }),
          createPayment,
        }),
        paymentTypes: fakePort<PaymentTypesPort>({
          listPaymentTypes: async () => [
            { name: 'paymentTypes/wire', code: 'wire', displayName: 'Wire transfer', isActive: true },
          ],
        }),
        customers: fakePort<CustomersPort>({
          getCustomer: async () => ({ id: 'C1001', displayName: 'Demo Customer' }) as never,
        }),
      },
    })
    const line = await fillPayment('250')
    const invoiceField = within(line).getByLabelText('Invoice of line 1')
    const option = await within(line).findByRole('option', {
      name: /^INV-7 · due .*26 · remaining \$200\.00$/,
    })
    await userEvent.selectOptions(invoiceField, option)
    await waitFor(() =>
      expect(within(line).getByText('Remaining: $400.00 · On the invoice: $200.00')).toBeInTheDocument(),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await within(line).findByText('More than what remains to pay on this invoice.'),
    ).toBeInTheDocument()
    expect(createPayment).not.toHaveBeenCalled()
    await userEvent.clear(within(line).getByLabelText('Amount of line 1'))
    await userEvent.type(within(line).getByLabelText('Amount of line 1'), '200')
    // $600 of the $800 stays with the customer, unallocated; saving is allowed.
    expect(screen.getByRole('status')).toHaveTextContent(
      "Left undistributed: $600.00Saved with the payment as the customer's unallocated amount.",
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(createPayment).toHaveBeenCalled())
    expect(createPayment.mock.calls[0]![0].orders).toEqual([
      expect.objectContaining({
        orderName: 'orders/5',
        invoiceName: 'invoices/7',
        itemName: 'orders/5/items/1',
        amount: usd(200_00),
      }),
    ])
  })

  it("opened by Pay on an invoice, fills the invoice's open lines with what remains on them", async () => {
    renderScreen(<PaymentFormPage params={{ customerId: 'C1001' }} />, {
      path: '/customers/C1001/payments/-/add?invoice=7',
      ports: {
        invoices: fakePort<InvoicesPort>({
          getInvoice: async () => invoice7,
          listInvoices: async () => ({ items: [invoice7], totalRows: 1, totalPages: 1 }),
        }),
        orders: fakePort<OrdersPort>({
          getOrder: async () => withPending,
          listOrders: async () => ({ items: [withPending], totalRows: 1, totalPages: 1 }),
        }),
        payments: fakePort<PaymentsPort>({
          listPayments: async () => ({
            items: [pendingOnInvoice],
            totalRows: 1,
            totalPages: 1,
            totalAmount: usd(100_00),
          }),
        }),
        paymentTypes: fakePort<PaymentTypesPort>({ listPaymentTypes: async () => [] }),
        customers: fakePort<CustomersPort>({
          getCustomer: async () => ({ id: 'C1001', displayName: 'Demo Customer' }) as never,
        }),
      },
    })
    const line = await screen.findByRole('listitem', { name: 'Line 1' })
    expect(screen.getByLabelText('Amount')).toHaveValue('200.00')
    expect(within(line).getByLabelText('Amount of line 1')).toHaveValue('200.00')
    await waitFor(() => expect(within(line).getByLabelText('Invoice of line 1')).toHaveValue('invoices/7'))
    expect(within(line).getByLabelText('Order of line 1')).toHaveValue('orders/5')
    expect(within(line).getByLabelText('Item or service of line 1')).toHaveValue('orders/5/items/1')
    expect(screen.queryByRole('listitem', { name: 'Line 2' })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Left undistributed: $0.00')
  })

  it('with distribute paid on, fills open invoices oldest due date first, then order lines no invoice bills', async () => {
    const older: Order = {
      ...order,
      name: 'orders/3',
      id: 3,
      displayName: 'ORD-3',
      items: [{ ...order.items[0]!, name: 'orders/3/items/1', amount: usd(300_00) }],
      amount: usd(300_00),
      toBePaidAmount: usd(300_00),
    }
    const withService: Order = {
      ...order,
      services: [
        {
          name: 'orders/5/services/1',
          id: 1,
          displayName: 'Towing',
          serviceTypeName: '',
          amount: usd(100_00),
          comment: '',
          isApproved: false,
          isTypeApprovable: false,
        },
      ],
      amount: usd(600_00),
      toBePaidAmount: usd(600_00),
    }
    // INV-6 (due 20 Nov) bills $100 of ORD-3; INV-7 (due 1 Dec) bills $300 of ORD-5's BMW.
    const invoice6 = {
      ...invoice7,
      name: 'invoices/6',
      id: 6,
      number: 'INV-6',
      dueDate: new Date(2026, 10, 20),
      amount: usd(100_00),
      pendingAmount: usd(0),
      items: [
        {
          name: 'invoices/6/items/1',
          itemName: 'orders/3/items/1',
          orderName: 'orders/3',
          amount: usd(100_00),
        },
      ],
    } as unknown as Invoice
    const fresh7 = { ...invoice7, pendingAmount: usd(0) } as Invoice
    const settings = memorySettings()
    settings.write('distributePaid:paymentTypes/wire', true)
    renderScreen(<PaymentFormPage params={{ customerId: 'C1001' }} />, {
      path: '/customers/C1001/payments/-/add',
      ports: {
        localSettings: settings,
        invoices: fakePort<InvoicesPort>({
          listInvoices: async () => ({ items: [fresh7, invoice6], totalRows: 2, totalPages: 1 }),
        }),
        orders: fakePort<OrdersPort>({
          listOrders: async () => ({ items: [older, withService], totalRows: 2, totalPages: 1 }),
        }),
        payments: fakePort<PaymentsPort>({
          listPayments: async () => ({ items: [], totalRows: 0, totalPages: 0, totalAmount: usd(0) }),
        }),
        paymentTypes: fakePort<PaymentTypesPort>({
          listPaymentTypes: async () => [
            { name: 'paymentTypes/wire', code: 'wire', displayName: 'Wire transfer', isActive: true },
          ],
        }),
        customers: fakePort<CustomersPort>({
          getCustomer: async () => ({ id: 'C1001', displayName: 'Demo Customer' }) as never,
        }),
      },
    })
    await screen.findByRole('heading', { name: 'New payment' })
    await userEvent.type(screen.getByRole('combobox', { name: 'Payment type' }), 'Wire')
    await userEvent.click(await screen.findByRole('option', { name: /Wire transfer/ }))
    await userEvent.type(screen.getByLabelText('Amount'), '1000')
    const row = (index: number) => {
      const item = screen.getByRole('listitem', { name: `Line ${index}` })
      return [
        within(item).getByLabelText(`Invoice of line ${index}`),
        within(item).getByLabelText(`Item or service of line ${index}`),
        within(item).getByLabelText(`Amount of line ${index}`),
      ].map((field) => (field as HTMLInputElement).value)
    }
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Line 3' })).toBeInTheDocument())
    expect([row(1), row(2), row(3)]).toEqual([
      ['invoices/6', 'orders/3/items/1', '100.00'],
      ['invoices/7', 'orders/5/items/1', '300.00'],
      ['', 'orders/5/services/1', '100.00'],
    ])
    expect(screen.queryByRole('listitem', { name: 'Line 4' })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Left undistributed: $500.00')
  })
})
