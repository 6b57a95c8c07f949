export { type Money, USD_CURRENCY_NAME, USD_EXPONENT, money, usd, decimalDigits } from './money.ts'
export { type UnitValue } from './unit-value.ts'
export {
  CurrencyMismatchError,
  sameCurrency,
  addMoney,
  subtractMoney,
  sumMoney,
  compareMoney,
  clampAtZero,
} from './arithmetic.ts'
export { parseMoneyInput } from './parse-money-input.ts'
export { sanitizeMoneyText, explainMoneyText, type MoneyTextChange } from './money-text.ts'
export { formatMoney, formatUnitValue, formatMoneyInput } from './format-money.ts'
export { type AppLocale, APP_LOCALES, intlLocaleTag } from './locale.ts'
