import type { ConnectError, ConnectRouter, HandlerContext } from '@connectrpc/connect'
import {
  allocationsOnOtherLines,
  checkInvoiceLine,
  checkInvoiceTotal,
  invoiceAmount,
  isValidRoutingNumber,
  isValidSwift,
  normalizeRoutingNumber,
  normalizeSwift,
  remainingOnOrderLine,
  takenOnOrderLine,
  uncoveredPayments,
  type Invoice,
  type InvoiceLineErrorCode,
  type InvoiceItem,
  type InvoicePayee,
  type InvoiceType,
} from '../../src/domain/invoices'
import { usd, type Money } from '../../src/domain/money'
import {
  CreateInvoicePayeeRequestSchema,
  CreateInvoiceRequestSchema,
  CreateInvoiceTypeRequestSchema,
  InvoicePayeeSchema,
  InvoiceSchema,
  InvoiceService,
  InvoiceTypeSchema,
  type Invoice as InvoiceMessage,
  type InvoicePayee as PayeeMessage,
  type InvoiceType as TypeMessage,
  type ListInvoicesRequest,
} from '../../src/gen/cargo/services/invoices_pb'
import { requireCurrent } from '../storage/versions'
import { activityOfWrite } from '../storage/activity'
import { customerScope, isCustomer, principalOf, requireOwner, requireReader } from '../http/auth'
import { originOf, type ServiceDeps } from './context'
import { recompute } from '../storage/derive'
import { failedPreconditionAt, invalidArgument, permissionDenied, usedBy } from '../http/errors'
import { INVOICE_COLUMNS } from '../storage/list-columns'
import { ListFilter, listPage, needleOf, type ListSpec } from '../storage/lists'
import { absoluteUrl, toProto } from './mapping/convert'
import { DAY_MS } from '../seed/rng'
import { orderLine } from './order-lines'
import { codeCrud, idCrud } from './reference-crud'
import { checkName, findRow, moneyIn, optionalText, present, requiredText, sameCurrencies } from './validate'

/** The domain's invoice-line errors as reasons (the form says the same in the person's language). */
const INVOICE_LINE_ERRORS: Record<InvoiceLineErrorCode, (field: string, remaining: Money) => ConnectError> = {
  exceedsRemaining: (field, remaining) => invalidArgument(field, 'EXCEEDS_TO_BILL', { remaining }),
  wrongSign: (field) => invalidArgument(field, 'WRONG_SIGN'),
}

const stripOrigin = (url: string) =>
  url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?(?=\/documents\/)/, '')

export function registerInvoiceService(router: ConnectRouter, deps: ServiceDeps): void {
  const { db } = deps
  const spec: ListSpec<Invoice> = {
    table: db.invoices,
    columns: INVOICE_COLUMNS,
    defaultColumn: 'id',
    defaultDirection: 'asc',
  }
  const view = (invoice: Invoice) => toProto(InvoiceSchema, invoice)

  /** Validates an invoice from the wire and builds the record (nothing stored). */
  function build(ctx: HandlerContext, input: InvoiceMessage, id: number, existing?: Invoice): Invoice {
    const principal = principalOf(ctx)
    const name = `invoices/${id}`
    const customerInput =
      input.customerName.trim() ||
      existing?.customerName ||
      (isCustomer(principal) ? principal.customerName : '')
    const customer = findRow(db.customers, 'invoice.customer_name', customerInput, 'customers')
    requireOwner(ctx, customer.name)
    const type = findRow(
      db.invoiceTypes,
      'invoice.invoice_type_name',
      input.invoiceTypeName || existing?.invoiceTypeName || 'invoiceTypes/standard',
      'invoiceTypes',
    )
    if (!type.isActive && existing?.invoiceTypeName !== type.name)
      throw failedPreconditionAt('invoice.invoice_type_name', 'INACTIVE_TYPE', { type: type.name })
    const payee = findRow(
      db.invoicePayees,
      'invoice.payee_name',
      input.payeeName || existing?.payeeName || (db.invoicePayees.all().find((p) => p.isActive)?.name ?? ''),
      'invoicePayees',
    )
    if (!payee.isActive && existing?.payeeName !== payee.name)
      throw failedPreconditionAt('invoice.payee_name', 'INACTIVE_PAYEE', { payee: payee.name })

    const known = new Set((existing?.items ?? []).map((item) => item.id))
    let nextId = Math.max(0, ...known) + 1
    const used = new Set<number>()
    const money: { field: string; money: Money }[] = []
    const items: InvoiceItem[] = input.items.map((line, index) => {
      const field = `invoice.items.${index}`
      const order = findRow(db.orders, `${field}.order_name`, line.orderName, 'orders')
      if (order.customerName !== customer.name)
        throw invalidArgument(`${field}.order_name`, 'OTHER_CUSTOMER', { record: order.name })
      const itemName = line.itemName.trim()
      if (!itemName) throw invalidArgument(`${field}.item_name`, 'REQUIRED')
      const target = orderLine(order, itemName)
      if (!target)
        throw invalidArgument(`${field}.item_name`, 'NOT_A_LINE_OF', { line: itemName, record: order.name })
      const price = moneyIn(`${field}.price`, line.price, { allowNegative: target.kind === 'discount' })
      const quantity = line.quantity
        ? {
            value: Number(line.quantity.value),
            unitName: line.quantity.unitName || 'units/pcs',
            exponent: line.quantity.exponent,
          }
        : { value: 1, unitName: 'units/pcs', exponent: 0 }
      if (!Number.isSafeInteger(quantity.value) || quantity.value <= 0)
        throw invalidArgument(`${field}.quantity.value`, 'NOT_ABOVE_ZERO')
      const amount = { ...price, value: Math.round(price.value * quantity.value * 10 ** quantity.exponent) }
      money.push({ field: `${field}.price`, money: price })
      let itemId = Number(line.id)
      if (!known.has(itemId) || used.has(itemId)) itemId = nextId++
      used.add(itemId)
      return {
        name: `${name}/items/${itemId}`,
        id: itemId,
        displayName: optionalText(`${field}.display_name`, line.displayName.trim() || itemName, 200),
        itemName,
        orderName: order.name,
        price,
        quantity,
        amount,
        comment: optionalText(`${field}.comment`, line.comment),
      }
    })
    sameCurrencies(money)
    // Spec §5: a line may bill at most its total minus what other invoices and other lines of this one bill,
    // with the order line's sign (discounts below zero): the domain's one rule, the form's too.
    items.forEach((item, index) => {
      const order = db.orders.get(item.orderName) as ReturnType<typeof db.orders.get> & object
      const target = orderLine(order, item.itemName)
      if (!target) return
      const total = target.total // negative for a discount
      // What other invoices bill on it and what payments naming no invoice paid on it are not billed again
      // (decision 0090).
      const remaining = remainingOnOrderLine(
        total,
        takenOnOrderLine(
          item.itemName,
          db.invoices.rowsBy('order', item.orderName),
          db.payments.rowsBy('order', item.orderName),
          name,
        ),
        allocationsOnOtherLines(item.itemName, items, index),
      )
      const error = checkInvoiceLine(total, remaining, item.amount)
      if (error) throw INVOICE_LINE_ERRORS[error.code](`invoice.items.${index}.amount`, remaining)
    })
    // An invoice bills money: discounts may lower it to zero, never below (the domain's one rule, the form's too).
    const total = invoiceAmount(items, { ...(items[0]?.amount ?? usd(0)), value: 0 })
    if (checkInvoiceTotal(total)) throw invalidArgument('invoice.items', 'INVOICE_BELOW_ZERO', { total })
    // Payments set against this invoice stay covered: its remaining never goes below zero.
    if (existing) {
      const zero = { ...(items[0]?.amount ?? existing.amount), value: 0 }
      const [uncovered] = uncoveredPayments(name, items, db.payments.rowsBy('invoice', name), zero)
      if (uncovered) {
        const index = items.findIndex((item) => item.itemName === uncovered.itemName)
        const field = uncovered.itemName && index >= 0 ? `invoice.items.${index}.amount` : 'invoice.items'
        throw uncovered.itemName
          ? invalidArgument(field, 'BILLS_LESS_THAN_PAID_ON_LINE', {
              line: uncovered.itemName,
              paid: uncovered.taken,
            })
          : invalidArgument(field, 'BILLS_LESS_THAN_PAID', { paid: uncovered.taken })
      }
    }
    const date = input.date ? new Date(Number(input.date.seconds) * 1000) : (existing?.date ?? new Date())
    const dueDate = input.dueDate
      ? new Date(Number(input.dueDate.seconds) * 1000)
      : (existing?.dueDate ?? new Date(date.getTime() + 14 * DAY_MS))
    if (dueDate < date) throw invalidArgument('invoice.due_date', 'DUE_BEFORE_DATE')
    const number =
      input.number.trim() || existing?.number || `INV-${date.getUTCFullYear()}-${String(id).padStart(6, '0')}`
    if (
      number !== existing?.number &&
      db.invoices.all().some((other) => other.number === number && other.name !== name)
    ) {
      throw invalidArgument('invoice.number', 'ALREADY_USED', { value: number })
    }
    const zero = items[0]?.amount ??
      existing?.amount ?? { value: 0, currencyName: 'currencies/usd', exponent: -2 }
    return {
      name,
      id,
      number,
      displayName: optionalText('invoice.display_name', input.displayName.trim() || `Invoice ${number}`, 200),
      customerName: customer.name,
      customerDisplayNameActual: optionalText(
        'invoice.customer_display_name_actual',
        input.customerDisplayNameActual.trim() || customer.displayName,
        200,
      ),
      customerDetails: optionalText(
        'invoice.customer_details',
        input.customerDetails || [customer.displayName, customer.email, customer.phone].join('\n'),
      ),
      invoiceTypeName: type.name,
      payeeName: payee.name,
      parameters: { ...input.parameters },
      status: optionalText('invoice.status', input.status.trim() || existing?.status || 'issued', 64),
      comment: optionalText('invoice.comment', input.comment),
      date,
      dueDate,
      amount: { ...zero, value: 0 },
      paidAmount: { ...zero, value: 0 },
      pendingAmount: { ...zero, value: 0 },
      items,
      ...activityOfWrite(ctx, existing),
    }
  }

  const findInvoice = (ctx: HandlerContext, value: string) => {
    const invoice = findRow(db.invoices, 'name', value, 'invoices')
    requireOwner(ctx, invoice.customerName)
    return invoice
  }

  const types = codeCrud<InvoiceType, TypeMessage>({
    deps,
    table: db.invoiceTypes,
    collection: 'invoiceTypes',
    field: 'invoice_type',
    build: (input, code) => ({
      name: `invoiceTypes/${code}`,
      code,
      displayName: requiredText('invoice_type.display_name', input.displayName, 200),
      documentHeaderComment: optionalText(
        'invoice_type.document_header_comment',
        input.documentHeaderComment,
      ),
      logoUrl: stripOrigin(input.logoUrl.trim()),
      isActive: input.isActive,
    }),
    usedBy: (type) => db.invoices.all().find((i) => i.invoiceTypeName === type.name)?.name ?? null,
  })
  const typeView = (origin: string) => (type: InvoiceType) =>
    toProto(InvoiceTypeSchema, { ...type, logoUrl: type.logoUrl ? absoluteUrl(origin, type.logoUrl) : '' })

  function buildPayee(input: PayeeMessage, id: number): InvoicePayee {
    const countryName = input.countryName.trim()
    if (countryName) findRow(db.countries, 'invoice_payee.country_name', countryName, 'countries')
    const swift = normalizeSwift(input.swift)
    if (swift && !isValidSwift(swift)) throw invalidArgument('invoice_payee.swift', 'NOT_A_SWIFT')
    const routing = normalizeRoutingNumber(input.bankRoutingNumber)
    if (routing && !isValidRoutingNumber(routing))
      throw invalidArgument('invoice_payee.bank_routing_number', 'NOT_A_ROUTING_NUMBER')
    return {
      name: `invoicePayees/${id}`,
      id,
      displayName: requiredText('invoice_payee.display_name', input.displayName, 200),
      bankDisplayName: optionalText('invoice_payee.bank_display_name', input.bankDisplayName.trim(), 200),
      bankPayeeDisplayName: optionalText(
        'invoice_payee.bank_payee_display_name',
        input.bankPayeeDisplayName.trim(),
        200,
      ),
      bankPayeeAddressDisplayName: optionalText(
        'invoice_payee.bank_payee_address_display_name',
        input.bankPayeeAddressDisplayName.trim(),
        500,
      ),
      countryCode: countryName,
      swift,
      bankPayeeAccountDisplayName: optionalText(
        'invoice_payee.bank_payee_account_display_name',
        input.bankPayeeAccountDisplayName.trim(),
        200,
      ),
      additionalRequisites: optionalText('invoice_payee.additional_requisites', input.additionalRequisites),
      bankRoutingNumber: routing,
      isActive: input.isActive,
    }
  }
  const payees = idCrud({
    deps,
    table: db.invoicePayees,
    collection: 'invoicePayees',
    field: 'invoice_payee',
    requireRead: requireReader,
    build: buildPayee,
    usedBy: (payee) => db.invoices.all().find((i) => i.payeeName === payee.name)?.name ?? null,
  })
  // The domain calls the payee's country countryCode; the wire calls it country_name (spec §3).
  const payeeView = (payee: InvoicePayee) =>
    toProto(InvoicePayeeSchema, { ...payee, countryName: payee.countryCode })

  router.service(InvoiceService, {
    listInvoices(req: ListInvoicesRequest, ctx) {
      const principal = requireReader(ctx)
      const customerName = customerScope(ctx, req.customerName.trim())
      const orderName = req.orderName.trim() ? checkName('order_name', req.orderName, 'orders') : ''
      if (orderName && isCustomer(principal)) {
        const order = db.orders.get(orderName)
        if (order && order.customerName !== principal.customerName)
          throw permissionDenied(`${orderName} is not yours`)
      }
      const filter = new ListFilter()
      if (customerName) filter.where('t."f_customer" = ?', customerName)
      if (orderName)
        filter.where(
          `EXISTS (SELECT 1 FROM ${db.invoices.childTable('order')} c WHERE c.name = t.name AND c.key = ?)`,
          orderName,
        )
      // The invoice's own texts, or its customer's display name as it is now.
      filter.search(needleOf(req.search), [
        't."f_search"',
        {
          column: 't."f_customer"',
          select: `SELECT c.name FROM ${db.customers.table} c WHERE instr(c."f_displayNameLower", ?) > 0`,
        },
      ])
      const result = listPage(spec, req, filter)
      return { invoices: result.rows().map(view), totalRows: result.totalRows, totalPages: result.totalPages }
    },
    getInvoice(req, ctx) {
      return { invoice: view(findInvoice(ctx, req.name)) }
    },
    createInvoice(req, ctx) {
      const input = present('invoice', req.invoice)
      return deps.idempotency.once(ctx, CreateInvoiceRequestSchema, req, () => {
        const invoice = build(ctx, input, db.invoices.nextId)
        db.invoices.allocateId()
        db.invoices.put(invoice)
        recompute(db, { invoices: [invoice.name] })
        deps.changed()
        return { invoice: view(db.invoices.get(invoice.name) as Invoice) }
      })
    },
    updateInvoice(req, ctx) {
      const existing = findInvoice(ctx, req.name)
      const input = present('invoice', req.invoice)
      requireCurrent('invoice.etag', input.etag, existing)
      const invoice = build(ctx, input, existing.id, existing)
      db.invoices.put(invoice)
      recompute(db, { invoices: [invoice.name], customers: [existing.customerName] })
      deps.changed()
      return { invoice: view(db.invoices.get(invoice.name) as Invoice) }
    },
    deleteInvoice(req, ctx) {
      const invoice = findInvoice(ctx, req.name)
      requireCurrent('etag', req.etag, invoice)
      const payment = db.payments.namesBy('invoice', invoice.name)[0]
      if (payment) throw usedBy(invoice.name, payment)
      db.invoices.remove(invoice.name)
      recompute(db, { customers: [invoice.customerName] })
      deps.changed()
      return {}
    },

    listInvoiceTypes: (_req, ctx) => ({ invoiceTypes: types.list(ctx).map(typeView(originOf(ctx))) }),
    getInvoiceType: (req, ctx) => ({ invoiceType: typeView(originOf(ctx))(types.get(ctx, req.name)) }),
    createInvoiceType: (req, ctx) =>
      deps.idempotency.once(ctx, CreateInvoiceTypeRequestSchema, req, () => ({
        invoiceType: typeView(originOf(ctx))(types.create(ctx, req.invoiceType)),
      })),
    updateInvoiceType: (req, ctx) => ({
      invoiceType: typeView(originOf(ctx))(types.update(ctx, req.name, req.invoiceType)),
    }),
    deleteInvoiceType: (req, ctx) => (types.remove(ctx, req.name, req.etag), {}),

    listInvoicePayees(_req, ctx) {
      requireReader(ctx)
      return { invoicePayees: db.invoicePayees.all().map(payeeView) }
    },
    getInvoicePayee: (req, ctx) => ({ invoicePayee: payeeView(payees.get(ctx, req.name)) }),
    createInvoicePayee: (req, ctx) =>
      deps.idempotency.once(ctx, CreateInvoicePayeeRequestSchema, req, () => ({
        invoicePayee: payeeView(payees.create(ctx, req.invoicePayee)),
      })),
    updateInvoicePayee: (req, ctx) => ({
      invoicePayee: payeeView(payees.update(ctx, req.name, req.invoicePayee)),
    }),
    deleteInvoicePayee: (req, ctx) => (payees.remove(ctx, req.name, req.etag), {}),
  })
}
