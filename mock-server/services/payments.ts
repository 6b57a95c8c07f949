import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import { timestampDate } from '@bufbuild/protobuf/wkt'
import { sumMoney, usd, type Money } from '../../src/domain/money'
import { isAutoInvoiceStatus } from '../../src/domain/invoices'
import {
  defaultPaymentName,
  isLivePayment,
  normalizePaymentFilters,
  remainingOnInvoiceLines,
  remainingOnPaymentLines,
  validatePaymentDistribution,
  type PayableInvoice,
  type PayableOrder,
  type DistributionError,
  type Payment,
  type PaymentOrder,
  type PaymentType,
} from '../../src/domain/payments'
import {
  CreatePaymentRequestSchema,
  CreatePaymentTypeRequestSchema,
  EmployeeSchema,
  PaymentSchema,
  PaymentService,
  PaymentTypeSchema,
  type ListPaymentsRequest,
  type Payment as PaymentMessage,
  type PaymentType as PaymentTypeMessage,
} from '../../src/gen/cargo/services/payments_pb'
import { requireCurrent } from '../storage/versions'
import { activityOfWrite } from '../storage/activity'
import {
  customerScope,
  isAdmin,
  isCustomer,
  principalOf,
  requireAdmin,
  requireOwner,
  requireReader,
} from '../http/auth'
import { originOf, type ServiceDeps } from './context'
import { recompute } from '../storage/derive'
import {
  failedPreconditionAt,
  invalidArgument,
  invalidArguments,
  permissionDenied,
  violation,
  type FieldViolation,
} from '../http/errors'
import { PAYMENT_COLUMNS } from '../storage/list-columns'
import { cachedQuery, ListFilter, listPage, needleOf, type ListSpec } from '../storage/lists'
import { absoluteUrl, toProto } from './mapping/convert'
import { orderLine } from './order-lines'
import { codeCrud } from './reference-crud'
import { checkName, findRow, moneyIn, optionalText, present, requiredText } from './validate'

/** The domain's distribution errors as field violations (the form says the same in the person's language). */
const DISTRIBUTION_VIOLATIONS: Record<
  DistributionError['code'],
  (field: string, limit: Money) => FieldViolation
> = {
  linesExceedPayment: (field, limit) => violation(field, 'LINES_EXCEED_PAYMENT', { limit }),
  lineExceedsRemaining: (field, limit) => violation(field, 'EXCEEDS_TO_PAY_ON_LINE', { limit }),
  lineExceedsInvoice: (field, limit) => violation(field, 'EXCEEDS_TO_PAY_ON_INVOICE', { limit }),
  negativeLine: (field) => violation(field, 'NEGATIVE'),
  currencyMismatch: (field) => violation(field, 'NOT_PAYMENT_CURRENCY'),
}

const stripOrigin = (url: string) =>
  url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?(?=\/documents\/)/, '')

export function registerPaymentService(router: ConnectRouter, deps: ServiceDeps): void {
  const { db } = deps
  const spec: ListSpec<Payment> = {
    table: db.payments,
    columns: PAYMENT_COLUMNS,
    defaultColumn: 'date',
    defaultDirection: 'desc',
  }
  /** The total of the matching payments' amounts (a payment without one counts as USD 0). */
  function totalOf(filter: ListFilter): Money {
    const sql =
      'SELECT coalesce(t."f_amountCurrency", \'USD\') AS currencyName, coalesce(t."f_amountExponent", 2) AS exponent, ' +
      `coalesce(sum(t."f_amountValue"), 0) AS value FROM ${db.payments.table} t ${filter.sql} ` +
      'GROUP BY 1, 2 ORDER BY min(t.rowid)'
    const sums = cachedQuery(db.payments, sql, filter.params, () =>
      db.store.prepare(sql).all(...filter.params),
    ) as Money[]
    return sumMoney(sums, usd(0))
  }
  const view = (payment: Payment, origin: string) =>
    toProto(PaymentSchema, {
      ...payment,
      orders: payment.orders,
      documentUrls: payment.documentUrls.map((u) => absoluteUrl(origin, u)),
      customerDisplayName: db.customers.get(payment.customerName)?.displayName ?? '',
    })

  /**
   * What still can be paid on each line of `lines` (by index), by the domain's rules: on its order and order
   * line (`remainingOnPaymentLines`) and, for a line set against an invoice, on that invoice and invoice line
   * (`remainingOnInvoiceLines`). `self` is the payment being saved (its own saved lines are given back).
   */
  function remainingByLine(lines: readonly PaymentOrder[], self: string) {
    const indexed = lines.map((line, index) => ({ ...line, localId: String(index) }))
    const orders = new Map<string, PayableOrder>()
    const invoices = new Map<string, PayableInvoice>()
    const payments = new Map<string, Payment>()
    for (const line of lines) {
      const order = db.orders.get(line.orderName)
      if (order) {
        orders.set(order.name, {
          name: order.name,
          amount: order.amount,
          paidAmount: order.paidAmount,
          pendingAmount: order.pendingAmount,
          lines: [...order.items, ...order.services],
        })
        for (const p of db.payments.rowsBy('order', order.name)) payments.set(p.name, p)
      }
      const invoice = line.invoiceName ? db.invoices.get(line.invoiceName) : undefined
      if (invoice) {
        invoices.set(invoice.name, invoice)
        for (const p of db.payments.rowsBy('invoice', invoice.name)) payments.set(p.name, p)
      }
    }
    const others = [...payments.values()]
    return {
      onOrders: remainingOnPaymentLines(indexed, orders, others, db.payments.get(self)),
      onInvoices: remainingOnInvoiceLines(indexed, invoices, others, self),
    }
  }

  /** Validates a payment from the wire fully and builds the record (nothing stored). */
  function build(ctx: HandlerContext, input: PaymentMessage, id: number, existing?: Payment): Payment {
    const principal = principalOf(ctx)
    const name = `payments/${id}`
    const customerInput =
      input.customerName.trim() ||
      existing?.customerName ||
      (isCustomer(principal) ? principal.customerName : '')
    const customer = findRow(db.customers, 'payment.customer_name', customerInput, 'customers')
    requireOwner(ctx, customer.name)
    const type = findRow(
      db.paymentTypes,
      'payment.payment_type_name',
      input.paymentTypeName || existing?.paymentTypeName || '',
      'paymentTypes',
    )
    if (!type.isActive && existing?.paymentTypeName !== type.name)
      throw failedPreconditionAt('payment.payment_type_name', 'INACTIVE_TYPE', { type: type.name })
    const amount = input.amount ? moneyIn('payment.amount', input.amount) : undefined
    const lines: PaymentOrder[] = input.orders.map((line, index) => {
      const field = `payment.orders.${index}`
      const order = findRow(db.orders, `${field}.order_name`, line.orderName, 'orders')
      if (order.customerName !== customer.name)
        throw invalidArgument(`${field}.order_name`, 'OTHER_CUSTOMER', { record: order.name })
      const invoiceName = line.invoiceName.trim()
      if (invoiceName) {
        const invoice = findRow(db.invoices, `${field}.invoice_name`, invoiceName, 'invoices')
        if (!invoice.items.some((item) => item.orderName === order.name))
          throw invalidArgument(`${field}.invoice_name`, 'NOT_BILLED_BY', {
            invoice: invoice.name,
            billed: order.name,
          })
        const item = line.itemName.trim()
        if (item && !invoice.items.some((billed) => billed.itemName === item))
          throw invalidArgument(`${field}.invoice_name`, 'NOT_BILLED_BY', {
            invoice: invoice.name,
            billed: item,
          })
        const kept = existing?.orders.some((saved) => saved.invoiceName === invoice.name)
        if (!isAutoInvoiceStatus(invoice.status) && !kept)
          throw failedPreconditionAt(`${field}.invoice_name`, 'INVOICE_TAKES_NO_PAYMENTS', {
            invoice: invoice.name,
            status: invoice.status,
          })
      }
      const itemName = line.itemName.trim()
      if (itemName) {
        const target = orderLine(order, itemName)
        if (!target)
          throw invalidArgument(`${field}.item_name`, 'NOT_A_LINE_OF', {
            line: itemName,
            record: order.name,
          })
        if (target.kind === 'discount') throw invalidArgument(`${field}.item_name`, 'DISCOUNT_NOT_PAYABLE')
      }
      return {
        localId: String(index),
        orderName: order.name,
        invoiceName,
        itemName,
        amount: moneyIn(`${field}.amount`, line.amount, { required: true, allowNegative: true }),
        updatedBy: principal.username,
        orderId: order.id,
      }
    })
    const status = optionalText('payment.status', input.status.trim() || existing?.status || 'received', 64)
    // Only staff approve; a customer's changes keep the flags as they were.
    const isApproved = isAdmin(principal) ? input.isApproved : (existing?.isApproved ?? false)
    const isApprovedRefund = isAdmin(principal)
      ? input.isApprovedRefund
      : (existing?.isApprovedRefund ?? false)
    // A reverted or cancelled payment counts nowhere, so it is not checked against what remains.
    const live = isLivePayment({ status, isApproved })
    const remaining = live ? remainingByLine(lines, name) : { onOrders: new Map(), onInvoices: new Map() }
    const errors = validatePaymentDistribution(
      amount ?? null,
      lines,
      remaining.onOrders,
      remaining.onInvoices,
    )
    if (errors.length > 0) {
      throw invalidArguments(
        errors.map((e) => DISTRIBUTION_VIOLATIONS[e.code](`payment.${e.field}`, e.limit ?? usd(0))),
      )
    }
    const paid = sumMoney(
      lines.map((l) => l.amount),
      amount ?? lines[0]?.amount ?? usd(0),
    )
    return {
      name,
      id,
      displayName: optionalText(
        'payment.display_name',
        input.displayName.trim() || existing?.displayName || defaultPaymentName(id),
        200,
      ),
      customerName: customer.name,
      paymentTypeName: type.name,
      parameters: { ...input.parameters },
      status,
      comment: optionalText('payment.comment', input.comment),
      date: input.date ? timestampDate(input.date) : (existing?.date ?? new Date()),
      ...(amount ? { amount } : {}),
      paidAmount: paid,
      orders: lines.map((line) => ({ ...line, localId: '' })),
      documentUrls: input.documentUrls.map((u) => stripOrigin(u.trim())).filter(Boolean),
      isApproved,
      isApprovedRefund,
      ...activityOfWrite(ctx, existing),
    }
  }

  const touched = (...payments: (Payment | undefined)[]) => ({
    orders: payments.flatMap((p) => p?.orders.map((l) => l.orderName) ?? []),
    invoices: payments.flatMap((p) => p?.orders.map((l) => l.invoiceName).filter(Boolean) ?? []),
    customers: payments.flatMap((p) => (p ? [p.customerName] : [])),
  })

  const findPayment = (ctx: HandlerContext, value: string) => {
    const payment = findRow(db.payments, 'name', value, 'payments')
    requireOwner(ctx, payment.customerName)
    return payment
  }

  const types = codeCrud<PaymentType, PaymentTypeMessage>({
    deps,
    table: db.paymentTypes,
    collection: 'paymentTypes',
    field: 'payment_type',
    build: (input, code) => ({
      name: `paymentTypes/${code}`,
      code,
      displayName: requiredText('payment_type.display_name', input.displayName, 200),
      isActive: input.isActive,
    }),
    usedBy: (type) => db.payments.all().find((p) => p.paymentTypeName === type.name)?.name ?? null,
  })
  const typeView = (row: PaymentType) => toProto(PaymentTypeSchema, row)

  router.service(PaymentService, {
    listPayments(req: ListPaymentsRequest, ctx) {
      const principal = requireReader(ctx)
      const customerName = customerScope(ctx, req.customerName.trim())
      const orderName = req.orderName.trim() ? checkName('order_name', req.orderName, 'orders') : ''
      if (orderName && isCustomer(principal)) {
        const order = db.orders.get(orderName)
        if (order && order.customerName !== principal.customerName)
          throw permissionDenied(`${orderName} is not yours`)
      }
      const from = req.dateFrom ? timestampDate(req.dateFrom).getTime() : null
      const to = req.dateTo ? timestampDate(req.dateTo).getTime() : null
      if (from !== null && to !== null && to < from)
        throw invalidArgument('date_to', 'NOT_BEFORE', { other: 'date_from' })
      const type = req.paymentTypeName.trim()
        ? checkName('payment_type_name', req.paymentTypeName, 'paymentTypes')
        : ''
      const amount = req.amount ? moneyIn('amount', req.amount, { allowNegative: true }) : null
      const approval = normalizePaymentFilters({
        approvedOnly: req.approvedOnly,
        unapprovedOnly: req.unapprovedOnly,
      })
      const status = req.status.trim()
      const createdBy = req.createdBy.trim()
      const needle = needleOf(req.search)
      const filter = new ListFilter()
      if (customerName) filter.where('t."f_customer" = ?', customerName)
      if (orderName)
        filter.where(
          `EXISTS (SELECT 1 FROM ${db.payments.childTable('order')} c WHERE c.name = t.name AND c.key = ?)`,
          orderName,
        )
      if (status) filter.where('t."f_status" = ?', status)
      // The date's key is its time, null when the payment has none.
      if (from !== null) filter.where('t."sort_date" >= ?', from)
      if (to !== null) filter.where('t."sort_date" <= ?', to)
      if (type) filter.where('t."f_paymentTypeName" = ?', type)
      if (amount)
        filter.where('t."f_amountValue" = ? AND t."f_amountCurrency" = ?', amount.value, amount.currencyName)
      if (approval.approvedOnly) filter.where('t."sort_isApproved" = 1')
      else if (approval.unapprovedOnly) filter.where('t."sort_isApproved" = 0')
      if (createdBy) filter.where('t."f_createdBy" = ?', createdBy)
      // The payment's texts, or its customer's display name.
      filter.search(needle, [
        't."f_search"',
        {
          column: 't."f_customer"',
          select: `SELECT c.name FROM ${db.customers.table} c WHERE instr(c."f_displayNameLower", ?) > 0`,
        },
      ])
      const result = listPage(spec, req, filter)
      const totalAmount = totalOf(filter)
      const origin = originOf(ctx)
      return {
        payments: result.rows().map((p) => view(p, origin)),
        totalRows: result.totalRows,
        totalPages: result.totalPages,
        totalAmount: { ...totalAmount, value: BigInt(totalAmount.value) },
      }
    },
    getPayment(req, ctx) {
      return { payment: view(findPayment(ctx, req.name), originOf(ctx)) }
    },
    createPayment(req, ctx) {
      const input = present('payment', req.payment)
      return deps.idempotency.once(ctx, CreatePaymentRequestSchema, req, () => {
        const payment = build(ctx, input, db.payments.nextId)
        db.payments.allocateId()
        db.payments.put(payment)
        recompute(db, touched(payment))
        deps.changed()
        return { payment: view(payment, originOf(ctx)) }
      })
    },
    updatePayment(req, ctx) {
      const existing = findPayment(ctx, req.name)
      const input = present('payment', req.payment)
      requireCurrent('payment.etag', input.etag, existing)
      const payment = build(ctx, input, existing.id, existing)
      db.payments.put(payment)
      recompute(db, touched(existing, payment))
      deps.changed()
      return { payment: view(payment, originOf(ctx)) }
    },
    deletePayment(req, ctx) {
      const payment = findPayment(ctx, req.name)
      requireCurrent('etag', req.etag, payment)
      db.payments.remove(payment.name)
      for (const document of db.documents.namesBy('location', payment.name)) db.documents.remove(document)
      recompute(db, touched(payment))
      deps.changed()
      return {}
    },

    listPaymentTypes: (_req, ctx) => ({ paymentTypes: types.list(ctx).map(typeView) }),
    getPaymentType: (req, ctx) => ({ paymentType: typeView(types.get(ctx, req.name)) }),
    createPaymentType: (req, ctx) =>
      deps.idempotency.once(ctx, CreatePaymentTypeRequestSchema, req, () => ({
        paymentType: typeView(types.create(ctx, req.paymentType)),
      })),
    updatePaymentType: (req, ctx) => ({
      paymentType: typeView(types.update(ctx, req.name, req.paymentType)),
    }),
    deletePaymentType: (req, ctx) => (types.remove(ctx, req.name, req.etag), {}),

    listPaymentEmployees(_req, ctx) {
      requireAdmin(ctx)
      return { employees: db.employees.all().map((e) => toProto(EmployeeSchema, e)) }
    },
  })
}
