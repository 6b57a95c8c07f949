import type { InvoicePayee } from '../../../domain/invoices'
import type { InvoicePayeesPort } from '../../../ports/invoice-payees-port'
import { createListStore } from '../../kit/list/list-store'

/** Beneficiaries (invoice payees): a whole list, loaded with `load(undefined)`. */
export function createBeneficiariesStore(port: InvoicePayeesPort, newRequestId?: () => string) {
  return createListStore<'payees', InvoicePayee, void, InvoicePayee, InvoicePayee>({
    itemsKey: 'payees',
    list: () => port.listInvoicePayees(),
    create: (payee, options) => port.createInvoicePayee(payee, options),
    update: (name, payee) => port.updateInvoicePayee(name, payee),
    remove: (name) => port.deleteInvoicePayee(name),
    newRequestId,
  })
}
