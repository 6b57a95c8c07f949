import {
  applyPayment,
  draftOf,
  newInvoice,
  nextInvoiceId,
  queryInvoices,
  reviseInvoice,
  statusAfterSending,
  type Invoice,
  type InvoiceBankDetails,
  type InvoiceClient,
  type InvoiceRecord,
} from '../../domain/apps/invoice'
import { PortError } from '../../ports/errors'
import type { InvoiceAppPort } from '../../ports/invoice-app-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

/** An invoice as the mock answers it: amounts in whole dollars, no lines. */
interface MockInvoice {
  id: number
  issuedDate: string
  dueDate: string
  client: InvoiceClient
  service: string
  total: number
  balance: number
  avatar: string
  invoiceStatus: string
}
interface MockList {
  allData?: MockInvoice[]
}
interface MockDetail {
  invoice: MockInvoice
  paymentDetails?: { bankName: string; country: string; iban: string; swiftCode: string }
}

const cents = (dollars: unknown): number => (typeof dollars === 'number' ? Math.round(dollars * 100) : 0)

/** A mock invoice in domain terms: cents, and one line (its service at its total). */
export function fromMockInvoice(raw: MockInvoice): Invoice {
  const total = cents(raw.total)
  return {
    id: raw.id,
    issuedDate: raw.issuedDate,
    dueDate: raw.dueDate,
    client: { ...raw.client },
    service: raw.service,
    total,
    balance: cents(raw.balance),
    avatar: raw.avatar ?? '',
    invoiceStatus: raw.invoiceStatus,
    lines: [{ item: raw.service, description: '', cost: total, qty: 1 }],
    discountPercent: 0,
    taxPercent: 0,
    note: '',
    payments: [],
  }
}

const copy = (invoice: Invoice): Invoice => structuredClone(invoice)

/**
 * InvoiceAppPort over the in-browser mock's invoice endpoints (template-apps §7). The list call answers the
 * whole list (`allData`) besides its page; the adapter takes the whole list, lays over it the invoices added or
 * changed on this page (the mock has no call for those), and runs the mock's own search, sort and paging rules
 * (`queryInvoices`). Delete goes to the mock, except for an invoice only this page knows.
 */
export function createInvoiceAppAdapter(options: PipelineFetchOptions): InvoiceAppPort {
  const request = pipelineFetch(options)
  /** Invoices added or changed here, by id. */
  const kept = new Map<number, Invoice>()
  /** The ids of invoices added here (the mock does not know them). */
  const added = new Set<number>()

  const allInvoices = async (): Promise<Invoice[]> => {
    const answer = await request<MockList>('GET', '/apps/invoice/invoices')
    const fromMock = (answer?.allData ?? []).map((raw) => kept.get(raw.id) ?? fromMockInvoice(raw))
    return [...fromMock, ...[...added].map((id) => kept.get(id)!)]
  }

  const getInvoice = async (id: number): Promise<InvoiceRecord> => {
    if (added.has(id)) return { invoice: copy(kept.get(id)!), bank: null }
    const answer = await request<MockDetail>('GET', `/api/invoice/invoices/${encodeURIComponent(id)}`)
    const details = answer.paymentDetails
    const bank: InvoiceBankDetails | null = details
      ? {
          bankName: details.bankName,
          country: details.country,
          iban: details.iban,
          swiftCode: details.swiftCode,
        }
      : null
    return { invoice: copy(kept.get(id) ?? fromMockInvoice(answer.invoice)), bank }
  }

  const keep = (invoice: Invoice): Invoice => {
    kept.set(invoice.id, copy(invoice))
    return copy(invoice)
  }
  const change = async (id: number, how: (invoice: Invoice) => Invoice) =>
    keep(how((await getInvoice(id)).invoice))

  const create: InvoiceAppPort['createInvoice'] = async (draft) => {
    const id = nextInvoiceId((await allInvoices()).map((invoice) => invoice.id))
    added.add(id)
    return keep(newInvoice(id, draft))
  }

  return {
    async listInvoices(query) {
      const page = queryInvoices(await allInvoices(), query)
      return { ...page, items: page.items.map(copy) }
    },
    getInvoice,
    async listClients() {
      const answer = await request<unknown>('GET', '/api/invoice/clients')
      return Array.isArray(answer) ? (answer as InvoiceClient[]) : []
    },
    createInvoice: create,
    updateInvoice: (id, draft) => change(id, (invoice) => reviseInvoice(invoice, draft)),
    async duplicateInvoice(id) {
      return create(draftOf((await getInvoice(id)).invoice))
    },
    async deleteInvoice(id) {
      if (added.has(id)) {
        added.delete(id)
        kept.delete(id)
        return
      }
      await request<unknown>('DELETE', `/apps/invoice/delete?id=${encodeURIComponent(id)}`)
      kept.delete(id)
    },
    addPayment: (id, payment) =>
      change(id, (invoice) => {
        try {
          return applyPayment(invoice, payment)
        } catch {
          throw new PortError('invalid_argument', 'The payment is more than the balance')
        }
      }),
    markSent: (id) =>
      change(id, (invoice) => ({ ...invoice, invoiceStatus: statusAfterSending(invoice.invoiceStatus) })),
  }
}
