import {
  remainingOnInvoice,
  type Invoice,
  type InvoicePayee,
  type InvoiceType,
} from '../../../domain/invoices'
import type { Money } from '../../../domain/money'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../app/use-port'

/** An invoice with what its printed form shows besides: its type (logo, header comment) and its payee. */
export interface InvoiceDocument {
  invoice: Invoice
  type: InvoiceType | null
  payee: InvoicePayee | null
}

/** Loads an invoice, then its type and payee (either may be gone: the document shows without it). */
export async function loadInvoiceDocument(name: string): Promise<InvoiceDocument> {
  const invoice = await resolvePort(PORTS.invoices).getInvoice(name)
  const [type, payee] = await Promise.all([
    invoice.invoiceTypeName
      ? resolvePort(PORTS.invoiceTypes)
          .getInvoiceType(invoice.invoiceTypeName)
          .catch(() => null)
      : null,
    invoice.payeeName
      ? resolvePort(PORTS.invoicePayees)
          .getInvoicePayee(invoice.payeeName)
          .catch(() => null)
      : null,
  ])
  return { invoice, type, payee }
}

/** The figures at the foot of an invoice: amount, paid, pending and what remains. */
export function invoiceTotals(
  invoice: Invoice,
): { key: 'amount' | 'paid' | 'pending' | 'remaining'; value: Money }[] {
  return [
    { key: 'amount', value: invoice.amount },
    { key: 'paid', value: invoice.paidAmount },
    { key: 'pending', value: invoice.pendingAmount },
    { key: 'remaining', value: remainingOnInvoice(invoice) },
  ]
}

/** The payee's bank details as labelled rows (only the filled ones), in the order a bank form asks them. */
export function bankDetails(payee: InvoicePayee | null): { key: string; value: string }[] {
  if (!payee) return []
  const rows = [
    { key: 'bank', value: payee.bankDisplayName },
    { key: 'payee', value: payee.bankPayeeDisplayName || payee.displayName },
    { key: 'address', value: payee.bankPayeeAddressDisplayName },
    { key: 'account', value: payee.bankPayeeAccountDisplayName },
    { key: 'swift', value: payee.swift },
    { key: 'routing', value: payee.bankRoutingNumber },
    { key: 'requisites', value: payee.additionalRequisites },
  ]
  return rows.filter((row) => row.value.trim())
}

/** How a line names what it bills: the order and the item or service (a name that is only the resource name reads as its last parts). */
export function lineLabels(item: Invoice['items'][number]) {
  const orderId = item.orderName.slice(item.orderName.lastIndexOf('/') + 1)
  const named = item.displayName && item.displayName !== item.itemName
  return {
    order: orderId ? `#${orderId}` : '',
    item: named ? item.displayName : item.itemName.split('/').slice(2).join(' '),
  }
}
