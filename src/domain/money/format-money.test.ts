import { describe, expect, it } from 'vitest'
import { formatMoney, formatMoneyInput, formatUnitValue } from './format-money'
import { money, usd } from './money'

const NBSP = '\u00a0'

describe('formatMoney', () => {
  it('shows usd with a dollar sign', () => {
    expect(formatMoney(usd(123450))).toBe('$1,234.50')
    expect(formatMoney(usd(0))).toBe('$0.00')
    expect(formatMoney(usd(5))).toBe('$0.05')
  })

  it('puts the minus before the dollar sign', () => {
    expect(formatMoney(usd(-1200))).toBe('-$12.00')
  })

  it('shows other currencies with an upper-case code after the number', () => {
    expect(formatMoney(money(123450, 'currencies/eur', -2))).toBe('1,234.50 EUR')
    expect(formatMoney(money(-300, 'currencies/eur', -2))).toBe('-3.00 EUR')
  })

  it('follows the exponent', () => {
    expect(formatMoney(money(1234, 'currencies/amd', 0))).toBe('1,234 AMD')
    expect(formatMoney(money(1234567, 'currencies/kwd', -3))).toBe('1,234.567 KWD')
  })

  it('groups and marks decimals by locale but keeps the sign rule', () => {
    expect(formatMoney(usd(123450), 'ru')).toBe(`$1${NBSP}234,50`)
    expect(formatMoney(usd(-123450), 'am')).toBe(`-$1${NBSP}234,50`)
    expect(formatMoney(money(-300, 'currencies/eur', -2), 'ru')).toBe('-3,00 EUR')
  })

  it('is exact for the largest safe amount', () => {
    expect(formatMoney(usd(Number.MAX_SAFE_INTEGER))).toBe('$90,071,992,547,409.91')
  })

  it('does not throw on a value that is not a whole number', () => {
    expect(formatMoney(usd(Number.NaN))).toBe('$0.00')
    expect(formatMoney(usd(12.9))).toBe('$0.12')
  })

  it('falls back to English grouping for an unknown locale', () => {
    expect(formatMoney(usd(123450), 'not a locale!')).toBe('$1,234.50')
  })
})

describe('formatUnitValue', () => {
  it('shows the number and a lower-case unit', () => {
    expect(formatUnitValue({ value: 1500, unitName: 'units/KG', exponent: 0 })).toBe('1,500 kg')
    expect(formatUnitValue({ value: 15, unitName: 'units/M3', exponent: -1 }, 'ru')).toBe('1,5 m3')
    expect(formatUnitValue({ value: -2, unitName: 'units/PCS', exponent: 0 })).toBe('-2 pcs')
  })
})

describe('formatMoneyInput', () => {
  it('writes plain editable text', () => {
    expect(formatMoneyInput(123450)).toBe('1234.50')
    expect(formatMoneyInput(-5)).toBe('-0.05')
    expect(formatMoneyInput(7, 0)).toBe('7')
    expect(formatMoneyInput(1234, -3)).toBe('1.234')
  })
})
