// @vitest-environment jsdom
import { createServer, type Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShopApp } from '../../mock/apps/shop'
import { PortError } from '../../ports/errors'
import { createCallPipeline } from '../pipeline/call-pipeline'
import { memorySessionStorage } from '../testing/session-fakes'
import { createShopAdapter } from './shop-adapter'

const NOW = new Date('2026-03-10T12:00:00Z')
let server: Server
let log: ReturnType<typeof vi.fn>

/** The adapter over the shop's own mock (random extras pinned to their lowest). */
function shop() {
  log = vi.fn()
  const pipeline = createCallPipeline({
    sessionStorage: memorySessionStorage({}).port,
    session: { refresh: vi.fn() },
    onSignedOut: vi.fn(),
    reload: vi.fn(),
    log,
  })
  return createShopAdapter({ pipeline })
}

beforeEach(() => {
  const app = createShopApp({ random: () => 0, now: () => NOW })
  server = createServer({
    environment: 'test',
    routes() {
      app.routes(this, app.createState())
    },
  })
})
afterEach(() => server.shutdown())

describe('shop adapter', () => {
  it('lists a page with the query, prices in cents, counted pages and the cart', async () => {
    const port = shop()
    const page = await port.listProducts({ q: '', sortBy: 'featured', page: 3, perPage: 9 })
    expect(page.totalRows).toBe(27)
    expect(page.totalPages).toBe(3)
    expect(page.items.map((p) => p.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(page.items.find((p) => p.id === 5)).toMatchObject({ isInCart: true, isInWishlist: true })
    expect(page.items[0]!.price.currencyName).toBe('currencies/usd')
    expect(Number.isInteger(page.items[0]!.price.value)).toBe(true)
    expect(page.cart).toEqual([
      { productId: 5, qty: 1 },
      { productId: 8, qty: 2 },
    ])
    const found = await port.listProducts({ q: ' headphones ', sortBy: 'price-asc', page: 1, perPage: 9 })
    expect(found.totalRows).toBe(3)
    const prices = found.items.map((p) => p.price.value)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(await port.cartEntries()).toEqual(page.cart)
  })

  it('reads a product with its colours, and not_found for an unknown one', async () => {
    const port = shop()
    const product = await port.getProduct(1)
    expect(product).toMatchObject({ id: 1, slug: expect.stringMatching(/-1$/), isInCart: false })
    expect(product.colorOptions).toEqual(['primary', 'success', 'warning', 'danger', 'info'])
    await expect(port.getProduct(999)).rejects.toEqual(expect.objectContaining({ code: 'not_found' }))
    await expect(port.getProduct(999)).rejects.toBeInstanceOf(PortError)
  })

  it('reads the cart lines with dates, and adds and removes in the cart and the wishlist', async () => {
    const port = shop()
    const lines = await port.listCart()
    expect(lines.map((l) => [l.id, l.qty, l.offers, l.discountPercentage])).toEqual([
      [5, 1, 1, 3],
      [8, 2, 1, 3],
    ])
    expect(lines[0]!.shippingDate).toEqual(new Date(NOW.getTime() + 86_400_000))
    expect(await port.addToCart(20)).toEqual({ productId: 20, qty: 1 })
    await port.addToWishlist(20)
    expect((await port.listWishlist()).map((p) => p.id)).toEqual([2, 5, 11, 20])
    await port.removeFromCart(20)
    await port.removeFromWishlist(20)
    expect((await port.cartEntries()).map((e) => e.productId)).toEqual([5, 8])
    expect((await port.listWishlist()).map((p) => p.id)).toEqual([2, 5, 11])
    expect((await port.getProduct(2)).price).toEqual(expect.objectContaining({ exponent: -2 }))
  })
})
