import { describe, expect, it } from 'vitest'
import { usd } from '../../domain/money'
import { fakeHttp, json } from './test-http'
import { createShopAdapter } from './shop-adapter'

const product = {
  id: 5,
  name: 'Kestrel Smart Coffee Grinder',
  slug: 'kestrel-smart-coffee-grinder-5',
  description: 'The smart coffee grinder.',
  brand: 'Kestrel',
  price: 89.37,
  image: 'data:image/svg+xml,x',
  hasFreeShipping: true,
  rating: 4,
  isInWishlist: true,
  isInCart: false,
}

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return { fetch, shop: createShopAdapter(options) }
}
const listing = {
  products: [product],
  total: 10,
  userWishlist: [{ id: 1, productId: 5 }],
  userCart: [{ id: 2, productId: 8, qty: 2 }],
}

describe('shop adapter', () => {
  it('sends the list query and answers prices in cents, counted pages and the cart', async () => {
    const { fetch, shop } = harness(() => json(listing))
    const page = await shop.listProducts({ q: ' head ', sortBy: 'price-asc', page: 2, perPage: 9 })
    await shop.listProducts({ q: '', sortBy: 'featured', page: 1, perPage: 9 })
    expect(await shop.cartEntries()).toEqual([{ productId: 8, qty: 2 }])
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/apps/ecommerce/products?q=head&sortBy=price-asc&perPage=9&page=2',
      '/apps/ecommerce/products?sortBy=featured&perPage=9&page=1',
      '/apps/ecommerce/products?sortBy=featured&perPage=1&page=1',
    ])
    expect(page).toEqual({
      items: [{ ...product, price: usd(8937) }],
      totalRows: 10,
      totalPages: 2,
      cart: [{ productId: 8, qty: 2 }],
    })
  })

  it('reads a product with its known colours, and not_found for a 404 with no body', async () => {
    const { shop } = harness((path) =>
      path.endsWith('/5')
        ? json({ product: { ...product, colorOptions: ['primary', 'pink', 'info'] } })
        : new Response('', { status: 404 }),
    )
    expect(await shop.getProduct(5)).toMatchObject({ id: 5, colorOptions: ['primary', 'info'] })
    await expect(shop.getProduct(999)).rejects.toMatchObject({ code: 'not_found' })
  })

  it('reads the cart lines with their dates and the wishlist', async () => {
    const { shop } = harness((path) =>
      path.endsWith('/cart')
        ? json({
            products: [
              {
                ...product,
                qty: 3,
                shippingDate: '2026-03-11T12:00:00.000Z',
                offers: 2,
                discountPercentage: 12,
              },
            ],
          })
        : json({ products: [product] }),
    )
    expect(await shop.listCart()).toEqual([
      {
        ...product,
        price: usd(8937),
        qty: 3,
        shippingDate: new Date('2026-03-11T12:00:00.000Z'),
        offers: 2,
        discountPercentage: 12,
      },
    ])
    expect((await shop.listWishlist()).map((p) => p.id)).toEqual([5])
  })

  it('adds and removes by product id', async () => {
    const { fetch, shop } = harness((_path, init) =>
      json(
        init?.method === 'POST' ? { id: 3, productId: 20, qty: 1 } : {},
        init?.method === 'POST' ? 201 : 200,
      ),
    )
    expect(await shop.addToCart(20)).toEqual({ productId: 20, qty: 1 })
    await shop.removeFromCart(20)
    await shop.addToWishlist(20)
    await shop.removeFromWishlist(20)
    expect(fetch.mock.calls.map(([path, init]) => [init?.method, path, init?.body])).toEqual([
      ['POST', '/apps/ecommerce/cart', '{"productId":20}'],
      ['DELETE', '/apps/ecommerce/cart/20', undefined],
      ['POST', '/apps/ecommerce/wishlist', '{"productId":20}'],
      ['DELETE', '/apps/ecommerce/wishlist/20', undefined],
    ])
  })
})
