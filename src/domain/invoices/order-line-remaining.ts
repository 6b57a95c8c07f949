import { subtractMoney, sumMoney, type Money } from '../money'
import type { Payment, PaymentOrder } from '../payments/payment'
import { isLivePayment } from '../payments/live-allocations'
import type { InvoiceItem } from './invoice'

/**
 * Remaining on an order item or service (spec §5) = its total − amounts already allocated to it in
 * (other, saved) invoices and paid on it outside invoices (`takenOnOrderLine`) − allocations on other lines of
 * the current invoice. May go negative when the
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

/** A payment as the billing rule reads it: whether it counts, and its lines. */
export type PaymentOnOrder = Pick<Payment, 'status' | 'isApproved'> & {
  orders: readonly Pick<PaymentOrder, 'itemName' | 'invoiceName' | 'amount'>[]
}

/**
 * What payments put on the order line `itemName` outside any invoice: the lines of live payments (paid or pending;
 * a reverted or cancelled payment counts nowhere) that name the line and no invoice. That money is received
 * already, so no invoice bills it (decision 0090).
 */
export function paidOutsideInvoices(itemName: string, payments: readonly PaymentOnOrder[]): Money[] {
  return payments
    .filter(isLivePayment)
    .flatMap((payment) => payment.orders)
    .filter((line) => line.itemName === itemName && !line.invoiceName)
    .map((line) => line.amount)
}

/**
 * What no invoice may bill again on the order line `itemName` (decision 0090): what saved invoices bill on it
 * (the one being edited left out, `allocationsInInvoices`) and what payments naming no invoice paid on it
 * (`paidOutsideInvoices`). An invoice bills only what is still neither invoiced nor paid.
 */
export function takenOnOrderLine(
  itemName: string,
  invoices: readonly { name: string; items: readonly Pick<InvoiceItem, 'itemName' | 'amount'>[] }[],
  payments: readonly PaymentOnOrder[],
  currentInvoiceName?: string,
): Money[] {
  return [
    ...allocationsInInvoices(itemName, invoices, currentInvoiceName),
    ...paidOutsideInvoices(itemName, payments),
  ]
}
