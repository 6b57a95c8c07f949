import { describe, expect, it } from 'vitest'
import type { InvoiceDraft, InvoiceListQuery } from '../../domain/apps/invoice'
import { fakeHttp, json } from './test-http'
import { createInvoiceAppAdapter, fromMockInvoice } from './invoice-app-adapter'

const client = {
  name: 'Lena Petrosyan',
  company: 'Ararat Orchards',
  companyEmail: 'finance@ararat-orchards.example',
  country: 'Armenia',
  contact: '(374) 10 55 21 90',
  address: '22 Tumanyan Street, Yerevan',
}
const mockInvoice = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  issuedDate: '2024-03-05',
  dueDate: '2024-04-05',
  client,
  service: 'Storage',
  total: 1200,
  balance: 600,
  avatar: '',
  invoiceStatus: 'Partial Payment',
  ...over,
})
const paymentDetails = {
  totalDue: '$600.00',
  bankName: 'Meridian Commerce Bank',
  country: 'Netherlands',
  iban: 'NL01MCBK0000005001',
  swiftCode: 'MCBKNL2A',
}
const query = (over: Partial<InvoiceListQuery> = {}): InvoiceListQuery => ({
  q: '',
  sort: 'desc',
  sortColumn: 'id',
  page: 1,
  perPage: 10,
  ...over,
})
const draft: InvoiceDraft = {
  issuedDate: '2024-06-01',
  dueDate: '2024-07-01',
  client,
  lines: [
    { item: 'Ocean Freight', description: '', cost: 1000_00, qty: 2 },
    { item: 'Storage', description: 'May', cost: 50_50, qty: 1 },
  ],
  discountPercent: 0,
  taxPercent: 10,
  note: 'Net 30',
}

/** A mock over a list, answering as src/mock/apps/invoice does. */
function harness(
  start = [mockInvoice(5001), mockInvoice(5002, { total: 80, balance: 80, invoiceStatus: 'Draft' })],
) {
  let invoices = [...start]
  const { fetch, options } = fakeHttp((path, init) => {
    const url = new URL(path, 'http://x')
    if (url.pathname === '/apps/invoice/invoices')
      return json({ allData: invoices, total: invoices.length, invoices })
    if (url.pathname === '/api/invoice/clients') return json([client])
    if (url.pathname === '/apps/invoice/delete' && init?.method === 'DELETE') {
      const id = Number(url.searchParams.get('id'))
      if (!invoices.some((i) => i.id === id)) return json({}, 404)
      invoices = invoices.filter((i) => i.id !== id)
      return json({})
    }
    const detail = /^\/api\/invoice\/invoices\/(\d+)$/.exec(url.pathname)
    const found = detail && invoices.find((i) => i.id === Number(detail[1]))
    if (found) return json({ invoice: found, paymentDetails })
    return json({}, 404)
  })
  const port = createInvoiceAppAdapter(options)
  return { port, fetch }
}

describe('invoice app adapter', () => {
  it('reads a mock invoice in cents with its service as the one line', () => {
    expect(fromMockInvoice(mockInvoice(5001, { total: 19.99, balance: 0 }))).toMatchObject({
      total: 19_99,
      balance: 0,
      lines: [{ item: 'Storage', cost: 19_99, qty: 1, description: '' }],
      discountPercent: 0,
      taxPercent: 0,
      payments: [],
    })
  })

  it('lists from the whole list with the mock rules: status, search, sort and paging', async () => {
    const { port, fetch } = harness()
    const page = await port.listInvoices(query())
    expect(page.items.map((i) => i.id)).toEqual([5002, 5001])
    expect(page).toMatchObject({ totalRows: 2, totalPages: 1 })
    expect((await port.listInvoices(query({ status: 'Draft' }))).items.map((i) => i.id)).toEqual([5002])
    expect((await port.listInvoices(query({ sortColumn: 'total', sort: 'desc' }))).items[0]!.id).toBe(5001)
    expect((await port.listInvoices(query({ perPage: 1, page: 2 }))).items.map((i) => i.id)).toEqual([5001])
    expect(fetch.mock.calls.every(([path]) => path === '/apps/invoice/invoices')).toBe(true)
  })

  it('reads one invoice with its bank details; an unknown id is not_found', async () => {
    const { port } = harness()
    const record = await port.getInvoice(5001)
    expect(record.invoice).toMatchObject({ id: 5001, total: 1200_00, balance: 600_00 })
    expect(record.bank).toEqual({
      bankName: 'Meridian Commerce Bank',
      country: 'Netherlands',
      iban: 'NL01MCBK0000005001',
      swiftCode: 'MCBKNL2A',
    })
    await expect(port.getInvoice(1)).rejects.toMatchObject({ code: 'not_found' })
  })

  it('keeps an added invoice on the page: the next id, in the list and readable, without bank details', async () => {
    const { port } = harness()
    const made = await port.createInvoice(draft)
    expect(made).toMatchObject({ id: 5003, total: 2255_55, balance: 2255_55, invoiceStatus: 'Draft' })
    expect((await port.listInvoices(query())).items.map((i) => i.id)).toEqual([5003, 5002, 5001])
    expect((await port.listInvoices(query({ q: 'ocean' }))).items.map((i) => i.id)).toEqual([5003])
    expect(await port.getInvoice(5003)).toEqual({ invoice: made, bank: null })
    const copy = await port.duplicateInvoice(5003)
    expect(copy).toMatchObject({ id: 5004, total: 2255_55, lines: made.lines })
  })

  it('changes a mock invoice on the page, keeping what was paid, and takes payments', async () => {
    const { port } = harness()
    const changed = await port.updateInvoice(5001, draft)
    expect(changed).toMatchObject({
      id: 5001,
      total: 2255_55,
      balance: 1655_55,
      invoiceStatus: 'Partial Payment',
    })
    expect((await port.getInvoice(5001)).invoice).toEqual(changed)
    expect((await port.listInvoices(query({ q: 'Net' }))).totalRows).toBe(0)
    expect((await port.listInvoices(query({ q: 'ocean' }))).items.map((i) => i.id)).toEqual([5001])

    const paid = await port.addPayment(5001, {
      amount: 1655_55,
      date: '2024-06-02',
      method: 'cash',
      note: '',
    })
    expect(paid).toMatchObject({ balance: 0, invoiceStatus: 'Paid' })
    await expect(
      port.addPayment(5001, { amount: 1, date: '2024-06-02', method: 'cash', note: '' }),
    ).rejects.toMatchObject({ code: 'invalid_argument' })
    // What a caller does with an answer does not change what is kept.
    paid.lines.push({ item: 'x', description: '', cost: 1, qty: 1 })
    expect((await port.getInvoice(5001)).invoice.lines).toHaveLength(2)
  })

  it('marks a Draft sent', async () => {
    const { port } = harness()
    expect((await port.markSent(5002)).invoiceStatus).toBe('Sent')
    expect((await port.listInvoices(query({ status: 'Sent' }))).items.map((i) => i.id)).toEqual([5002])
  })

  it('deletes through the mock by id, and an added invoice on the page only', async () => {
    const { port, fetch } = harness()
    await port.deleteInvoice(5001)
    expect(fetch).toHaveBeenCalledWith(
      '/apps/invoice/delete?id=5001',
      expect.objectContaining({ method: 'DELETE' }),
    )
    const made = await port.createInvoice(draft)
    fetch.mockClear()
    await port.deleteInvoice(made.id)
    expect(fetch).not.toHaveBeenCalled()
    expect((await port.listInvoices(query())).items.map((i) => i.id)).toEqual([5002])
    await expect(port.deleteInvoice(5001)).rejects.toMatchObject({ code: 'not_found' })
  })

  it('lists the clients', async () => {
    const { port } = harness()
    await expect(port.listClients()).resolves.toEqual([client])
  })
})
