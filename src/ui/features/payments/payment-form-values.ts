import * as z from 'zod/mini'
import { NO_ACTIVITY, activityOf } from '../../../domain/activity'
import { formatDay, parseDay } from '../../../domain/lists'
import { formatMoneyInput, parseMoneyInput, usd, type Money } from '../../../domain/money'
import {
  validatePaymentDistribution,
  type DistributionError,
  type Payment,
  type PaymentOrder,
} from '../../../domain/payments'
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

/** One distribution line as the form holds it (amount is money text). */
export interface PaymentLineValues {
  localId: string
  orderName: string
  itemName: string
  invoiceName: string
  amount: string
}

export interface PaymentFormValues {
  customerName: string
  paymentTypeName: string
  /** The day, `YYYY-MM-DD`. */
  date: string
  amount: string
  parameters: { key: string; value: string }[]
  comment: string
  orders: PaymentLineValues[]
}

let lastLocalId = 0
/** A new form line, with a local id of its own. */
export function newPaymentLine(overrides: Partial<PaymentLineValues> = {}): PaymentLineValues {
  lastLocalId += 1
  return {
    localId: `new-${lastLocalId}`,
    orderName: '',
    itemName: '',
    invoiceName: '',
    amount: '',
    ...overrides,
  }
}

export function emptyPaymentValues(today: Date, customerName = ''): PaymentFormValues {
  return {
    customerName,
    paymentTypeName: '',
    date: formatDay(today),
    amount: '',
    parameters: [],
    comment: '',
    orders: [],
  }
}

const moneyInputOf = (money: Money | null | undefined) =>
  money ? formatMoneyInput(money.value, money.exponent) : ''

/** A fetched payment as form values. */
export function paymentFormValues(payment: Payment): PaymentFormValues {
  return {
    customerName: payment.customerName,
    paymentTypeName: payment.paymentTypeName,
    date: payment.date ? formatDay(payment.date) : '',
    amount: moneyInputOf(payment.amount),
    parameters: pairsFromRecord(payment.parameters),
    comment: payment.comment,
    orders: payment.orders.map((line) => ({
      localId: line.localId,
      orderName: line.orderName,
      itemName: line.itemName,
      invoiceName: line.invoiceName,
      amount: moneyInputOf(line.amount),
    })),
  }
}

/** The form's lines as domain lines (amounts in minor units). */
export const linesOf = (
  values: Pick<PaymentFormValues, 'orders'>,
): Pick<PaymentOrder, 'localId' | 'orderName' | 'invoiceName' | 'itemName' | 'amount'>[] =>
  values.orders.map((line) => ({
    localId: line.localId,
    orderName: line.orderName,
    invoiceName: line.invoiceName,
    itemName: line.itemName,
    amount: usd(parseMoneyInput(line.amount)),
  }))

const orderIdOf = (name: string) => Number(idOf(name)) || 0

/**
 * The payment to send: the form's values over what the saved payment had (status and approval flags are
 * kept; the edited day keeps the saved time of day when unchanged).
 */
export function paymentFromValues(values: PaymentFormValues, saved?: Payment): Payment {
  const sameDay = saved?.date && formatDay(saved.date) === values.date
  return {
    // The version the person read: a save over someone else's later change is refused (decision 0131).
    ...(saved?.etag ? { etag: saved.etag } : {}),
    name: saved?.name ?? '',
    id: saved?.id ?? 0,
    displayName: saved?.displayName ?? '',
    customerName: values.customerName,
    paymentTypeName: values.paymentTypeName,
    parameters: recordFromPairs(values.parameters),
    status: saved?.status ?? '',
    comment: values.comment.trim(),
    date: sameDay ? saved.date : parseDay(values.date),
    amount: values.amount.trim() ? usd(parseMoneyInput(values.amount)) : undefined,
    paidAmount: saved?.paidAmount ?? null,
    orders: values.orders.map((line) => ({
      localId: line.localId,
      orderName: line.orderName,
      invoiceName: line.invoiceName,
      itemName: line.itemName,
      amount: usd(parseMoneyInput(line.amount)),
      updatedBy: '',
      orderId: orderIdOf(line.orderName),
    })),
    documentUrls: saved?.documentUrls ?? [],
    isApproved: saved?.isApproved ?? false,
    isApprovedRefund: saved?.isApprovedRefund ?? false,
    ...(saved ? activityOf(saved) : NO_ACTIVITY),
  }
}

/** Translation keys of the distribution errors (the line shows its remaining amount beside the message). */
const DISTRIBUTION_MESSAGES: Record<DistributionError['code'], string> = {
  linesExceedPayment: 'payments:distribution.errors.linesExceedPayment',
  lineExceedsRemaining: 'payments:distribution.errors.lineExceedsRemaining',
  lineExceedsInvoice: 'payments:distribution.errors.lineExceedsInvoice',
  negativeLine: 'payments:distribution.errors.negativeLine',
  currencyMismatch: 'payments:distribution.errors.currencyMismatch',
}

/** The domain's distribution errors as form issues: a path of the form and a message key. */
export function distributionIssues(
  errors: readonly DistributionError[],
): { path: (string | number)[]; message: string }[] {
  return errors.map((error) => ({
    path: error.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message: DISTRIBUTION_MESSAGES[error.code],
  }))
}

/**
 * The form's rules. `remaining` answers, when the form is checked, what still can be paid on each line's order
 * (line) and `onInvoices` on each line's invoice (line), by local id, as the form last loaded them; the
 * distribution is checked with the domain's rule, the server's.
 */
export function paymentSchema(
  remaining: () => ReadonlyMap<string, Money>,
  onInvoices: () => ReadonlyMap<string, Money> = () => new Map(),
) {
  return z
    .object({
      customerName: requiredText(),
      paymentTypeName: requiredText(),
      date: requiredText(),
      amount: moneyText({ positive: true }),
      parameters: keyValuePairs(),
      comment: limitedText(TEXT_LIMITS.comment),
      orders: z.array(
        z.object({
          localId: z.string(),
          orderName: requiredText(),
          itemName: z.string(),
          invoiceName: z.string(),
          amount: moneyText({ positive: true }),
        }),
      ),
    })
    .check(
      z.superRefine((values, context) => {
        const amount = values.amount.trim() ? usd(parseMoneyInput(values.amount)) : null
        const errors = validatePaymentDistribution(amount, linesOf(values), remaining(), onInvoices())
        for (const issue of distributionIssues(errors)) context.addIssue({ code: 'custom', ...issue })
      }),
    ) satisfies z.ZodMiniType<PaymentFormValues>
}
