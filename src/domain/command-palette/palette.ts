/**
 * The command palette's pure rules (Ctrl/⌘+K): which record kinds and actions a user may reach, how a record
 * becomes a result, how pages match, and how the groups are laid out. No React, no ports.
 */
import { matchTitles } from '../layout/search'
import { idOf, nameOf } from '../names'

/**
 * The record kinds the palette finds through the API, in display order. Invoices have no search in the API
 * (ListInvoices has none): they are found by what it can answer (`invoiceLookups`).
 */
export const RECORD_KINDS = ['customers', 'orders', 'invoices', 'payments', 'vehicles', 'containers'] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

/** The permission subject that opens each kind's list and view (route table). */
export const RECORD_SUBJECT: Record<RecordKind, string> = {
  customers: 'users',
  orders: 'orders',
  invoices: 'invoices',
  payments: 'payments',
  vehicles: 'cargoloop',
  containers: 'cargoloop',
}

export type Can = (action: string, subject: string) => boolean

/** The kinds a user may search: those whose list they may read (a customer or the client role: none of staff's). */
export const searchableKinds = (can: Can): RecordKind[] =>
  RECORD_KINDS.filter((kind) => can('read', RECORD_SUBJECT[kind]))

/** Records per kind (the List* call's perPage). */
export const RECORDS_PER_KIND = 5
/** Pages shown at most. */
export const PAGES_LIMIT = 6
/** Typing pause before the records are searched. */
export const RECORD_DEBOUNCE_MS = 250
/** Shortest query the API is asked about. */
export const MIN_RECORD_QUERY = 2

export type PaletteItemKind = 'page' | 'record' | 'action'

/** One row of the palette: what it shows and what choosing it does (`href` to open, or `command` to run). */
export interface PaletteItem {
  key: string
  kind: PaletteItemKind
  title: string
  subtitle?: string
  icon: string
  href?: string
  command?: PaletteCommand
  /** A record's own id (`C1001`, `42`). */
  recordId?: string
}

export type PaletteCommand = 'skin-dark' | 'skin-light' | 'sign-out'

export interface PaletteGroup {
  id: string
  items: PaletteItem[]
}

/** A record as the palette needs it, from any of the lists (see the `*Record` functions). */
export interface RecordSummary {
  id: string | number
  title: string
  subtitle: string
}

const RECORD_HREF: Record<RecordKind, (id: string) => string> = {
  customers: (id) => `/customers/${id}/view`,
  orders: (id) => `/orders/${id}/view`,
  invoices: (id) => `/invoices/${id}/view`,
  payments: (id) => `/payments/${id}/view`,
  vehicles: (id) => `/cargoloop/vehicles/${id}`,
  containers: (id) => `/cargoloop/containers/${id}`,
}

const RECORD_ICON: Record<RecordKind, string> = {
  customers: 'users',
  orders: 'shopping-cart',
  invoices: 'file-text',
  payments: 'credit-card',
  vehicles: 'truck',
  containers: 'package',
}

/** A found record as a palette row, opening its view route. */
export function recordItem(kind: RecordKind, record: RecordSummary): PaletteItem {
  const id = encodeURIComponent(String(record.id))
  return {
    key: `${kind}:${record.id}`,
    kind: 'record',
    title: record.title,
    subtitle: record.subtitle || undefined,
    icon: RECORD_ICON[kind],
    href: RECORD_HREF[kind](id),
    recordId: String(record.id),
  }
}

const join = (...parts: (string | undefined | null)[]): string =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join(' · ')

export const customerRecord = (c: {
  id: string
  displayName: string
  companyDisplayName: string
  email: string
}): RecordSummary => ({
  id: c.id,
  title: join(c.id, c.displayName) || c.id,
  subtitle: join(c.companyDisplayName, c.email),
})

/**
 * How a record row words what the server sends as codes, in the user's language: the title of a record that
 * kept the server's default name (`Order #2001`), and a status (`partially_paid` → "Partially paid").
 * Without it the codes are shown as they are.
 */
export interface RecordWords {
  title?: (id: number, displayName: string) => string
  status?: (status: string) => string
}

const customerOf = (r: { customerName: string; customerDisplayName?: string }) =>
  join(r.customerName ? idOf(r.customerName) : '', r.customerDisplayName)

export const orderRecord = (
  o: { id: number; displayName: string; customerName: string; customerDisplayName?: string; status: string },
  words: RecordWords = {},
): RecordSummary => ({
  id: o.id,
  title: words.title?.(o.id, o.displayName) || o.displayName || `#${o.id}`,
  subtitle: join(customerOf(o), words.status ? words.status(o.status) : o.status),
})

export const paymentRecord = (
  p: { id: number; displayName: string; customerName: string; customerDisplayName?: string; status: string },
  words: RecordWords = {},
): RecordSummary => ({
  id: p.id,
  title: words.title?.(p.id, p.displayName) || p.displayName || `#${p.id}`,
  subtitle: join(customerOf(p), words.status ? words.status(p.status) : p.status),
})

export const vehicleRecord = (v: {
  id: number
  editedVin: string
  editedDescription: string
  details: { vin: string; lotNumber: string; description: string } | null
}): RecordSummary => {
  const vin = v.editedVin || v.details?.vin || ''
  const lot = v.details?.lotNumber ?? ''
  return {
    id: v.id,
    title: join(vin, v.editedDescription || v.details?.description) || `#${v.id}`,
    subtitle: lot ? `Lot ${lot}` : '',
  }
}

export const containerRecord = (s: {
  id: number
  container: { containerNo: string; bookingNo: string; shippingLine: string } | null
}): RecordSummary => ({
  id: s.id,
  title: s.container?.containerNo || `#${s.id}`,
  subtitle: join(s.container?.bookingNo, s.container?.shippingLine),
})

export const invoiceRecord = (
  i: {
    id: number
    number: string
    displayName: string
    customerName: string
    customerDisplayNameActual?: string
    status: string
  },
  words: RecordWords = {},
): RecordSummary => ({
  id: i.id,
  title: i.number || i.displayName || `#${i.id}`,
  subtitle: join(
    customerOf({ customerName: i.customerName, customerDisplayName: i.customerDisplayNameActual }),
    words.status ? words.status(i.status) : i.status,
  ),
})

/** One call that may find invoices: one invoice by name, or the invoices of a customer or an order. */
export type InvoiceLookup =
  | { kind: 'get'; name: string; number?: string }
  | { kind: 'customer'; customerName: string }
  | { kind: 'order'; orderName: string }

/**
 * How the palette finds invoices with the calls the API has (ListInvoices has no search):
 * - a number said to be an invoice's (`#12`, `invoice 12`, `invoices/12`): invoice 12 (GetInvoice) and the
 *   invoices of order 12; a bare number (`12`): only the invoices of order 12 (it may be a lot or an amount, and
 *   a GetInvoice of it would fail, and be logged, for nearly every number typed);
 * - an invoice number with a prefix (`INV-2026-000012`): the invoice its last digits name, kept only if its
 *   number is the one typed (`number` is checked by `keepInvoice`);
 * - a customer code (`C1001`): that customer's invoices;
 * - other text that found exactly one customer: that customer's invoices.
 */
export function invoiceLookups(query: string, foundCustomerIds: readonly string[] = []): InvoiceLookup[] {
  const text = query.trim()
  // A number said to be an invoice's is that invoice; a bare number may be anything (a lot, an amount), so it
  // asks only for the invoices of that order, which answers nothing rather than failing when there is none.
  const named = /^(?:#|invoices?\s*\/?\s*#?|inv\s*#?)\s*(\d{1,15})$/i.exec(text)
  if (named) {
    const id = Number(named[1])
    return [
      { kind: 'get', name: nameOf('invoices', id) },
      { kind: 'order', orderName: nameOf('orders', id) },
    ]
  }
  const bare = /^(\d{1,15})$/.exec(text)
  if (bare) return [{ kind: 'order', orderName: nameOf('orders', Number(bare[1])) }]
  const numbered = /^[a-z][\w-]*?[-/ ](\d{1,15})$/i.exec(text)
  if (numbered) return [{ kind: 'get', name: nameOf('invoices', Number(numbered[1])), number: text }]
  const code = customerCodeIn(text)
  if (code) return [{ kind: 'customer', customerName: nameOf('customers', code) }]
  if (foundCustomerIds.length === 1)
    return [{ kind: 'customer', customerName: nameOf('customers', foundCustomerIds[0] ?? '') }]
  return []
}

/** Whether an invoice a lookup answered is the one asked for (a typed invoice number must be its number). */
export const keepInvoice = (lookup: InvoiceLookup, invoice: { number: string }): boolean =>
  lookup.kind !== 'get' ||
  lookup.number === undefined ||
  invoice.number.toLowerCase() === lookup.number.toLowerCase()

/** A customer code named in the query (`c1001`, `C1001`), upper-cased, or undefined. */
export function customerCodeIn(query: string): string | undefined {
  const match = /\b(c\d{3,})\b/i.exec(query)
  return match?.[1]?.toUpperCase()
}

/** The actions a user may run, before matching; `titles` gives each its label in the user's language. */
export interface ActionContext {
  can: Can
  dark: boolean
  query: string
  titles: {
    newOrder: string
    newPayment: string
    newInvoice: string
    newPaymentFor: (code: string) => string
    newInvoiceFor: (code: string) => string
    toDark: string
    toLight: string
    unpaidOrders: string
    signOut: string
  }
}

/**
 * Every action the user is allowed (add rights for the forms, read rights for the unpaid list); the skin
 * and sign-out for anyone signed in. With a customer code in the query, payment and invoice for that customer
 * come first (the order form takes no customer from its address; the customer's own add routes do).
 */
export function paletteActions({ can, dark, query, titles }: ActionContext): PaletteItem[] {
  const actions: PaletteItem[] = []
  const code = customerCodeIn(query)
  if (code && can('read', 'users')) {
    if (can('add', 'payments'))
      actions.push({
        key: `action:payment-for:${code}`,
        kind: 'action',
        title: titles.newPaymentFor(code),
        icon: 'credit-card',
        href: `/customers/${code}/payments/-/add`,
      })
    if (can('add', 'invoices'))
      actions.push({
        key: `action:invoice-for:${code}`,
        kind: 'action',
        title: titles.newInvoiceFor(code),
        icon: 'file-text',
        href: `/customers/${code}/invoices/-/add`,
      })
  }
  if (can('add', 'orders'))
    actions.push({
      key: 'action:new-order',
      kind: 'action',
      title: titles.newOrder,
      icon: 'plus',
      href: '/orders/-/add',
    })
  if (can('add', 'payments'))
    actions.push({
      key: 'action:new-payment',
      kind: 'action',
      title: titles.newPayment,
      icon: 'plus',
      href: '/payments/-/add',
    })
  if (can('add', 'invoices'))
    actions.push({
      key: 'action:new-invoice',
      kind: 'action',
      title: titles.newInvoice,
      icon: 'plus',
      href: '/invoices/-/add',
    })
  if (can('read', 'orders'))
    actions.push({
      key: 'action:unpaid-orders',
      kind: 'action',
      title: titles.unpaidOrders,
      icon: 'filter',
      href: '/orders?unpaidOnly=true',
    })
  actions.push(
    dark
      ? {
          key: 'action:skin-light',
          kind: 'action',
          title: titles.toLight,
          icon: 'sun',
          command: 'skin-light',
        }
      : { key: 'action:skin-dark', kind: 'action', title: titles.toDark, icon: 'moon', command: 'skin-dark' },
  )
  actions.push({
    key: 'action:sign-out',
    kind: 'action',
    title: titles.signOut,
    icon: 'log-out',
    command: 'sign-out',
  })
  return actions
}

/**
 * Matching of pages and actions: an empty query shows the actions and the first pages (so the palette is
 * useful at once); otherwise title prefix then substring matches. Actions named for a customer always show.
 */
export function matchItems(items: readonly PaletteItem[], query: string, limit?: number): PaletteItem[] {
  const found = query.trim()
    ? [
        ...items.filter((item) => item.key.includes('-for:')),
        ...matchTitles(
          items.filter((item) => !item.key.includes('-for:')),
          query,
        ),
      ]
    : [...items]
  return limit === undefined ? found : found.slice(0, limit)
}

/** Pages without repeats (one row per path; the first title wins). */
export function uniquePages(pages: readonly { title: string; href: string; icon: string }[]): PaletteItem[] {
  const seen = new Set<string>()
  const items: PaletteItem[] = []
  for (const page of pages) {
    if (seen.has(page.href)) continue
    seen.add(page.href)
    items.push({
      key: `page:${page.href}`,
      kind: 'page',
      title: page.title,
      icon: page.icon,
      href: page.href,
    })
  }
  return items
}

/**
 * Whether a found record is exactly what was typed: its own id (`2001`, `#2001`, `c1001`) or its whole title
 * (`Order #2001`), ignoring case.
 */
export function isExactRecord(item: PaletteItem, query: string): boolean {
  const typed = query.trim().toLowerCase()
  if (!typed || item.kind !== 'record') return false
  const id = typed.replace(/^#\s*/, '')
  return item.recordId?.toLowerCase() === id || item.title.trim().toLowerCase() === typed
}

/**
 * The record groups with what was typed exactly first: the groups holding an exact match (in kind order), then
 * the others; inside a group the exact match first. "2001" puts Order 2001 above a customer whose phone
 * holds 2001.
 */
export function rankRecords(
  query: string,
  records: readonly { kind: RecordKind; items: PaletteItem[] }[],
): { kind: RecordKind; items: PaletteItem[] }[] {
  const exact = (item: PaletteItem) => isExactRecord(item, query)
  const ranked = records.map((part) => ({
    kind: part.kind,
    items: [...part.items.filter(exact), ...part.items.filter((item) => !exact(item))],
  }))
  return [
    ...ranked.filter((part) => part.items.some(exact)),
    ...ranked.filter((part) => !part.items.some(exact)),
  ]
}

/**
 * The groups in display order: actions first when the query is empty (what to do), records first when the
 * query found some (what was asked for), then pages; empty groups are left out. With `recordsLast` (the person
 * already moved through the rows shown before the records came), the records come after them, so nothing
 * moves under the cursor.
 */
export function paletteGroups(
  query: string,
  parts: {
    pages: PaletteItem[]
    actions: PaletteItem[]
    records: { kind: RecordKind; items: PaletteItem[] }[]
  },
  options: { recordsLast?: boolean } = {},
): PaletteGroup[] {
  const records = rankRecords(query, parts.records).map((part) => ({ id: part.kind, items: part.items }))
  const others = [
    { id: 'actions', items: parts.actions },
    { id: 'pages', items: parts.pages },
  ]
  const groups: PaletteGroup[] = query.trim()
    ? options.recordsLast
      ? [...others, ...records]
      : [...records, ...others]
    : others
  return groups.filter((group) => group.items.length > 0)
}

/** The change feed's collection of each record kind (a container is a shipment record). */
export const RECORD_COLLECTION: Record<RecordKind, string> = {
  customers: 'customers',
  orders: 'orders',
  invoices: 'invoices',
  payments: 'payments',
  vehicles: 'vehicles',
  containers: 'shipments',
}

/** The palette key of a record's resource name (`shipments/3` → `containers:3`), or '' for another collection. */
export function recordKeyOf(name: string): string {
  const slash = name.indexOf('/')
  const kind = RECORD_KINDS.find((k) => RECORD_COLLECTION[k] === name.slice(0, slash))
  return kind && slash > 0 ? `${kind}:${name.slice(slash + 1)}` : ''
}

/**
 * A group of record results brought up to date without moving what is shown (decision 0012): each row shown is
 * replaced by its fresh version, a deleted one (`gone`, by key) leaves, and records the fresh answer adds come
 * after them, up to `limit` rows in all.
 */
export function freshenRecords(
  shown: readonly PaletteItem[],
  fresh: readonly PaletteItem[],
  gone: ReadonlySet<string>,
  limit: number,
): PaletteItem[] {
  const byKey = new Map(fresh.map((item) => [item.key, item]))
  const kept = shown.filter((item) => !gone.has(item.key)).map((item) => byKey.get(item.key) ?? item)
  const keys = new Set(kept.map((item) => item.key))
  const added = fresh.filter((item) => !keys.has(item.key) && !gone.has(item.key))
  return [...kept, ...added.slice(0, Math.max(0, limit - kept.length))]
}
