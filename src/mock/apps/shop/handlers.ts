import { Response } from 'miragejs'
import type { Request, Server } from 'miragejs'
import type { Product, ShopState } from './data'
import { badRequest, isRecord, json, nextId, notFound, queryOne, readBody, toIntId } from '../support'

export const COLOR_OPTIONS = ['primary', 'success', 'warning', 'danger', 'info'] as const
const isColorOption = (value: unknown): value is (typeof COLOR_OPTIONS)[number] =>
  typeof value === 'string' && (COLOR_OPTIONS as readonly string[]).includes(value)

export interface ShopEnvironment {
  /** Uniform in [0, 1), like Math.random. */
  random: () => number
  now: () => Date
}

const SORTS: Record<string, (a: Product, b: Product) => number> = {
  featured: (a, b) => b.id - a.id,
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
  'price-desc': (a, b) => b.price - a.price || a.id - b.id,
}

const DAY = 86_400_000

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export function shopRoutes(server: Server, state: ShopState, env: ShopEnvironment): void {
  /** An integer from min to max inclusive. */
  const between = (min: number, max: number) => min + Math.floor(env.random() * (max - min + 1))
  const flags = (product: Product) => ({
    ...product,
    isInWishlist: state.wishlist.some((w) => w.productId === product.id),
    isInCart: state.cart.some((c) => c.productId === product.id),
  })
  const productIdFromBody = (request: Request) => {
    const body = readBody(request)
    return toIntId(isRecord(body) ? body.productId : body)
  }
  const productFromPath = (request: Request) =>
    state.products.find((p) => p.id === toIntId(request.params.productId))

  server.get('/apps/ecommerce/products', (_schema, request) => {
    const q = (queryOne(request, 'q') ?? '').trim().toLowerCase()
    const sort = SORTS[queryOne(request, 'sortBy') ?? ''] ?? SORTS.featured
    const perPage = positiveInt(queryOne(request, 'perPage'), 9)
    const page = positiveInt(queryOne(request, 'page'), 1)
    const matching = state.products.filter((p) => p.name.toLowerCase().includes(q)).sort(sort)
    return {
      products: matching.slice((page - 1) * perPage, page * perPage).map(flags),
      total: matching.length,
      userWishlist: state.wishlist,
      userCart: state.cart,
    }
  })

  server.get('/apps/ecommerce/products/:id', (_schema, request) => {
    const product = state.products.find((p) => p.id === toIntId(request.params.id))
    // The spec asks for a 404 with no body at all.
    if (!product) return new Response(404, { 'Content-Type': 'text/plain' }, '')
    const picked = COLOR_OPTIONS.filter(() => env.random() < 0.5)
    const colorOptions = picked.length > 0 ? picked : [COLOR_OPTIONS[between(0, COLOR_OPTIONS.length - 1)]]
    return { product: { ...flags(product), colorOptions } }
  })

  server.get('/apps/ecommerce/wishlist', () => ({
    products: state.wishlist.flatMap((w) => {
      const product = state.products.find((p) => p.id === w.productId)
      return product ? [flags(product)] : []
    }),
  }))

  server.get('/apps/ecommerce/cart', () => ({
    products: state.cart.flatMap((c) => {
      const product = state.products.find((p) => p.id === c.productId)
      if (!product) return []
      return [
        {
          ...flags(product),
          qty: c.qty,
          ...(c.color ? { color: c.color } : {}),
          shippingDate: new Date(env.now().getTime() + between(1, 8) * DAY).toISOString(),
          offers: between(1, 4),
          discountPercentage: between(3, 20),
        },
      ]
    }),
  }))

  for (const list of ['cart', 'wishlist'] as const) {
    server.post(`/apps/ecommerce/${list}`, (_schema, request) => {
      const productId = productIdFromBody(request)
      if (productId === undefined) return badRequest('productId is required')
      const product = state.products.find((p) => p.id === productId)
      if (!product) return notFound('Unknown product')
      const body = readBody(request)
      const color = isRecord(body) && isColorOption(body.color) ? body.color : undefined
      if (list === 'cart') {
        // The colour chosen on the product page travels with the line; adding again takes the new colour.
        const existing = state.cart.find((i) => i.productId === product.id)
        if (existing) {
          if (color) existing.color = color
          return json(201, existing)
        }
        const item = { id: nextId(state.cart), productId: product.id, qty: 1, ...(color ? { color } : {}) }
        state.cart.push(item)
        return json(201, item)
      }
      const existing = state.wishlist.find((i) => i.productId === product.id)
      if (existing) return json(201, existing)
      const item = { id: nextId(state.wishlist), productId: product.id }
      state.wishlist.push(item)
      return json(201, item)
    })

    server.delete(`/apps/ecommerce/${list}/:productId`, (_schema, request) => {
      const product = productFromPath(request)
      const items: { productId: number }[] = state[list]
      const index = product ? items.findIndex((i) => i.productId === product.id) : -1
      if (index === -1) return notFound(`Not in the ${list}`)
      items.splice(index, 1)
      return json(200, {})
    })
  }
}
