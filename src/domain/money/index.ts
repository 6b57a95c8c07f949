export {
  type Money,
  USD_CURRENCY_NAME,
  USD_EXPONENT,
  money,
  usd,
  zeroLike,
  currencyCode,
  isUsd,
  decimalDigits,
} from './money.ts'
export { type UnitValue, unitCode } from './unit-value.ts'
export {
  CurrencyMismatchError,
  sameCurrency,
  addMoney,
  subtractMoney,
  sumMoney,
  negateMoney,
  isZeroMoney,
  compareMoney,
  maxMoney,
  clampAtZero,
} from './arithmetic.ts'
export { parseMoneyInput } from './parse-money-input.ts'
export { sanitizeMoneyText, explainMoneyText, normaliseDigits, type MoneyTextChange } from './money-text.ts'
export { formatMoney, formatUnitValue, formatMoneyInput, formatScaledNumber } from './format-money.ts'
export { type AppLocale, APP_LOCALES, intlLocaleTag } from './locale.ts'
