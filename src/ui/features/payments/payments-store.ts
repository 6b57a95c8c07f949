import { proxy } from 'valtio'
import { usd, type Money } from '../../../domain/money'
import type { Payment } from '../../../domain/payments'
import type { ListPaymentsQuery, PaymentsPort } from '../../../ports/payments-port'
import { createListStore } from '../../kit/list/list-store'

/**
 * The payments list (all, by customer, by order), newest first as the port answers it, with the total
 * amount over all pages in `totals.totalAmount`.
 */
export function createPaymentsStore(port: PaymentsPort, newRequestId?: () => string) {
  const totals = proxy<{ totalAmount: Money }>({ totalAmount: usd(0) })
  const store = createListStore<'payments', Payment, ListPaymentsQuery, Payment, Payment>({
    itemsKey: 'payments',
    list: async (query) => {
      const page = await port.listPayments(query)
      totals.totalAmount = page.totalAmount
      return page
    },
    create: (payment, options) => port.createPayment(payment, options),
    update: (name, payment) => port.updatePayment(name, payment),
    remove: (name) => port.deletePayment(name),
    newRequestId,
  })
  return { ...store, totals }
}

export type PaymentsStore = ReturnType<typeof createPaymentsStore>
