import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addMoney,
  clampAtZero,
  compareMoney,
  CurrencyMismatchError,
  isZeroMoney,
  maxMoney,
  negateMoney,
  subtractMoney,
  sumMoney,
} from './arithmetic'
import { currencyCode, isUsd, money, usd, zeroLike } from './money'
import { unitCode } from './unit-value'

const eur = (value: number) => money(value, 'currencies/eur', -2)

describe('money arithmetic', () => {
  it('adds, subtracts and negates in minor units', () => {
    expect(addMoney(usd(10), usd(20))).toEqual(usd(30))
    expect(subtractMoney(usd(10), usd(25))).toEqual(usd(-15))
    expect(negateMoney(usd(7))).toEqual(usd(-7))
    expect(Object.is(negateMoney(usd(0)).value, 0)).toBe(true)
    expect(Object.is(subtractMoney(usd(3), usd(3)).value, 0)).toBe(true)
  })

  it('sums a list, giving zero of the given currency for an empty one', () => {
    expect(sumMoney([usd(1), usd(2), usd(3)], usd(0))).toEqual(usd(6))
    expect(sumMoney([], eur(0))).toEqual(eur(0))
  })

  it('compares and tests zero', () => {
    expect(compareMoney(usd(1), usd(2))).toBe(-1)
    expect(compareMoney(usd(2), usd(2))).toBe(0)
    expect(compareMoney(usd(3), usd(2))).toBe(1)
    expect(isZeroMoney(usd(0))).toBe(true)
    expect(isZeroMoney(usd(-1))).toBe(false)
    expect(maxMoney(usd(1), usd(4))).toEqual(usd(4))
    expect(clampAtZero(usd(-4))).toEqual(usd(0))
    expect(clampAtZero(usd(4))).toEqual(usd(4))
  })

  it('refuses to mix currencies or exponents', () => {
    expect(() => addMoney(usd(1), eur(1))).toThrow(CurrencyMismatchError)
    expect(() => addMoney(usd(1), eur(1))).toThrow(/currencies\/usd.*currencies\/eur/)
    expect(() => compareMoney(usd(1), money(1, 'currencies/usd', -3))).toThrow(CurrencyMismatchError)
    expect(() => sumMoney([usd(1), eur(1)], usd(0))).toThrow(CurrencyMismatchError)
  })

  it('sums like integer addition (no drift)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 })), (values) => {
        expect(sumMoney(values.map(usd), usd(0)).value).toBe(values.reduce((a, b) => a + b, 0) || 0)
      }),
    )
  })
})

describe('currency and unit names', () => {
  it('reads codes', () => {
    expect(currencyCode('currencies/usd')).toBe('USD')
    expect(currencyCode('eur')).toBe('EUR')
    expect(isUsd(usd(1))).toBe(true)
    expect(isUsd(eur(1))).toBe(false)
    expect(zeroLike(eur(5))).toEqual(eur(0))
    expect(unitCode('units/KG')).toBe('kg')
  })
})
