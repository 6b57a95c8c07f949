import { formatMoney, formatMoneyInput, type Money } from '../money'
import { idOf } from '../names'

/**
 * Why the server refused a field, as a reason and parameters (decision 0110): the mock API sends the reason
 * (`google.rpc.BadRequest.FieldViolation.reason`) and its parameters (a `google.rpc.ErrorInfo` beside it), the
 * client words them in the person's language (`common:serverReasons.<REASON>`), and `description` keeps the
 * English below for other clients. One catalogue, so the English on the wire cannot drift from the reason.
 */

/**
 * How a parameter travels as text: a number, a text, an amount (`1250.00 currencies/usd`), or a record's
 * resource name (`orders/2001`), which the client words by its id (`2001`).
 */
type ParamKind = 'text' | 'number' | 'money' | 'record'
interface KindValue {
  text: string
  number: number
  money: Money
  record: string
}
type ParamsOf<S extends Record<string, ParamKind>> = { [K in keyof S]: KindValue[S[K]] }

const define = <S extends Record<string, ParamKind>>(params: S, english: (p: ParamsOf<S>) => string) => ({
  params,
  english,
})

/** `ErrorInfo.domain` of the reasons below. */
export const REASON_DOMAIN = 'cargo.services'

export const REASONS = {
  // Any field
  REQUIRED: define({}, () => 'is required'),
  TOO_LONG: define({ max: 'number' }, (p) => `must be at most ${p.max} characters`),
  NEGATIVE: define({}, () => 'must not be negative'),
  NOT_ABOVE_ZERO: define({}, () => 'must be above zero'),
  OUT_OF_RANGE: define({}, () => 'is out of range'),
  BETWEEN: define({ min: 'number', max: 'number' }, (p) => `must be between ${p.min} and ${p.max}`),
  AT_LEAST: define({ min: 'number' }, (p) => `must be ${p.min} or more`),
  ONE_OF_TWO: define({ first: 'text', second: 'text' }, (p) => `must be "${p.first}" or "${p.second}"`),
  /** An end date before its start (a list's `date_to` before `date_from`). */
  NOT_BEFORE: define({ other: 'text' }, (p) => `must not be before ${p.other}`),
  /** An invoice due before its date. */
  DUE_BEFORE_DATE: define({}, () => 'must not be before date'),
  CANNOT_CHANGE: define({}, () => 'cannot change'),
  ALREADY_USED: define({ value: 'text' }, (p) => `${p.value} is already used`),
  /**
   * An update or delete refused because the record was written after the caller read it (code `aborted`,
   * decision 0130): the record, who wrote it last and when (ISO 8601; either may be empty when unknown).
   */
  STALE_RECORD: define(
    { record: 'record', by: 'text', at: 'text' },
    (p) => `${p.record} was changed by ${p.by || 'someone else'}${p.at ? ` at ${p.at}` : ''}; read it again`,
  ),
  // Names, codes and formats
  NOT_A_NAME: define(
    { collection: 'text', value: 'text' },
    (p) => `must look like ${p.collection}/<id>, not "${p.value}"`,
  ),
  MALFORMED: define({ expected: 'text' }, (p) => `must look like ${p.expected}`),
  NOT_A_CODE: define({}, () => 'must be lower-case letters, digits, "_" or "-"'),
  NOT_AN_ID: define({}, () => 'must be letters, digits, "_" or "-"'),
  NOT_AN_EMAIL: define({}, () => 'is not an e-mail address'),
  NOT_A_PHONE: define({}, () => 'is not a phone number'),
  NOT_A_VIN: define({}, () => 'must be a 17-character VIN with a valid check digit (position 9)'),
  NOT_A_SWIFT: define({}, () => 'must be an 8 or 11 character SWIFT/BIC code'),
  NOT_A_ROUTING_NUMBER: define({}, () => 'must be 9 digits'),
  NOT_A_MIME_TYPE: define({}, () => 'must be a MIME type such as application/pdf'),
  NOT_A_LOCATION: define({}, () => 'must be a resource name such as payments/12 or invoiceTypes/standard'),
  NOT_A_FORMULA_TARGET: define(
    {},
    () => 'must be a collection or resource name such as orderServiceTypes/shipping',
  ),
  NOT_A_SERVICE_NAME: define({}, () => 'must be an order service, orders/<id>/services/<id>'),
  EMPTY_KEY: define({}, () => 'keys must not be empty'),
  EMPTY_FILE: define({}, () => 'is empty'),
  FILE_TOO_LARGE: define({ max: 'number' }, (p) => `must be at most ${p.max} bytes`),
  NOT_A_SORT_ORDER: define({ value: 'text' }, (p) => `must be "asc" or "desc", not "${p.value}"`),
  UNKNOWN_COLUMN: define(
    { value: 'text', allowed: 'text' },
    (p) => `unknown column "${p.value}"; one of ${p.allowed}`,
  ),
  UNKNOWN_FIELD: define(
    { value: 'text', allowed: 'text' },
    (p) => `unknown field "${p.value}"; one of ${p.allowed}`,
  ),
  // Customers
  REQUIRED_FOR_COMPANY: define({}, () => 'is required for a company'),
  NAME_REQUIRED: define({}, () => 'is required (or a first and last name)'),
  UNKNOWN_BUYER: define({ buyer: 'text' }, (p) => `${p.buyer} is not a known buyer`),
  // Lines of orders, invoices and payments
  OTHER_CURRENCY: define({ currency: 'text' }, (p) => `must be in ${p.currency} like the other amounts`),
  OTHER_CUSTOMER: define({ record: 'record' }, (p) => `${p.record} belongs to another customer`),
  NOT_A_LINE_OF: define({ line: 'text', record: 'record' }, (p) => `${p.line} is not a line of ${p.record}`),
  VEHICLE_TWICE: define({ vehicle: 'record' }, (p) => `${p.vehicle} is already an item of this order`),
  VEHICLE_IN_ORDER: define(
    { vehicle: 'record', order: 'record' },
    (p) => `${p.vehicle} is already in ${p.order}`,
  ),
  CANCELLED_VEHICLE: define({ vehicle: 'record' }, (p) => `${p.vehicle} is cancelled`),
  INACTIVE_TYPE: define({ type: 'text' }, (p) => `${p.type} is not active`),
  INACTIVE_PAYEE: define({ payee: 'text' }, (p) => `${p.payee} is not active`),
  NOT_A_SERVICE_OF_ORDER: define({ service: 'text' }, (p) => `${p.service} is not a service of this order`),
  BELOW_BILLED_OR_PAID: define(
    { used: 'money' },
    (p) => `is below what invoices bill or payments put on it (${formatMoney(p.used)})`,
  ),
  BELOW_PAID: define(
    { paid: 'money' },
    (p) => `is below what payments put on the order (${formatMoney(p.paid)})`,
  ),
  EXCEEDS_TO_BILL: define(
    { remaining: 'money' },
    (p) => `exceeds what remains to bill on its order line (${formatMoney(p.remaining)})`,
  ),
  WRONG_SIGN: define(
    {},
    () => 'must have the sign of its order line (a discount is zero or below, other lines zero or above)',
  ),
  INVOICE_BELOW_ZERO: define(
    { total: 'money' },
    (p) =>
      `total below zero (${formatMoney(p.total)}): an invoice bills money; a credit is a discount on the order, billed with its items or services`,
  ),
  BILLS_LESS_THAN_PAID_ON_LINE: define(
    { line: 'text', paid: 'money' },
    (p) => `bills less than the payments set against ${p.line} (${formatMoney(p.paid)})`,
  ),
  BILLS_LESS_THAN_PAID: define(
    { paid: 'money' },
    (p) => `bills less than the payments set against this invoice (${formatMoney(p.paid)})`,
  ),
  NOT_BILLED_BY: define(
    { invoice: 'record', billed: 'text' },
    (p) => `${p.invoice} does not bill ${p.billed}`,
  ),
  INVOICE_TAKES_NO_PAYMENTS: define(
    { invoice: 'record', status: 'text' },
    (p) => `${p.invoice} is ${p.status}; it takes no payments`,
  ),
  DISCOUNT_NOT_PAYABLE: define({}, () => 'a discount cannot be paid'),
  // A record that cannot be changed or deleted now, whatever the request's fields (no field: the whole call)
  USED_BY_ORDER: define(
    { record: 'record' },
    (p) => `is used by order ${p.record}; change or delete that first`,
  ),
  USED_BY_INVOICE: define(
    { record: 'record' },
    (p) => `is used by invoice ${p.record}; change or delete that first`,
  ),
  USED_BY_PAYMENT: define(
    { record: 'record' },
    (p) => `is used by payment ${p.record}; change or delete that first`,
  ),
  CUSTOMER_FIXED_BY_MONEY: define({}, () => 'has payments or invoices; its customer cannot change'),
  NOT_APPROVABLE: define({ serviceType: 'text' }, (p) => `service type ${p.serviceType} takes no approval`),
  LINES_EXCEED_PAYMENT: define(
    { limit: 'money' },
    (p) => `the order lines together exceed the payment amount (${formatMoney(p.limit)})`,
  ),
  EXCEEDS_TO_PAY_ON_LINE: define(
    { limit: 'money' },
    (p) => `exceeds what remains to pay on its order line (${formatMoney(p.limit)})`,
  ),
  EXCEEDS_TO_PAY_ON_INVOICE: define(
    { limit: 'money' },
    (p) => `exceeds what remains to pay on its invoice (${formatMoney(p.limit)})`,
  ),
  NOT_PAYMENT_CURRENCY: define({}, () => 'must be in the currency of the payment'),
} as const

export type Reason = keyof typeof REASONS
export type ReasonParams<R extends Reason> = ParamsOf<(typeof REASONS)[R]['params']>
/** The parameters argument of a reason: none for a reason without parameters. */
export type ReasonParamsArg<R extends Reason> = keyof ReasonParams<R> extends never ? [] : [ReasonParams<R>]
/** A parameter as the client words it. */
export type ReasonParamValue = string | number | Money

export const isReason = (reason: string): reason is Reason => Object.hasOwn(REASONS, reason)

/** The English the mock API puts in `FieldViolation.description` (for scripts and `buf curl`). */
export function describeReason<R extends Reason>(reason: R, ...[params]: ReasonParamsArg<R>): string {
  const english = REASONS[reason].english as (p: unknown) => string
  return english(params ?? {})
}

const MONEY_TEXT = /^(-?)(\d+)(?:\.(\d+))?\s+(\S+)$/

/** The parameters as `ErrorInfo.metadata` carries them (text; an amount as `-1250.00 currencies/usd`). */
export function reasonParamsToWire<R extends Reason>(
  reason: R,
  ...[params]: ReasonParamsArg<R>
): Record<string, string> {
  const kinds = REASONS[reason].params as Record<string, ParamKind>
  const values = (params ?? {}) as Record<string, ReasonParamValue>
  const wire: Record<string, string> = {}
  for (const [key, kind] of Object.entries(kinds)) {
    const value = values[key]
    if (value === undefined) continue
    wire[key] =
      kind === 'money'
        ? `${formatMoneyInput((value as Money).value, (value as Money).exponent)} ${(value as Money).currencyName}`
        : String(value)
  }
  return wire
}

/**
 * The parameters of a reason read back from the wire, typed by the catalogue (a record by its id), or null when the reason is not
 * in it or a parameter is missing or unreadable (the client then shows the server's description).
 */
export function reasonParamsFromWire(
  reason: string,
  wire: Readonly<Record<string, string>>,
): Record<string, ReasonParamValue> | null {
  if (!isReason(reason)) return null
  const kinds = REASONS[reason].params as Record<string, ParamKind>
  const params: Record<string, ReasonParamValue> = {}
  for (const [key, kind] of Object.entries(kinds)) {
    const text = wire[key]
    if (text === undefined) return null
    if (kind === 'text') params[key] = text
    else if (kind === 'record') params[key] = idOf(text)
    else if (kind === 'number') {
      const number = Number(text)
      if (text.trim() === '' || !Number.isFinite(number)) return null
      params[key] = number
    } else {
      const match = MONEY_TEXT.exec(text.trim())
      if (!match) return null
      const [, sign, whole, fraction = '', currencyName] = match
      const value = Number(`${sign}${whole}${fraction}`)
      if (!Number.isSafeInteger(value)) return null
      params[key] = { value, exponent: -fraction.length, currencyName: currencyName as string }
    }
  }
  return params
}
