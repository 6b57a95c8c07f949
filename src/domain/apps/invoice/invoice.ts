import { queryLocally, type ListQuery, type Page, type SortKey } from '../../lists'

/** Template-apps §4: the demo invoice statuses. */
export const INVOICE_STATUSES = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
export const isInvoiceStatus = (value: unknown): value is InvoiceStatus =>
  INVOICE_STATUSES.includes(value as InvoiceStatus)

/** Template-apps §3: the client an invoice is addressed to. */
export interface InvoiceClient {
  name: string
  company: string
  companyEmail: string
  country: string
  contact: string
  address: string
}

/** One line of an invoice: `cost` in cents per unit, `qty` units (up to 3 decimals). */
export interface InvoiceLine {
  item: string
  description: string
  cost: number
  qty: number
}

export const PAYMENT_METHODS = ['cash', 'bankTransfer', 'debitCard', 'creditCard', 'paypal'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** A payment received against an invoice: `amount` in cents, `date` a day `YYYY-MM-DD`. */
export interface InvoicePayment {
  amount: number
  date: string
  method: PaymentMethod
  note: string
}

/**
 * A demo invoice (template-apps §3). Money is in cents. The mock knows id, dates, client, service, total,
 * avatar, status and balance; the lines, discount, tax, note and payments are what this app adds (a mock
 * invoice reads as one line: its service at its total).
 */
export interface Invoice {
  id: number
  /** `YYYY-MM-DD` */
  issuedDate: string
  /** `YYYY-MM-DD` */
  dueDate: string
  client: InvoiceClient
  /** The first line's item (what the list shows). */
  service: string
  total: number
  balance: number
  /** An image URL, '' for none (initials are shown). */
  avatar: string
  invoiceStatus: string
  lines: InvoiceLine[]
  discountPercent: number
  taxPercent: number
  note: string
  payments: InvoicePayment[]
}

/** The bank details the mock gives an invoice (`paymentDetails` without the total due, which is the balance). */
export interface InvoiceBankDetails {
  bankName: string
  country: string
  iban: string
  swiftCode: string
}

/** An invoice as the preview shows it; `bank` is null for an invoice the mock does not know. */
export interface InvoiceRecord {
  invoice: Invoice
  bank: InvoiceBankDetails | null
}

/** What the add and edit form gives: everything the person chooses. */
export interface InvoiceDraft {
  issuedDate: string
  dueDate: string
  client: InvoiceClient
  lines: InvoiceLine[]
  discountPercent: number
  taxPercent: number
  note: string
}

/** The list's query: the mock's q, status, sort, sortColumn, page and perPage. */
export interface InvoiceListQuery {
  q: string
  status?: InvoiceStatus
  sort: 'asc' | 'desc'
  sortColumn: string
  page: number
  perPage: number
}

/** Template-apps §9: page 1, 10 rows, newest id first (the mock's defaults). */
export const INVOICE_LIST_DEFAULTS = { page: 1, perPage: 10, sort: 'desc', sortColumn: 'id' } as const

// ---------------------------------------------------------------------------------------------------------------
// Totals

/** A line's price in cents: cost × qty, rounded to the cent. */
export const lineAmount = (line: Pick<InvoiceLine, 'cost' | 'qty'>): number =>
  Math.round(line.cost * line.qty)

export interface InvoiceTotals {
  subtotal: number
  discount: number
  tax: number
  total: number
}

/**
 * Subtotal (sum of the line prices), the discount (percent of the subtotal), the tax (percent of the subtotal
 * after the discount) and the total, each rounded to the cent. Percentages are clamped to 0–100.
 */
export function invoiceTotals(
  invoice: Pick<InvoiceDraft, 'lines' | 'discountPercent' | 'taxPercent'>,
): InvoiceTotals {
  const subtotal = invoice.lines.reduce((sum, line) => sum + lineAmount(line), 0)
  const clamp = (percent: number) => (Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0)
  const discount = Math.round((subtotal * clamp(invoice.discountPercent)) / 100)
  const tax = Math.round(((subtotal - discount) * clamp(invoice.taxPercent)) / 100)
  return { subtotal, discount, tax, total: subtotal - discount + tax }
}

/** What has been paid: the total less the balance (never below zero). */
export const paidAmount = (invoice: Pick<Invoice, 'total' | 'balance'>): number =>
  Math.max(0, invoice.total - invoice.balance)

/** The status once `paid` of `total` is paid: Paid when nothing is left, Partial Payment when some is. */
function statusForPaid(previous: string, total: number, paid: number): string {
  if (paid > 0 && paid >= total) return 'Paid'
  if (paid > 0) return 'Partial Payment'
  return previous === 'Paid' || previous === 'Partial Payment' ? 'Draft' : previous
}

/** A new invoice from the form: a Draft with nothing paid, the next id. */
export function newInvoice(id: number, draft: InvoiceDraft): Invoice {
  const { total } = invoiceTotals(draft)
  return {
    id,
    ...draft,
    service: draft.lines[0]?.item ?? '',
    total,
    balance: total,
    avatar: '',
    invoiceStatus: 'Draft',
    payments: [],
  }
}

/** The invoice after an edit: what was paid stays paid, the balance and status follow the new total. */
export function reviseInvoice(invoice: Invoice, draft: InvoiceDraft): Invoice {
  const paid = paidAmount(invoice)
  const { total } = invoiceTotals(draft)
  return {
    ...invoice,
    ...draft,
    service: draft.lines[0]?.item ?? '',
    // The client's picture belongs to the client.
    avatar: draft.client.name === invoice.client.name ? invoice.avatar : '',
    total,
    balance: Math.max(0, total - paid),
    invoiceStatus: statusForPaid(invoice.invoiceStatus, total, paid),
  }
}

/** Why a payment cannot be taken, or null: it must be above zero and at most the balance. */
export function paymentProblem(
  invoice: Pick<Invoice, 'balance'>,
  amount: number,
): 'positive' | 'overBalance' | null {
  if (!(amount > 0)) return 'positive'
  if (amount > invoice.balance) return 'overBalance'
  return null
}

/** The invoice after a payment: a lower balance, Paid or Partial Payment, the payment recorded. */
export function applyPayment(invoice: Invoice, payment: InvoicePayment): Invoice {
  const problem = paymentProblem(invoice, payment.amount)
  if (problem) throw new RangeError(`payment ${problem}`)
  const balance = invoice.balance - payment.amount
  return {
    ...invoice,
    balance,
    invoiceStatus: balance === 0 ? 'Paid' : 'Partial Payment',
    payments: [...invoice.payments, payment],
  }
}

/** The status once the invoice is sent: a Draft or Downloaded invoice becomes Sent; the others keep theirs. */
export const statusAfterSending = (status: string): string =>
  status === 'Draft' || status === 'Downloaded' ? 'Sent' : status

/** A copy to start a new invoice from: the same client, dates, lines and terms; nothing paid. */
export const draftOf = (invoice: Invoice): InvoiceDraft => ({
  issuedDate: invoice.issuedDate,
  dueDate: invoice.dueDate,
  client: { ...invoice.client },
  lines: invoice.lines.map((line) => ({ ...line })),
  discountPercent: invoice.discountPercent,
  taxPercent: invoice.taxPercent,
  note: invoice.note,
})

/** The next id: the last id plus 1 (template-apps §9), 5001 for none. */
export const nextInvoiceId = (ids: Iterable<number>): number => {
  let last = 5000
  for (const id of ids) if (id > last) last = id
  return last + 1
}

// ---------------------------------------------------------------------------------------------------------------
// The list: the mock's rules (src/mock/apps/invoice/handlers.ts), run in the browser over the whole list.

const dollars = (cents: number): string => String(cents / 100)

/** What the list sorts by: the fields the mock answers too. */
export type InvoiceListRow = Pick<
  Invoice,
  'id' | 'client' | 'service' | 'total' | 'balance' | 'issuedDate' | 'dueDate' | 'invoiceStatus'
>

/**
 * Sort keys by the mock's sortColumn names (the mock sorts with them as well); `client` and `name` sort by the
 * client's name.
 */
export const INVOICE_SORT_KEYS: Record<string, (invoice: InvoiceListRow) => SortKey> = {
  id: (i) => i.id,
  client: (i) => i.client.name,
  name: (i) => i.client.name,
  company: (i) => i.client.company,
  service: (i) => i.service,
  total: (i) => i.total,
  balance: (i) => i.balance,
  issuedDate: (i) => i.issuedDate,
  dueDate: (i) => i.dueDate,
  invoiceStatus: (i) => i.invoiceStatus,
}

/** What a search looks in (the mock's fields: client, service, status, amounts in dollars, dates, id). */
export const invoiceSearchTexts = (i: Invoice): string[] => [
  i.client.name,
  i.client.company,
  i.client.companyEmail,
  i.client.country,
  i.service,
  i.invoiceStatus,
  dollars(i.total),
  dollars(i.balance),
  i.issuedDate,
  i.dueDate,
  String(i.id),
]

/**
 * One page of the list: the status filter (any case), the search, the sort (an unknown column sorts by id) and
 * the page. The page count is rounded up, so the last, shorter page is always reachable.
 */
export function queryInvoices(invoices: readonly Invoice[], query: InvoiceListQuery): Page<Invoice> {
  const status = query.status?.toLowerCase()
  const rows = status ? invoices.filter((i) => i.invoiceStatus.toLowerCase() === status) : invoices
  const sortColumn = INVOICE_SORT_KEYS[query.sortColumn] ? query.sortColumn : INVOICE_LIST_DEFAULTS.sortColumn
  const listQuery: ListQuery = {
    search: query.q,
    sort: query.sort,
    sortColumn,
    page: query.page,
    perPage: query.perPage,
  }
  return queryLocally(rows, listQuery, {
    searchTexts: invoiceSearchTexts,
    sortKey: (row, column) => INVOICE_SORT_KEYS[column]?.(row),
  })
}

/** The page to show after the list shrank: the last page when the current one is past it. */
export const pageInRange = (page: number, totalPages: number): number =>
  totalPages > 0 && page > totalPages ? totalPages : page

// ---------------------------------------------------------------------------------------------------------------
// Days and amounts as typed

/** A day `YYYY-MM-DD` as a local Date (noon, so no zone moves it to another day); null when not a day. */
export function dayToDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A local Date's day `YYYY-MM-DD`. */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The day `days` after `day` (calendar days). */
export function addDays(day: string, days: number): string {
  const date = dayToDate(day)
  if (!date) return day
  date.setDate(date.getDate() + days)
  return dateToDay(date)
}

/** A quantity as typed (a comma is a decimal point): a number above 0 with at most 3 decimals, else null. */
export function parseQuantity(text: string): number | null {
  const cleaned = text.trim().replace(',', '.')
  if (!/^\d+(\.\d{1,3})?$/.test(cleaned)) return null
  const value = Number(cleaned)
  return value > 0 ? value : null
}

/** A percentage as typed: 0 to 100 with at most 2 decimals ('' is 0), else null. */
export function parsePercent(text: string): number | null {
  const cleaned = text.trim().replace(',', '.')
  if (cleaned === '') return 0
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null
  const value = Number(cleaned)
  return value <= 100 ? value : null
}

/** The initials of a name, for a client without a picture (`Marta Kowalczyk` → `MK`). */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/** Who issues the demo invoices (the letterhead of the preview, the PDF and the e-mail). */
export const INVOICE_ISSUER = {
  name: 'CargoDesk Logistics',
  address: ['12 Harbour Road', '3011 Rotterdam, Netherlands'],
  phone: '+31 10 555 0100',
  email: 'billing@cargodesk.example',
} as const

/** A status as a translation key (`Partial Payment` → `partialPayment`). */
export const statusKey = (status: string): string =>
  status
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('')
