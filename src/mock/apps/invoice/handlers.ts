import type { Server } from 'miragejs'
import { matchesText, readId, queryInt, queryString, respond, sortDirection, toId } from '../../http'
import { INVOICE_SORT_KEYS } from '../../../domain/apps/invoice'
import { paginate, sortBy } from '../../../domain/lists'
import { invoiceClients, paymentDetailsFor } from './data'
import type { DemoInvoice } from './data'

export interface InvoiceState {
  invoices: DemoInvoice[]
}

export const INVOICE_DEFAULTS = { page: 1, perPage: 10, sort: 'desc', sortColumn: 'id' } as const

export function invoiceRoutes(server: Server, state: InvoiceState): void {
  /** q matches client name, company, e-mail and country, service, status, total, balance and dates. */
  server.get('/apps/invoice/invoices', (_schema, request) => {
    const q = queryString(request, 'q')
    const status = queryString(request, 'status')?.toLowerCase()
    const perPage = queryInt(request, 'perPage', INVOICE_DEFAULTS.perPage)
    const page = queryInt(request, 'page', INVOICE_DEFAULTS.page)
    const sort = sortDirection(queryString(request, 'sort'), INVOICE_DEFAULTS.sort)
    const key =
      INVOICE_SORT_KEYS[queryString(request, 'sortColumn') ?? ''] ??
      INVOICE_SORT_KEYS[INVOICE_DEFAULTS.sortColumn]

    const filtered = state.invoices.filter(
      (i) =>
        (!status || i.invoiceStatus.toLowerCase() === status) &&
        matchesText(
          q,
          i.client.name,
          i.client.company,
          i.client.companyEmail,
          i.client.country,
          i.service,
          i.invoiceStatus,
          i.total,
          i.balance,
          i.issuedDate,
          i.dueDate,
          i.id,
        ),
    )
    const sorted = key ? sortBy(filtered, key, sort) : filtered
    return {
      allData: state.invoices,
      total: filtered.length,
      invoices: paginate(sorted, page, perPage).items,
    }
  })

  server.get('/api/invoice/invoices/:id', (_schema, request) => {
    const id = toId(request.params.id)
    const invoice = state.invoices.find((i) => i.id === id)
    if (!invoice) return respond(404)
    return { invoice, paymentDetails: paymentDetailsFor(invoice) }
  })

  server.delete('/apps/invoice/delete', (_schema, request) => {
    const id = readId(request)
    const exists = state.invoices.some((i) => i.id === id)
    if (!exists) return respond(404)
    state.invoices = state.invoices.filter((i) => i.id !== id)
    return respond(200, {})
  })

  server.get('/api/invoice/clients', () => invoiceClients().slice(0, 5))
}
