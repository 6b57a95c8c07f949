import { sumMoney, type Money } from '../money'
import { remainingToPay, sumAllocations, type Payment } from '../payments'
import type { Invoice, InvoiceItem } from './invoice'

/** amount of an invoice = Σ item amounts (currency of `zero` when it has none). */
export function invoiceAmount(items: readonly Pick<InvoiceItem, 'amount'>[], zero: Money): Money {
  return sumMoney(
    items.map((item) => item.amount),
    zero,
  )
}

/**
 * paidAmount and pendingAmount of an invoice, from the payment lines that name it (`invoiceName`):
 * paid = Σ lines of approved payments, pending = Σ lines of unapproved ones; reverted and cancelled
 * payments count in neither (see `paymentLineStatus`).
 */
export function deriveInvoicePayments(
  invoice: Pick<Invoice, 'name' | 'amount'>,
  payments: readonly Payment[],
): Pick<Invoice, 'paidAmount' | 'pendingAmount'> {
  const lines = sumAllocations(payments, (line) => line.invoiceName === invoice.name, invoice.amount)
  return { paidAmount: lines.paid, pendingAmount: lines.pending }
}

/**
 * Remaining on an invoice (spec §5) = amount − paid − pending + allocations, where `allocations` are the
 * lines of the payment being edited that already point at this invoice.
 */
export function remainingOnInvoice(
  invoice: Pick<Invoice, 'amount' | 'paidAmount' | 'pendingAmount'>,
  allocations: readonly Money[] = [],
): Money {
  return remainingToPay(invoice, allocations)
}
