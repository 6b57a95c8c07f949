import { subtractMoney, sumMoney, type Money } from '../money'
import type { InvoiceItem } from './invoice'

/**
 * Remaining on an order item or service (spec §5) = its total − amounts already allocated to it in
 * (other, saved) invoices − allocations on other lines of the current invoice. May go negative when the
 * line is over-allocated; the form shows that as an error.
 */
export function remainingOnOrderLine(
  lineTotal: Money,
  allocatedInInvoices: readonly Money[],
  allocatedOnOtherLines: readonly Money[],
): Money {
  return subtractMoney(
    subtractMoney(lineTotal, sumMoney(allocatedInInvoices, lineTotal)),
    sumMoney(allocatedOnOtherLines, lineTotal),
  )
}

/**
 * Amounts allocated to the order line `itemName` in saved invoices, leaving out the invoice being edited
 * (its lines are counted from the form instead).
 */
export function allocationsInInvoices(
  itemName: string,
  invoices: readonly { name: string; items: readonly Pick<InvoiceItem, 'itemName' | 'amount'>[] }[],
  currentInvoiceName?: string,
): Money[] {
  return invoices
    .filter((invoice) => !currentInvoiceName || invoice.name !== currentInvoiceName)
    .flatMap((invoice) => invoice.items)
    .filter((item) => item.itemName === itemName)
    .map((item) => item.amount)
}

/** Amounts on the other lines of the current invoice form that point at the same order line. */
export function allocationsOnOtherLines(
  itemName: string,
  currentLines: readonly Pick<InvoiceItem, 'itemName' | 'amount'>[],
  ownIndex: number,
): Money[] {
  return currentLines
    .filter((line, index) => index !== ownIndex && line.itemName === itemName)
    .map((line) => line.amount)
}
