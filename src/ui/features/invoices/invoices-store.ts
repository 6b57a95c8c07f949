import type { Invoice } from '../../../domain/invoices'
import type { InvoicesPort, ListInvoicesQuery } from '../../../ports/invoices-port'
import { createListStore } from '../../kit/list/list-store'

/** The invoices list (all, by customer, by order): saves mark creating/updating, then the list reloads. */
export function createInvoicesStore(port: InvoicesPort, newRequestId?: () => string) {
  return createListStore<'invoices', Invoice, ListInvoicesQuery, Invoice, Invoice>({
    itemsKey: 'invoices',
    list: (query) => port.listInvoices(query),
    create: (invoice, options) => port.createInvoice(invoice, options),
    update: (name, invoice) => port.updateInvoice(name, invoice),
    remove: (name) => port.deleteInvoice(name),
    newRequestId,
  })
}

export type InvoicesStore = ReturnType<typeof createInvoicesStore>
