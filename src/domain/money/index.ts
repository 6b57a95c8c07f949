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
} from './money'
export { type UnitValue, unitCode } from './unit-value'
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
} from './arithmetic'
export { parseMoneyInput } from './parse-money-input'
export { sanitizeMoneyText, explainMoneyText, normaliseDigits, type MoneyTextChange } from './money-text'
export { formatMoney, formatUnitValue, formatMoneyInput, formatScaledNumber } from './format-money'
export { type AppLocale, APP_LOCALES, intlLocaleTag } from './locale'
