import type { TFunction } from 'i18next'
import {
  remainingOnInvoice,
  type Invoice,
  type InvoicePayee,
  type InvoiceType,
} from '../../../domain/invoices'
import { formatUnitValue, sumMoney, type Money, type UnitValue } from '../../../domain/money'
import { keptDefaultName, lineIdOf } from '../../../domain/orders'
import { defaultPaymentName, paymentLineStatus, type Payment } from '../../../domain/payments'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { orderLineText } from '../shared'
import { idOf } from '../../../domain/names'

/** A payment received on an invoice: the approved money of one payment set against it. */
export interface ReceivedPayment {
  name: string
  displayName: string
  date: Date | null
  amount: Money
}

/**
 * An invoice with what its printed form shows besides: its type (logo, header comment), its payee and the
 * payments received on it (null when they could not be loaded: the document then shows without them).
 */
export interface InvoiceDocument {
  invoice: Invoice
  type: InvoiceType | null
  payee: InvoicePayee | null
  received: ReceivedPayment[] | null
}

/**
 * The payments received on an invoice, oldest first: for each approved payment that counts (not reverted or
 * cancelled, `paymentLineStatus` paid), the sum of its lines set against the invoice. Pending payments are
 * not received yet; they show in the pending total.
 */
export function paymentsReceived(invoiceName: string, payments: readonly Payment[]): ReceivedPayment[] {
  return payments
    .filter((payment) => paymentLineStatus(payment) === 'paid')
    .flatMap((payment) => {
      const lines = payment.orders.filter((line) => line.invoiceName === invoiceName)
      if (lines.length === 0) return []
      const amount = sumMoney(
        lines.map((line) => line.amount),
        { ...lines[0]!.amount, value: 0 },
      )
      return [{ name: payment.name, displayName: payment.displayName, date: payment.date, amount }]
    })
    .sort((a, b) => (a.date?.getTime() ?? Infinity) - (b.date?.getTime() ?? Infinity))
}

/** Loads an invoice, then its type and payee (either may be gone: the document shows without it). */
export async function loadInvoiceDocument(name: string): Promise<InvoiceDocument> {
  const invoice = await resolvePort(PORTS.invoices).getInvoice(name)
  const [type, payee, received] = await Promise.all([
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
    resolvePort(PORTS.payments)
      .listPayments({
        page: 1,
        perPage: 500,
        sortColumn: 'date',
        sort: 'asc',
        search: '',
        customerName: invoice.customerName,
      })
      .then(
        (page) => paymentsReceived(invoice.name, page.items),
        () => null,
      ),
  ])
  return { invoice, type, payee, received }
}

/** The figures at the foot of an invoice: amount, paid, pending and the balance due (what remains, spec §5). */
export function invoiceTotals(
  invoice: Invoice,
): { key: 'amount' | 'paid' | 'pending' | 'balanceDue'; value: Money }[] {
  return [
    { key: 'amount', value: invoice.amount },
    { key: 'paid', value: invoice.paidAmount },
    { key: 'pending', value: invoice.pendingAmount },
    { key: 'balanceDue', value: remainingOnInvoice(invoice) },
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

/**
 * How a received payment is named on the invoice: the name a person gave it, or the server's default
 * (`Payment #42`, English on the wire) in the person's language (decision 0010).
 */
export function receivedPaymentLabel(payment: Pick<ReceivedPayment, 'name' | 'displayName'>, t: TFunction) {
  const id = lineIdOf(payment.name)
  return keptDefaultName(payment.displayName, defaultPaymentName, id)
    ? t('invoices:document.receivedPaymentTitle', { id })
    : payment.displayName
}

/** A line's quantity with its unit in the person's language (`2 шт.`); 1 when the line has none. */
export function quantityText(quantity: UnitValue | null | undefined, t: TFunction, locale: string): string {
  return quantity
    ? formatUnitValue(quantity, locale, (code) => t(`common:units.${code}`, { defaultValue: code }))
    : '1'
}

/**
 * How a line names what it bills: the order and the item or service (a line with no name of its own, only
 * its resource name, is worded "Item 1" in the person's language).
 */
export function lineLabels(item: Invoice['items'][number], t: TFunction) {
  const orderId = idOf(item.orderName)
  const named = item.displayName && item.displayName !== item.itemName
  return {
    order: orderId ? `#${orderId}` : '',
    item: named ? item.displayName : orderLineText(t, item.itemName),
  }
}
