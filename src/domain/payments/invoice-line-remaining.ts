import { subtractMoney, type Money } from '../money'
import { isLivePayment } from './live-allocations'
import type { Payment, PaymentOrder } from './payment'

/** What a payment line may be set against: an invoice with its amount and the order lines it bills. */
export interface PayableInvoice {
  name: string
  amount: Money
  items: readonly { itemName: string; amount: Money }[]
}

type Line = Pick<PaymentOrder, 'localId' | 'invoiceName' | 'itemName' | 'amount'>
type OtherPayment = Pick<Payment, 'name' | 'status' | 'isApproved' | 'orders'>

const minMoney = (a: Money, b: Money): Money => (b.value < a.value ? b : a)

/**
 * What still can be paid on each line of a payment that is set against an invoice, by `localId` (spec §5,
 * "remaining on an invoice" = amount − paid − pending + this payment's own allocations):
 * - on the invoice: its amount minus the lines of other live payments that name it;
 * - when the line names an order line too: what the invoice bills on that order line minus the lines of other
 *   live payments on that invoice line; the line may take the smaller of the two.
 * Earlier lines of the same payment on the same invoice (and invoice line) use it up first. `payments` are the
 * payments that may name these invoices; the one named `self` (the payment being saved) is left out, so its
 * own lines are given back whatever its status. A line without an invoice, or with an unknown one, gets no entry.
 */
export function remainingOnInvoiceLines(
  lines: readonly Line[],
  invoices: ReadonlyMap<string, PayableInvoice>,
  payments: readonly OtherPayment[],
  self?: string,
): Map<string, Money> {
  const others = payments.filter((payment) => payment.name !== self && isLivePayment(payment))
  const taken = (belongs: (line: PaymentOrder) => boolean) =>
    others.reduce((sum, p) => sum + p.orders.filter(belongs).reduce((s, l) => s + l.amount.value, 0), 0)
  const remaining = new Map<string, Money>()
  const used = new Map<string, number>()
  const spendFrom = (key: string, value: number) => {
    const before = used.get(key) ?? 0
    used.set(key, before + value)
    return before
  }
  for (const line of lines) {
    const invoice = line.invoiceName ? invoices.get(line.invoiceName) : undefined
    if (!invoice) continue
    const onInvoice = taken((l) => l.invoiceName === invoice.name)
    let left: Money = {
      ...invoice.amount,
      value: invoice.amount.value - onInvoice - spendFrom(invoice.name, line.amount.value),
    }
    if (line.itemName) {
      const billed = invoice.items.filter((item) => item.itemName === line.itemName)
      if (billed.length > 0) {
        const total = billed.reduce((sum, item) => sum + item.amount.value, 0)
        const onLine = taken((l) => l.invoiceName === invoice.name && l.itemName === line.itemName)
        const key = `${invoice.name}|${line.itemName}`
        const lineLeft = subtractMoney(
          { ...invoice.amount, value: total - onLine },
          { ...invoice.amount, value: spendFrom(key, line.amount.value) },
        )
        left = minMoney(left, lineLeft)
      }
    }
    remaining.set(line.localId, left)
  }
  return remaining
}
