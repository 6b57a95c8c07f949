import { describe, expect, it } from 'vitest'
import { usd } from '../../money'
import {
  cartCount,
  clampQuantity,
  dollarsToMoney,
  isShopSort,
  lineDiscount,
  lineSubtotal,
  lineTotal,
  mergeQuantities,
  pageToKeep,
  priceSummary,
  productIdFromSlug,
  productPath,
} from '.'

describe('shop rules', () => {
  it('reads the product id at the end of a slug', () => {
    expect(productIdFromSlug('kestrel-pro-headphones-10')).toBe(10)
    expect(productIdFromSlug('27')).toBe(27)
    expect(productIdFromSlug('no-such-product')).toBeUndefined()
    expect(productIdFromSlug('thing-0')).toBeUndefined()
    expect(productIdFromSlug('thing10')).toBeUndefined()
    expect(productIdFromSlug(undefined)).toBeUndefined()
    expect(productPath({ slug: 'a-b-3' })).toBe('/apps/ecommerce/product-detail/a-b-3')
  })

  it('keeps the last page when the page asked for is past it', () => {
    expect(pageToKeep(4, 3)).toBe(3)
    expect(pageToKeep(3, 3)).toBeUndefined()
    expect(pageToKeep(1, 3)).toBeUndefined()
    expect(pageToKeep(2, 0)).toBeUndefined()
  })

  it('knows the three sorts', () => {
    expect(['featured', 'price-asc', 'price-desc'].every(isShopSort)).toBe(true)
    expect(isShopSort('name')).toBe(false)
  })

  it('turns dollars into cents', () => {
    expect(dollarsToMoney(89.37)).toEqual(usd(8937))
    expect(dollarsToMoney(0.1 + 0.2)).toEqual(usd(30))
  })
})

describe('cart rules', () => {
  it('puts the page-kept quantities over the server ones and counts the items', () => {
    const entries = [
      { productId: 5, qty: 1 },
      { productId: 8, qty: 2 },
    ]
    expect(cartCount(entries)).toBe(3)
    const merged = mergeQuantities(entries, { 8: 4, 11: 7 })
    expect(merged).toEqual([
      { productId: 5, qty: 1 },
      { productId: 8, qty: 4 },
    ])
    expect(cartCount(merged)).toBe(5)
    expect(cartCount([])).toBe(0)
  })

  it('keeps a typed quantity whole and within 1..10', () => {
    expect(clampQuantity(3)).toBe(3)
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(12)).toBe(10)
    expect(clampQuantity(2.6)).toBe(3)
    expect(clampQuantity(NaN)).toBe(1)
  })

  it('prices a line: subtotal, discount rounded half up to the cent, total', () => {
    const line = { price: usd(8937), qty: 2, discountPercentage: 15 }
    expect(lineSubtotal(line)).toEqual(usd(17874))
    // 17874 × 15% = 2681.1 → 2681
    expect(lineDiscount(line)).toEqual(usd(2681))
    expect(lineTotal(line)).toEqual(usd(15193))
    // 1250 × 10% = 125; 1255 × 10% = 125.5 → 126
    expect(lineDiscount({ price: usd(1255), qty: 1, discountPercentage: 10 })).toEqual(usd(126))
  })

  it('sums the summary from the lines', () => {
    const summary = priceSummary([
      { price: usd(8937), qty: 2, discountPercentage: 15, hasFreeShipping: true },
      { price: usd(2400), qty: 1, discountPercentage: 3, hasFreeShipping: false },
    ])
    expect(summary).toEqual({
      items: 3,
      subtotal: usd(17874 + 2400),
      discount: usd(2681 + 72),
      freeShippingLines: 1,
      lines: 2,
      total: usd(17874 + 2400 - 2681 - 72),
    })
    expect(priceSummary([])).toMatchObject({ items: 0, subtotal: usd(0), discount: usd(0), total: usd(0) })
  })
})
