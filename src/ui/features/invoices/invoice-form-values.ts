import * as z from 'zod/mini'
import { NO_ACTIVITY, activityOf } from '../../../domain/activity'
import type { Customer } from '../../../domain/customers'
import {
  allocationsOnOtherLines,
  checkInvoiceLine,
  checkInvoiceTotal,
  invoiceAmount,
  remainingOnOrderLine,
  takenOnOrderLine,
  type Invoice,
  type PaymentOnOrder,
} from '../../../domain/invoices'
import { formatDay, parseDay } from '../../../domain/lists'
import { formatMoneyInput, parseMoneyInput, usd, type Money } from '../../../domain/money'
import type { Order } from '../../../domain/orders'
import {
  keyValuePairs,
  limitedText,
  moneyText,
  pairsFromRecord,
  recordFromPairs,
  requiredText,
} from '../../kit/form/schemas'
import { TEXT_LIMITS } from '../../../domain/text'
import { idOf } from '../../../domain/names'

/** One invoice line as the form holds it: price is money text, quantity a whole number as text. */
export interface InvoiceLineValues {
  /** The saved line's name (`invoices/7/items/2`), '' for a new line. */
  name: string
  orderName: string
  itemName: string
  price: string
  quantity: string
  comment: string
}

export interface InvoiceFormValues {
  invoiceTypeName: string
  payeeName: string
  customerName: string
  customerDisplayNameActual: string
  customerDetails: string
  /** Days, `YYYY-MM-DD`. */
  date: string
  dueDate: string
  parameters: { key: string; value: string }[]
  comment: string
  items: InvoiceLineValues[]
}

/** Translation keys of this form's own messages. */
export const INVOICE_MESSAGES = {
  exceedsRemaining: 'invoices:form.errors.exceedsRemaining',
  wrongSign: 'invoices:form.errors.wrongSign',
  quantity: 'invoices:form.errors.quantity',
  atLeastOneLine: 'invoices:form.errors.atLeastOneLine',
  dueBeforeDate: 'invoices:form.errors.dueBeforeDate',
  belowZero: 'invoices:form.errors.belowZero',
} as const

export const DUE_DAYS = 14

export function newInvoiceLine(overrides: Partial<InvoiceLineValues> = {}): InvoiceLineValues {
  return { name: '', orderName: '', itemName: '', price: '', quantity: '1', comment: '', ...overrides }
}

export function emptyInvoiceValues(today: Date, customerName = ''): InvoiceFormValues {
  return {
    invoiceTypeName: '',
    payeeName: '',
    customerName,
    customerDisplayNameActual: '',
    customerDetails: '',
    date: formatDay(today),
    dueDate: formatDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + DUE_DAYS)),
    parameters: [],
    comment: '',
    items: [],
  }
}

const moneyInputOf = (money: Money) => formatMoneyInput(money.value, money.exponent)

/** The customer snapshot an invoice keeps: name, country, e-mail and phone, one per line. */
export function customerSnapshot(
  customer: Pick<Customer, 'displayName' | 'countryName' | 'email' | 'phone'>,
  countryLabel?: string,
) {
  const country = countryLabel ?? idOf(customer.countryName).toUpperCase()
  return {
    customerDisplayNameActual: customer.displayName,
    customerDetails: [customer.displayName, country, customer.email, customer.phone]
      .filter((part) => part.trim())
      .join('\n'),
  }
}

/** A fetched invoice as form values. */
export function invoiceFormValues(invoice: Invoice): InvoiceFormValues {
  return {
    invoiceTypeName: invoice.invoiceTypeName,
    payeeName: invoice.payeeName,
    customerName: invoice.customerName,
    customerDisplayNameActual: invoice.customerDisplayNameActual,
    customerDetails: invoice.customerDetails,
    date: invoice.date ? formatDay(invoice.date) : '',
    dueDate: invoice.dueDate ? formatDay(invoice.dueDate) : '',
    parameters: pairsFromRecord(invoice.parameters),
    comment: invoice.comment,
    items: invoice.items.map((item) => ({
      name: item.name,
      orderName: item.orderName,
      itemName: item.itemName,
      price: moneyInputOf(item.price),
      quantity: item.quantity ? String(Math.round(item.quantity.value * 10 ** item.quantity.exponent)) : '1',
      comment: item.comment,
    })),
  }
}

/** A whole quantity above zero, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value > 0 && Number.isSafeInteger(value) ? value : null
}

/** A line's amount: price × quantity (an unreadable quantity counts as 1, as the server's default). */
export function lineAmount(line: Pick<InvoiceLineValues, 'price' | 'quantity'>): Money {
  return usd(parseMoneyInput(line.price) * (parseQuantity(line.quantity) ?? 1))
}

/** The form's lines as domain lines (item name and amount). */
export const linesOf = (lines: readonly InvoiceLineValues[]) =>
  lines.map((line) => ({ itemName: line.itemName, amount: lineAmount(line) }))

/** An order's lines an invoice may bill: items, services and discounts (discounts as negative totals). */
export function orderLines(order: Order): { name: string; label: string; total: Money }[] {
  const label = (line: { name: string; displayName: string }) =>
    line.displayName || line.name.split('/').slice(2).join(' ')
  return [
    ...order.items.map((item) => ({ name: item.name, label: label(item), total: item.amount })),
    ...order.services.map((service) => ({
      name: service.name,
      label: label(service),
      total: service.amount,
    })),
    ...order.discounts.map((discount) => ({
      name: discount.name,
      label: label(discount),
      total: { ...discount.amount, value: -discount.amount.value },
    })),
  ]
}

/** The total of one order line, when the order is known and has it. */
export function orderLineTotal(order: Order | undefined, itemName: string): Money | undefined {
  return order ? orderLines(order).find((line) => line.name === itemName)?.total : undefined
}

/**
 * What each form line may still bill on its order line (spec §5, decision 0090): total − allocations in the
 * order's other saved invoices (the one being edited left out) − what the order's payments put on the line
 * outside invoices − the other lines of this form on the same order line. Undefined where the order, its line,
 * its invoices or its payments are not known yet (without `paymentsByOrder`, no payment is counted).
 */
export function remainingOnLines(
  lines: readonly InvoiceLineValues[],
  orders: ReadonlyMap<string, Order>,
  invoicesByOrder: ReadonlyMap<string, readonly Invoice[]>,
  currentInvoiceName?: string,
  paymentsByOrder?: ReadonlyMap<string, readonly PaymentOnOrder[]>,
): (Money | undefined)[] {
  const domainLines = linesOf(lines)
  return lines.map((line, index) => {
    const total = line.itemName ? orderLineTotal(orders.get(line.orderName), line.itemName) : undefined
    const invoices = invoicesByOrder.get(line.orderName)
    const payments = paymentsByOrder ? paymentsByOrder.get(line.orderName) : []
    if (!total || !invoices || !payments) return undefined
    return remainingOnOrderLine(
      total,
      takenOnOrderLine(line.itemName, invoices, payments, currentInvoiceName),
      allocationsOnOtherLines(line.itemName, domainLines, index),
    )
  })
}

/** What bounds one form line: its order line's total (negative for a discount) and what remains to bill on it. */
export interface LineLimit {
  total: Money
  remaining: Money
}

/** `remainingOnLines` with each line's order-line total, for the domain's sign rule (`checkInvoiceLine`). */
export function lineLimitsOf(
  lines: readonly InvoiceLineValues[],
  orders: ReadonlyMap<string, Order>,
  invoicesByOrder: ReadonlyMap<string, readonly Invoice[]>,
  currentInvoiceName?: string,
  paymentsByOrder?: ReadonlyMap<string, readonly PaymentOnOrder[]>,
): (LineLimit | undefined)[] {
  const remaining = remainingOnLines(lines, orders, invoicesByOrder, currentInvoiceName, paymentsByOrder)
  return lines.map((line, index) => {
    const total = orderLineTotal(orders.get(line.orderName), line.itemName)
    const left = remaining[index]
    return total && left ? { total, remaining: left } : undefined
  })
}

/** The domain's error of a form line against its limit (none when the limit is not known). */
export const lineError = (line: InvoiceLineValues, limit: LineLimit | undefined) =>
  limit ? checkInvoiceLine(limit.total, limit.remaining, lineAmount(line)) : null

/**
 * Lines for each of an order's lines with something left to bill, priced at what remains: neither invoiced nor
 * paid outside invoices (decision 0090).
 */
export function openLinesOf(
  order: Order,
  invoices: readonly Invoice[],
  payments: readonly PaymentOnOrder[] = [],
): InvoiceLineValues[] {
  return orderLines(order)
    .filter((line) => line.total.value > 0)
    .map((line) => ({
      line,
      remaining: remainingOnOrderLine(line.total, takenOnOrderLine(line.name, invoices, payments), []),
    }))
    .filter(({ remaining }) => remaining.value > 0)
    .map(({ line, remaining }) =>
      newInvoiceLine({ orderName: order.name, itemName: line.name, price: moneyInputOf(remaining) }),
    )
}

/** The invoice's amount as the form stands. */
export const formAmount = (lines: readonly InvoiceLineValues[]): Money =>
  invoiceAmount(linesOf(lines), usd(0))

/** How an order line reads on an invoice (the vehicle's description, the service's type), when the order is known. */
export function orderLineLabel(
  orders: ReadonlyMap<string, Order>,
  orderName: string,
  itemName: string,
): string {
  const order = orders.get(orderName)
  return (order && orderLines(order).find((line) => line.name === itemName)?.label) ?? ''
}

/**
 * The invoice to send: the form's values over what the saved invoice had (number, status, payments kept). A new
 * line is named as its order line reads (`lineLabel`), so the printed invoice says what it bills.
 */
export function invoiceFromValues(
  values: InvoiceFormValues,
  saved?: Invoice,
  lineLabel: (orderName: string, itemName: string) => string = () => '',
): Invoice {
  const sameDay = (saved: Date | null | undefined, day: string) =>
    saved && formatDay(saved) === day ? saved : parseDay(day)
  const items = values.items.map((line, index) => {
    const savedItem = saved?.items.find((item) => item.name && item.name === line.name)
    const price = usd(parseMoneyInput(line.price))
    return {
      name: savedItem?.name ?? '',
      id: savedItem?.id ?? 0,
      displayName: savedItem?.displayName || lineLabel(line.orderName, line.itemName),
      itemName: line.itemName,
      orderName: line.orderName,
      price,
      quantity: {
        value: parseQuantity(line.quantity) ?? 1,
        unitName: savedItem?.quantity?.unitName || 'units/pcs',
        exponent: 0,
      },
      amount: linesOf(values.items)[index]!.amount,
      comment: line.comment.trim(),
    }
  })
  return {
    ...(saved ? activityOf(saved) : NO_ACTIVITY),
    // The version the person read: a save over someone else's later change is refused (decision 0131).
    ...(saved?.etag ? { etag: saved.etag } : {}),
    name: saved?.name ?? '',
    id: saved?.id ?? 0,
    number: saved?.number ?? '',
    displayName: saved?.displayName ?? '',
    customerName: values.customerName,
    customerDisplayNameActual: values.customerDisplayNameActual.trim(),
    customerDetails: values.customerDetails.trim(),
    invoiceTypeName: values.invoiceTypeName,
    payeeName: values.payeeName,
    parameters: recordFromPairs(values.parameters),
    status: saved?.status ?? '',
    comment: values.comment.trim(),
    date: sameDay(saved?.date, values.date),
    dueDate: sameDay(saved?.dueDate, values.dueDate),
    amount: invoiceAmount(items, usd(0)),
    paidAmount: saved?.paidAmount ?? usd(0),
    pendingAmount: saved?.pendingAmount ?? usd(0),
    items,
  }
}

/**
 * The form's rules. `limits` answers, when the form is checked, each line's order-line total and what it may
 * still bill (by index; undefined: not known, not checked — the server checks it again). A line beyond its
 * remaining, or of the wrong sign (a discount line is zero or below), is refused on its price field by the
 * domain's one rule (`checkInvoiceLine`), the one the server applies.
 */
export function invoiceSchema(limits: (values: InvoiceFormValues) => readonly (LineLimit | undefined)[]) {
  return z
    .object({
      invoiceTypeName: requiredText(),
      payeeName: requiredText(),
      customerName: requiredText(),
      customerDisplayNameActual: z.string(),
      customerDetails: z.string(),
      date: requiredText(),
      dueDate: requiredText(),
      parameters: keyValuePairs(),
      comment: limitedText(TEXT_LIMITS.comment),
      items: z
        .array(
          z.object({
            name: z.string(),
            orderName: requiredText(),
            itemName: requiredText(),
            price: moneyText({ allowNegative: true }),
            quantity: z
              .string()
              .check(z.refine((text) => parseQuantity(text) !== null, INVOICE_MESSAGES.quantity)),
            comment: z.string(),
          }),
        )
        .check(z.minLength(1, INVOICE_MESSAGES.atLeastOneLine)),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.date && values.dueDate && values.dueDate < values.date)
          context.addIssue({ code: 'custom', path: ['dueDate'], message: INVOICE_MESSAGES.dueBeforeDate })
        const bounds = limits(values)
        values.items.forEach((line, index) => {
          const error = lineError(line, bounds[index])
          if (error)
            context.addIssue({
              code: 'custom',
              path: ['items', index, 'price'],
              message: INVOICE_MESSAGES[error.code],
            })
        })
        if (values.items.length > 0 && checkInvoiceTotal(formAmount(values.items)))
          context.addIssue({ code: 'custom', path: ['items'], message: INVOICE_MESSAGES.belowZero })
      }),
    ) satisfies z.ZodMiniType<InvoiceFormValues>
}
