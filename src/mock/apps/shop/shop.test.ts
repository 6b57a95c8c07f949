import { createServer } from 'miragejs'
import type { Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createShopApp, shopApp } from '.'
import type { CartItem, Product, WishlistItem } from './data'

type Flagged = Product & { isInWishlist: boolean; isInCart: boolean }
type Listing = { products: Flagged[]; total: number; userWishlist: WishlistItem[]; userCart: CartItem[] }
type CartProduct = Flagged & { qty: number; shippingDate: string; offers: number; discountPercentage: number }

let server: Server
let randomValue: number | undefined
const NOW = new Date('2026-03-10T12:00:00Z')
const start = (app = shopApp) =>
  createServer({
    environment: 'test',
    routes() {
      app.routes(this, app.createState())
    },
  })
beforeEach(() => {
  randomValue = undefined
  server = start()
})
afterEach(() => server.shutdown())

/** Restarts the mock with a pinned random source and clock. */
function pin(value: number) {
  server.shutdown()
  randomValue = value
  server = start(createShopApp({ random: () => randomValue ?? 0, now: () => NOW }))
}

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(path, init)
  return { status: response.status, body: (await response.json()) as T }
}
const post = (path: string, body: unknown) =>
  fetch(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
const products = async (query = '') => (await call<Listing>(`/apps/ecommerce/products${query}`)).body
const DAY = 86_400_000

describe('shop mock', () => {
  it('pages 9 featured products (id descending) by default out of 27', async () => {
    const listing = await products()
    expect(listing.total).toBe(27)
    expect(listing.products.map((p) => p.id)).toEqual([27, 26, 25, 24, 23, 22, 21, 20, 19])
    expect((await products('?page=3')).products.map((p) => p.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect((await products('?page=4')).products).toEqual([])
    expect((await products('?perPage=5&page=2&sortBy=featured')).products.map((p) => p.id)).toEqual([
      22, 21, 20, 19, 18,
    ])
    expect(listing.userWishlist.map((w) => w.productId)).toEqual([2, 5, 11])
    expect(listing.userCart.map((c) => c.productId)).toEqual([5, 8])
  })

  it('has complete products with ratings from 1 to 5 and local images', async () => {
    const { products: all } = await products('?perPage=100')
    expect(all).toHaveLength(27)
    expect(new Set(all.map((p) => p.slug)).size).toBe(27)
    for (const p of all) {
      expect(p.rating).toBeGreaterThanOrEqual(1)
      expect(p.rating).toBeLessThanOrEqual(5)
      expect(Number.isInteger(p.rating)).toBe(true)
      expect(p.price).toBeGreaterThan(0)
      expect(p.image).toMatch(/^data:image\/svg\+xml[;,]/)
      expect(typeof p.hasFreeShipping).toBe('boolean')
      expect(p.description.length).toBeGreaterThan(10)
    }
  })

  it('sorts by price both ways', async () => {
    const asc = (await products('?sortBy=price-asc&perPage=27')).products.map((p) => p.price)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await products('?sortBy=price-desc&perPage=27')).products.map((p) => p.price)
    expect(desc).toEqual([...asc].reverse())
  })

  it('searches names case-insensitively and counts the matches', async () => {
    const listing = await products('?q=HEADPHONES')
    expect(listing.total).toBe(3)
    expect(listing.products.every((p) => p.name.toLowerCase().includes('headphones'))).toBe(true)
    expect((await products('?q=zzz')).total).toBe(0)
  })

  it('answers a product with flags and color options', async () => {
    const { status, body } = await call<{ product: Flagged & { colorOptions: string[] } }>(
      '/apps/ecommerce/products/5',
    )
    expect(status).toBe(200)
    expect(body.product).toMatchObject({ id: 5, isInWishlist: true, isInCart: true })
    expect(body.product.colorOptions.length).toBeGreaterThan(0)
    for (const c of body.product.colorOptions)
      expect(['primary', 'success', 'warning', 'danger', 'info']).toContain(c)
    pin(0.1)
    const pinned = await call<{ product: { colorOptions: string[]; isInCart: boolean } }>(
      '/apps/ecommerce/products/1',
    )
    expect(pinned.body.product.colorOptions).toEqual(['primary', 'success', 'warning', 'danger', 'info'])
    expect(pinned.body.product.isInCart).toBe(false)
    pin(0.9)
    expect(
      (await call<{ product: { colorOptions: string[] } }>('/apps/ecommerce/products/1')).body.product
        .colorOptions,
    ).toEqual(['info'])
  })

  it('answers 404 with no body for an unknown product', async () => {
    for (const id of ['999', '0', 'abc']) {
      const response = await fetch(`/apps/ecommerce/products/${id}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('')
    }
  })

  it('answers the wishlist and the cart with random extras in range', async () => {
    const wishlist = await call<{ products: Flagged[] }>('/apps/ecommerce/wishlist')
    expect(wishlist.body.products.map((p) => p.id)).toEqual([2, 5, 11])
    expect(wishlist.body.products.every((p) => p.isInWishlist)).toBe(true)
    const cart = await call<{ products: CartProduct[] }>('/apps/ecommerce/cart')
    expect(cart.body.products.map((p) => [p.id, p.qty])).toEqual([
      [5, 1],
      [8, 2],
    ])
    for (const p of cart.body.products) {
      expect(p.isInCart).toBe(true)
      expect(p.offers).toBeGreaterThanOrEqual(1)
      expect(p.offers).toBeLessThanOrEqual(4)
      expect(p.discountPercentage).toBeGreaterThanOrEqual(3)
      expect(p.discountPercentage).toBeLessThanOrEqual(20)
      const days = (Date.parse(p.shippingDate) - Date.now()) / DAY
      expect(days).toBeGreaterThan(0.9)
      expect(days).toBeLessThanOrEqual(8.01)
    }
  })

  it('pins the random cart extras to both ends of their ranges', async () => {
    pin(0)
    const low = (await call<{ products: CartProduct[] }>('/apps/ecommerce/cart')).body.products[0]
    expect(low).toMatchObject({
      offers: 1,
      discountPercentage: 3,
      shippingDate: new Date(NOW.getTime() + DAY).toISOString(),
    })
    pin(0.999999)
    const high = (await call<{ products: CartProduct[] }>('/apps/ecommerce/cart')).body.products[0]
    expect(high).toMatchObject({
      offers: 4,
      discountPercentage: 20,
      shippingDate: new Date(NOW.getTime() + 8 * DAY).toISOString(),
    })
  })

  it('adds to and removes from the cart and the wishlist, and the flags follow', async () => {
    const flagsOf = async (id: number) => (await products('?perPage=27')).products.find((p) => p.id === id)
    expect(await flagsOf(20)).toMatchObject({ isInCart: false, isInWishlist: false })

    const addedToCart = await post('/apps/ecommerce/cart', { productId: 20 })
    expect(addedToCart.status).toBe(201)
    expect(await addedToCart.json()).toEqual({ id: 3, productId: 20, qty: 1 })
    const addedToWishlist = await post('/apps/ecommerce/wishlist', { productId: 20 })
    expect(addedToWishlist.status).toBe(201)
    expect(await addedToWishlist.json()).toEqual({ id: 4, productId: 20 })
    expect(await flagsOf(20)).toMatchObject({ isInCart: true, isInWishlist: true })
    expect((await call<{ product: Flagged }>('/apps/ecommerce/products/20')).body.product).toMatchObject({
      isInCart: true,
      isInWishlist: true,
    })
    // Adding again does not duplicate.
    await post('/apps/ecommerce/cart', { productId: 20 })
    expect((await products()).userCart.filter((c) => c.productId === 20)).toHaveLength(1)

    expect((await fetch('/apps/ecommerce/cart/20', { method: 'DELETE' })).status).toBe(200)
    expect(await flagsOf(20)).toMatchObject({ isInCart: false, isInWishlist: true })
    expect((await fetch('/apps/ecommerce/wishlist/20', { method: 'DELETE' })).status).toBe(200)
    expect(await flagsOf(20)).toMatchObject({ isInCart: false, isInWishlist: false })
    expect(
      (await call<{ products: Flagged[] }>('/apps/ecommerce/wishlist')).body.products.map((p) => p.id),
    ).toEqual([2, 5, 11])

    expect((await fetch('/apps/ecommerce/cart/20', { method: 'DELETE' })).status).toBe(404)
    expect((await post('/apps/ecommerce/cart', { productId: 999 })).status).toBe(404)
    expect((await post('/apps/ecommerce/wishlist', {})).status).toBe(400)
  })

  it('keeps the colour chosen for a cart line, takes a new one when added again, and ignores an unknown one', async () => {
    const added = await post('/apps/ecommerce/cart', { productId: 20, color: 'danger' })
    expect(await added.json()).toEqual({ id: 3, productId: 20, qty: 1, color: 'danger' })
    await post('/apps/ecommerce/cart', { productId: 20, color: 'info' })
    await post('/apps/ecommerce/cart', { productId: 21, color: 'plaid' })
    const lines = (await call<{ products: (Flagged & { color?: string })[] }>('/apps/ecommerce/cart')).body
      .products
    expect(lines.find((line) => line.id === 20)?.color).toBe('info')
    expect(lines.find((line) => line.id === 21)).not.toHaveProperty('color')
    expect((await products()).userCart.find((c) => c.productId === 20)).toMatchObject({ color: 'info' })
  })
})
