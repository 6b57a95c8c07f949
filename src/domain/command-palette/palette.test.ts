import { describe, expect, it } from 'vitest'
import {
  containerRecord,
  customerCodeIn,
  freshenRecords,
  customerRecord,
  invoiceLookups,
  invoiceRecord,
  keepInvoice,
  matchItems,
  orderRecord,
  paletteActions,
  paletteGroups,
  paymentRecord,
  recordItem,
  recordKeyOf,
  searchableKinds,
  uniquePages,
  vehicleRecord,
  type Can,
} from './palette'

const titles = {
  newOrder: 'New order',
  newPayment: 'New payment',
  newInvoice: 'New invoice',
  newPaymentFor: (code: string) => `New payment for ${code}`,
  newInvoiceFor: (code: string) => `New invoice for ${code}`,
  toDark: 'Switch to dark skin',
  toLight: 'Switch to light skin',
  unpaidOrders: 'Go to unpaid orders',
  signOut: 'Sign out',
}
const admin: Can = () => true
const customer: Can = (action, subject) => action === 'read' && subject === 'customer-profile'
const ordersOnly: Can = (action, subject) => subject === 'orders' && action === 'read'

describe('searchableKinds', () => {
  it('gives staff every kind and a customer none', () => {
    expect(searchableKinds(admin)).toEqual([
      'customers',
      'orders',
      'invoices',
      'payments',
      'vehicles',
      'containers',
    ])
    expect(searchableKinds(customer)).toEqual([])
    expect(searchableKinds(ordersOnly)).toEqual(['orders'])
  })
})

describe('invoices, found by what the API can answer', () => {
  it('a number is that invoice and the invoices of that order', () => {
    expect(invoiceLookups('12')).toEqual([{ kind: 'order', orderName: 'orders/12' }])
    for (const typed of ['#12', ' invoice 12 ', 'invoices/12', 'Invoice #12', 'inv 12'])
      expect(invoiceLookups(typed)).toEqual([
        { kind: 'get', name: 'invoices/12' },
        { kind: 'order', orderName: 'orders/12' },
      ])
  })
  it('an invoice number is the invoice its last digits name, kept only when its number is the one typed', () => {
    const [lookup] = invoiceLookups('INV-2026-000012')
    expect(lookup).toEqual({ kind: 'get', name: 'invoices/12', number: 'INV-2026-000012' })
    expect(keepInvoice(lookup!, { number: 'inv-2026-000012' })).toBe(true)
    expect(keepInvoice(lookup!, { number: 'INV-2025-000012' })).toBe(false)
    expect(keepInvoice({ kind: 'get', name: 'invoices/12' }, { number: 'anything' })).toBe(true)
  })
  it('a customer code, or text that found exactly one customer, is that customer’s invoices', () => {
    expect(invoiceLookups('c1001')).toEqual([{ kind: 'customer', customerName: 'customers/C1001' }])
    expect(invoiceLookups('Mendes', ['C1001'])).toEqual([
      { kind: 'customer', customerName: 'customers/C1001' },
    ])
    expect(invoiceLookups('Me', ['C1001', 'C1002'])).toEqual([])
    expect(invoiceLookups('Honda')).toEqual([])
  })
  it('an invoice row names its number, customer and status, and opens its view', () => {
    const item = recordItem(
      'invoices',
      invoiceRecord({
        id: 7,
        number: 'INV-7',
        displayName: '',
        customerName: 'customers/C1001',
        status: 'paid',
      }),
    )
    expect(item).toMatchObject({
      title: 'INV-7',
      subtitle: 'C1001 · paid',
      href: '/invoices/7/view',
      recordId: '7',
    })
  })
})

describe('records', () => {
  it('opens each kind at its view route', () => {
    expect(
      recordItem(
        'customers',
        customerRecord({ id: 'C1001', displayName: 'Carlos', companyDisplayName: 'CM', email: 'c@x' }),
      ),
    ).toMatchObject({ title: 'C1001 · Carlos', subtitle: 'CM · c@x', href: '/customers/C1001/view' })
    expect(
      recordItem(
        'orders',
        orderRecord({ id: 7, displayName: '', customerName: 'customers/C1001', status: 'active' }),
      ),
    ).toMatchObject({ title: '#7', subtitle: 'C1001 · active', href: '/orders/7/view' })
    expect(
      recordItem(
        'vehicles',
        vehicleRecord({
          id: 3,
          editedVin: '',
          editedDescription: '',
          details: { vin: '1HGCM', lotNumber: '555', description: 'Honda' },
        }),
      ),
    ).toMatchObject({ title: '1HGCM · Honda', subtitle: 'Lot 555', href: '/cargoloop/vehicles/3' })
    expect(
      recordItem(
        'containers',
        containerRecord({ id: 9, container: { containerNo: 'MSCU1', bookingNo: 'B1', shippingLine: '' } }),
      ),
    ).toMatchObject({ title: 'MSCU1', subtitle: 'B1', href: '/cargoloop/containers/9' })
  })
})

describe('actions', () => {
  it('offers staff the forms, the unpaid list, the skin and sign-out', () => {
    const keys = paletteActions({ can: admin, dark: false, query: '', titles }).map((a) => a.title)
    expect(keys).toEqual([
      'New order',
      'New payment',
      'New invoice',
      'Go to unpaid orders',
      'Switch to dark skin',
      'Sign out',
    ])
  })
  it('offers a customer only the skin and sign-out', () => {
    const actions = paletteActions({ can: customer, dark: true, query: 'c1001', titles })
    expect(actions.map((a) => a.command)).toEqual(['skin-light', 'sign-out'])
  })
  it('names the customer of a code in the query', () => {
    expect(customerCodeIn('pay c1001 now')).toBe('C1001')
    expect(customerCodeIn('order 12')).toBeUndefined()
    const actions = paletteActions({ can: admin, dark: false, query: 'C1001', titles })
    expect(actions.slice(0, 2)).toMatchObject([
      { title: 'New payment for C1001', href: '/customers/C1001/payments/-/add' },
      { title: 'New invoice for C1001', href: '/customers/C1001/invoices/-/add' },
    ])
    expect(matchItems(actions, 'C1001').map((a) => a.title)).toEqual([
      'New payment for C1001',
      'New invoice for C1001',
    ])
  })
})

describe('matching and groups', () => {
  const pages = uniquePages([
    { title: 'Orders', href: '/orders', icon: 'x' },
    { title: 'Archive', href: '/archive', icon: 'x' },
    { title: 'Orders again', href: '/orders', icon: 'x' },
    { title: 'Unpaid bills', href: '/b', icon: 'x' },
  ])
  it('keeps one page per path and matches prefix first', () => {
    expect(pages.map((p) => p.title)).toEqual(['Orders', 'Archive', 'Unpaid bills'])
    expect(matchItems(pages, 'ar').map((p) => p.title)).toEqual(['Archive'])
    expect(matchItems(pages, '', 2)).toHaveLength(2)
  })
  it('puts records first for a query and actions first without one, dropping empty groups', () => {
    const record = recordItem('orders', { id: 1, title: '#1', subtitle: '' })
    const parts = { pages, actions: [], records: [{ kind: 'orders' as const, items: [record] }] }
    expect(paletteGroups('1', parts).map((g) => g.id)).toEqual(['orders', 'pages'])
    expect(paletteGroups('', parts).map((g) => g.id)).toEqual(['pages'])
  })
  it('puts what was typed exactly first: "2001" is Order 2001 before a customer whose text holds 2001', () => {
    const someone = recordItem('customers', { id: 'C1017', title: 'C1017 · Tel 2001', subtitle: '' })
    const order = recordItem(
      'orders',
      orderRecord({ id: 2001, displayName: 'Order #2001', customerName: '', status: '' }),
    )
    const other = recordItem(
      'orders',
      orderRecord({ id: 12001, displayName: 'Order #12001', customerName: '', status: '' }),
    )
    const records = [
      { kind: 'customers' as const, items: [someone] },
      { kind: 'orders' as const, items: [other, order] },
    ]
    const flat = (query: string) =>
      paletteGroups(query, { pages: [], actions: [], records }).flatMap((g) => g.items)
    expect(flat('2001').map((item) => item.key)).toEqual(['orders:2001', 'orders:12001', 'customers:C1017'])
    expect(flat('#2001')[0]?.key).toBe('orders:2001')
    expect(flat('order #2001')[0]?.key).toBe('orders:2001')
    // Nothing exact: the kinds keep their order.
    expect(flat('200')[0]?.key).toBe('customers:C1017')
  })
  it('puts records after the rows shown before them once the person moved through those', () => {
    const record = recordItem('orders', { id: 1, title: '#1', subtitle: '' })
    const parts = { pages, actions: [], records: [{ kind: 'orders' as const, items: [record] }] }
    expect(paletteGroups('1', parts, { recordsLast: true }).map((g) => g.id)).toEqual(['pages', 'orders'])
  })
})

describe('record words', () => {
  it('words statuses and default titles, and names the customer beside its code', () => {
    const words = { status: (s: string) => `<${s}>`, title: (id: number) => `Заказ №${id}` }
    expect(
      orderRecord(
        {
          id: 7,
          displayName: 'Order #7',
          customerName: 'customers/C1001',
          customerDisplayName: 'Ann Lee',
          status: 'active',
        },
        words,
      ),
    ).toEqual({ id: 7, title: 'Заказ №7', subtitle: 'C1001 · Ann Lee · <active>' })
    expect(
      paymentRecord(
        { id: 9, displayName: 'Payment #9', customerName: 'customers/C1001', status: 'received' },
        { status: (s) => s.toUpperCase() },
      ),
    ).toEqual({ id: 9, title: 'Payment #9', subtitle: 'C1001 · RECEIVED' })
    expect(
      invoiceRecord(
        {
          id: 3,
          number: 'INV-3',
          displayName: '',
          customerName: 'customers/C1002',
          customerDisplayNameActual: 'Bo',
          status: 'partially_paid',
        },
        { status: () => 'Partially paid' },
      ).subtitle,
    ).toBe('C1002 · Bo · Partially paid')
  })
})

describe('freshenRecords', () => {
  const item = (id: number, title = `Order ${id}`) => recordItem('orders', { id, title, subtitle: '' })

  it('updates the rows shown where they are, drops deleted ones and adds new ones after them', () => {
    const shown = [item(3), item(2), item(1)]
    const fresh = [item(4), item(3, 'Order 3 (changed)'), item(1)]
    expect(freshenRecords(shown, fresh, new Set(['orders:2']), 5).map((i) => [i.key, i.title])).toEqual([
      ['orders:3', 'Order 3 (changed)'],
      ['orders:1', 'Order 1'],
      ['orders:4', 'Order 4'],
    ])
    // A row the fresh answer lost without a delete stays (it may just have moved down the search's order).
    expect(freshenRecords(shown, [item(3)], new Set(), 3).map((i) => i.key)).toEqual([
      'orders:3',
      'orders:2',
      'orders:1',
    ])
    expect(freshenRecords(shown, [item(9)], new Set(), 3)).toHaveLength(3)
  })

  it('names the palette key of a resource name', () => {
    expect(recordKeyOf('shipments/3')).toBe('containers:3')
    expect(recordKeyOf('customers/C1001')).toBe('customers:C1001')
    expect(recordKeyOf('terminals/1')).toBe('')
  })
})
