import { TEXT_LIMITS } from '../../src/domain/text'
import { USD_CURRENCY_NAME, USD_EXPONENT, type Money } from '../../src/domain/money'
import type { Money as MoneyMessage } from '../../src/gen/cargo/types/money_pb'
import { invalidArgument, notFound } from '../http/errors'
import type { SqlTable as Table } from '../storage/sql/table'

/** The resource name patterns of the API. */
export const NAME_PATTERNS = {
  orders: /^orders\/[1-9]\d*$/,
  customers: /^customers\/[A-Za-z0-9_-]+$/,
  vehicles: /^vehicles\/[1-9]\d*$/,
  invoices: /^invoices\/[1-9]\d*$/,
  payments: /^payments\/[1-9]\d*$/,
  shipments: /^shipments\/[1-9]\d*$/,
  terminals: /^terminals\/[1-9]\d*$/,
  documents: /^documents\/[1-9]\d*$/,
  approvals: /^approvals\/[1-9]\d*$/,
  formulas: /^formulas\/[1-9]\d*$/,
  invoicePayees: /^invoicePayees\/[1-9]\d*$/,
  orderServiceTypes: /^orderServiceTypes\/[a-z0-9_-]+$/,
  orderDiscountTypes: /^orderDiscountTypes\/[a-z0-9_-]+$/,
  paymentTypes: /^paymentTypes\/[a-z0-9_-]+$/,
  invoiceTypes: /^invoiceTypes\/[a-z0-9_-]+$/,
  countries: /^countries\/[a-z]{2}$/,
  states: /^states\/[a-z]{2}-[a-z0-9]+$/,
  cities: /^cities\/[a-z]{2}(-[a-z0-9]+){1,2}$/,
} as const

export type Collection = keyof typeof NAME_PATTERNS

/** A well-formed resource name of `collection`, else invalid_argument naming `field`. */
export function checkName(field: string, value: string, collection: Collection): string {
  const name = value.trim()
  if (!name) throw invalidArgument(field, 'REQUIRED')
  if (!NAME_PATTERNS[collection].test(name)) throw invalidArgument(field, 'NOT_A_NAME', { collection, value })
  return name
}

/** The stored row of a well-formed name, else not_found. */
export function findRow<T extends { name: string }>(
  table: Table<T>,
  field: string,
  value: string,
  collection: Collection,
): T {
  const name = checkName(field, value, collection)
  const row = table.get(name)
  if (!row) throw notFound(name)
  return row
}

/** A message field that must be present (`order` in CreateOrderRequest). */
export function present<T>(field: string, value: T | undefined): T {
  if (value === undefined) throw invalidArgument(field, 'REQUIRED')
  return value
}

export function requiredText(field: string, value: string, max: number = TEXT_LIMITS.shortText): string {
  const text = value.trim()
  if (!text) throw invalidArgument(field, 'REQUIRED')
  if (text.length > max) throw invalidArgument(field, 'TOO_LONG', { max })
  return text
}

export function optionalText(field: string, value: string, max: number = TEXT_LIMITS.comment): string {
  if (value.length > max) throw invalidArgument(field, 'TOO_LONG', { max })
  return value
}

/** A short code: lower-case letters, digits, `_` and `-`. */
export function checkCode(field: string, value: string): string {
  const code = value.trim()
  if (!code) throw invalidArgument(field, 'REQUIRED')
  if (!/^[a-z0-9_-]{1,64}$/.test(code)) throw invalidArgument(field, 'NOT_A_CODE')
  return code
}

/**
 * Money from the wire: an empty currency means usd (a client that sends only a value), an exponent of 0 with
 * usd means -2; the value must be a safe integer and, unless `allowNegative`, not below zero.
 */
export function moneyIn(
  field: string,
  value: MoneyMessage | undefined,
  options: { allowNegative?: boolean; required?: boolean } = {},
): Money {
  if (!value) {
    if (options.required) throw invalidArgument(field, 'REQUIRED')
    return { value: 0, currencyName: USD_CURRENCY_NAME, exponent: USD_EXPONENT }
  }
  const currencyName = value.currencyName.trim() || USD_CURRENCY_NAME
  if (!/^currencies\/[a-z]{3}$/.test(currencyName))
    throw invalidArgument(`${field}.currency_name`, 'MALFORMED', { expected: 'currencies/usd' })
  const exponent = currencyName === USD_CURRENCY_NAME && value.exponent === 0 ? USD_EXPONENT : value.exponent
  if (exponent > 0 || exponent < -9)
    throw invalidArgument(`${field}.exponent`, 'BETWEEN', { min: -9, max: 0 })
  const amount = Number(value.value)
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > 9e15)
    throw invalidArgument(`${field}.value`, 'OUT_OF_RANGE')
  if (amount < 0 && !options.allowNegative) throw invalidArgument(`${field}.value`, 'NEGATIVE')
  return { value: amount, currencyName, exponent }
}

/** All amounts in one currency (the order's or payment's), else invalid_argument naming the first odd one. */
export function sameCurrencies(entries: readonly { field: string; money: Money }[]): void {
  const first = entries[0]?.money
  if (!first) return
  for (const { field, money } of entries) {
    if (money.currencyName !== first.currencyName || money.exponent !== first.exponent) {
      throw invalidArgument(field, 'OTHER_CURRENCY', { currency: first.currencyName })
    }
  }
}
