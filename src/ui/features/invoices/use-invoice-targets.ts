import type { Invoice, PaymentOnOrder } from '../../../domain/invoices'
import { PORTS } from '../../../ports/tokens'
import { useLoadEach } from '../../kit/use-load-each'
import { resolvePort } from '../../runtime/use-port'

const getOrder = (name: string) => resolvePort(PORTS.orders).getOrder(name)

/** Every saved invoice of one order (the remaining rule needs them all). */
export async function invoicesOfOrder(orderName: string): Promise<Invoice[]> {
  const page = await resolvePort(PORTS.invoices).listInvoices({
    page: 1,
    perPage: 500,
    sortColumn: 'id',
    sort: 'asc',
    search: '',
    orderName,
  })
  return page.items
}

/** Every payment on one order: what its lines received outside invoices is not billed (decision 0090). */
export async function paymentsOfOrder(orderName: string): Promise<PaymentOnOrder[]> {
  const query = { page: 1, perPage: 500, sortColumn: 'id', sort: 'asc' as const, search: '', orderName }
  return (await resolvePort(PORTS.payments).listPayments(query)).items
}

/**
 * The orders an invoice form's lines name, and the saved invoices and the payments of each of them: what the
 * remaining rule of each line needs. Loads what is missing as lines name new orders; the maps only grow.
 */
export function useInvoiceTargets(orderNames: readonly string[]) {
  const orders = useLoadEach(orderNames, getOrder)
  const invoices = useLoadEach(orderNames, invoicesOfOrder)
  const payments = useLoadEach(orderNames, paymentsOfOrder)
  return { orders, invoices, payments }
}
