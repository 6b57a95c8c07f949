import { sumMoney, type Money } from '../money'
import { isLivePayment, remainingToPay, sumAllocations, type Payment } from '../payments'
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

/** What an invoice's new lines would leave uncovered of the live payment money already set against it. */
export interface UncoveredPayment {
  /** The order line the payment lines name ('' for money on the invoice as a whole). */
  itemName: string
  /** The live payment money set against it. */
  taken: Money
  /** What the new lines bill on it. */
  billed: Money
}

/**
 * Checks that an invoice's lines still cover the payments set against it (so its remaining never goes below
 * zero): for each order line that live payment lines name on this invoice, the invoice must still bill at least
 * that much on it; and the invoice's amount must be at least all live payment money on it.
 */
export function uncoveredPayments(
  invoiceName: string,
  items: readonly Pick<InvoiceItem, 'itemName' | 'amount'>[],
  payments: readonly Payment[],
  zero: Money,
): UncoveredPayment[] {
  const live = payments
    .filter(isLivePayment)
    .flatMap((p) => p.orders.filter((l) => l.invoiceName === invoiceName))
  const money = (value: number): Money => ({ ...zero, value })
  const problems: UncoveredPayment[] = []
  const byItem = new Map<string, number>()
  for (const line of live)
    if (line.itemName) byItem.set(line.itemName, (byItem.get(line.itemName) ?? 0) + line.amount.value)
  for (const [itemName, taken] of byItem) {
    const billed = items
      .filter((item) => item.itemName === itemName)
      .reduce((sum, item) => sum + item.amount.value, 0)
    if (billed < taken) problems.push({ itemName, taken: money(taken), billed: money(billed) })
  }
  const total = live.reduce((sum, line) => sum + line.amount.value, 0)
  const amount = items.reduce((sum, item) => sum + item.amount.value, 0)
  if (amount < total) problems.push({ itemName: '', taken: money(total), billed: money(amount) })
  return problems
}
