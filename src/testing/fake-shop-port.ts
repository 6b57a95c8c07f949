import type { CartLine, Product, ShopColor, ShopQuery } from '../domain/apps/shop'
import { countPages } from '../domain/lists'
import { usd } from '../domain/money'
import { fakePort } from './fake-port'
import { PortError } from '../ports/errors'
import type { ShopPort } from '../ports/shop-port'

export const product = (id: number, name: string, cents: number, over: Partial<Product> = {}): Product => ({
  id,
  name,
  slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${id}`,
  description: `About ${name}.`,
  brand: name.split(' ')[0] ?? 'Brand',
  price: usd(cents),
  image: 'data:image/svg+xml,x',
  hasFreeShipping: id % 2 === 0,
  rating: 1 + (id % 5),
  isInWishlist: false,
  isInCart: false,
  ...over,
})

/** A shop port over arrays, answering as the mock does (search by name, sorts, pages, flags). */
export function memoryShop(
  catalogue: Product[],
  cartIds: Record<number, number> = {},
  wishIds: number[] = [],
) {
  const cart = new Map(Object.entries(cartIds).map(([id, qty]) => [Number(id), qty]))
  const wishlist = new Set(wishIds)
  const colours = new Map<number, ShopColor>()
  const flagged = (p: Product): Product => ({
    ...p,
    isInCart: cart.has(p.id),
    isInWishlist: wishlist.has(p.id),
  })
  const entries = () => [...cart].map(([productId, qty]) => ({ productId, qty }))
  const calls: ShopQuery[] = []
  const port = fakePort<ShopPort>({
    listProducts: async (query) => {
      calls.push(query)
      const sorts = {
        featured: (a: Product, b: Product) => b.id - a.id,
        'price-asc': (a: Product, b: Product) => a.price.value - b.price.value,
        'price-desc': (a: Product, b: Product) => b.price.value - a.price.value,
      }
      const found = catalogue
        .filter((p) => p.name.toLowerCase().includes(query.q.toLowerCase()))
        .sort(sorts[query.sortBy])
      return {
        items: found.slice((query.page - 1) * query.perPage, query.page * query.perPage).map(flagged),
        totalRows: found.length,
        totalPages: countPages(found.length, query.perPage),
        cart: entries(),
      }
    },
    getProduct: async (id) => {
      const found = catalogue.find((p) => p.id === id)
      if (!found) throw new PortError('not_found', 'Not found')
      return { ...flagged(found), colorOptions: ['primary', 'danger'] }
    },
    listWishlist: async () => catalogue.filter((p) => wishlist.has(p.id)).map(flagged),
    listCart: async () =>
      catalogue
        .filter((p) => cart.has(p.id))
        .map((p): CartLine => ({
          ...flagged(p),
          qty: cart.get(p.id) ?? 1,
          shippingDate: new Date('2026-03-12T12:00:00Z'),
          offers: 2,
          discountPercentage: 10,
          ...(colours.has(p.id) ? { color: colours.get(p.id) } : {}),
        })),
    cartEntries: async () => entries(),
    addToCart: async (id, color) => {
      if (!cart.has(id)) cart.set(id, 1)
      if (color) colours.set(id, color)
      return { productId: id, qty: cart.get(id) ?? 1, ...(color ? { color } : {}) }
    },
    removeFromCart: async (id) => {
      if (!cart.delete(id)) throw new PortError('not_found', 'Not in the cart')
    },
    addToWishlist: async (id) => void wishlist.add(id),
    removeFromWishlist: async (id) => void wishlist.delete(id),
  })
  return { port, cart, wishlist, calls }
}
