import { dollarsToMoney, isShopColor } from '../../domain/apps/shop/answers'
import type { CartEntry, CartLine, Product, ProductDetail, ShopQuery } from '../../domain/apps/shop'
import { countPages } from '../../domain/lists'
import type { ShopPort } from '../../ports/shop-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

type Json = Record<string, unknown>
const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {})
const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const number = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A product as the mock answers it (price in dollars) in domain terms (price in cents). */
export function toProduct(answer: unknown): Product {
  const p = record(answer)
  return {
    id: number(p.id),
    name: text(p.name),
    slug: text(p.slug),
    description: text(p.description),
    brand: text(p.brand),
    price: dollarsToMoney(number(p.price)),
    image: text(p.image),
    hasFreeShipping: p.hasFreeShipping === true,
    rating: number(p.rating),
    isInWishlist: p.isInWishlist === true,
    isInCart: p.isInCart === true,
  }
}

const toEntry = (answer: unknown): CartEntry => {
  const e = record(answer)
  return {
    productId: number(e.productId),
    qty: number(e.qty, 1),
    ...(isShopColor(e.color) ? { color: e.color } : {}),
  }
}

function toCartLine(answer: unknown): CartLine {
  const p = record(answer)
  return {
    ...toProduct(p),
    qty: number(p.qty, 1),
    shippingDate: new Date(text(p.shippingDate)),
    offers: number(p.offers),
    discountPercentage: number(p.discountPercentage),
    ...(isShopColor(p.color) ? { color: p.color } : {}),
  }
}

/** ShopPort over the in-browser mock's `/apps/ecommerce/*` endpoints (template-apps §7). */
export function createShopAdapter(options: PipelineFetchOptions): ShopPort {
  const request = pipelineFetch(options)
  const products = async ({ q, sortBy, page, perPage }: ShopQuery) => {
    const params = new URLSearchParams()
    if (q.trim() !== '') params.set('q', q.trim())
    params.set('sortBy', sortBy)
    params.set('perPage', String(perPage))
    params.set('page', String(page))
    return record(await request<unknown>('GET', `/apps/ecommerce/products?${params.toString()}`))
  }
  return {
    async listProducts(query) {
      const answer = await products(query)
      const totalRows = number(answer.total)
      return {
        items: array(answer.products).map(toProduct),
        totalRows,
        totalPages: countPages(totalRows, query.perPage),
        cart: array(answer.userCart).map(toEntry),
      }
    },
    async getProduct(id) {
      const answer = record(
        await request<unknown>('GET', `/apps/ecommerce/products/${encodeURIComponent(id)}`),
      )
      const product = record(answer.product)
      const detail: ProductDetail = {
        ...toProduct(product),
        colorOptions: array(product.colorOptions).filter(isShopColor),
      }
      return detail
    },
    async listWishlist() {
      return array(record(await request<unknown>('GET', '/apps/ecommerce/wishlist')).products).map(toProduct)
    },
    async listCart() {
      return array(record(await request<unknown>('GET', '/apps/ecommerce/cart')).products).map(toCartLine)
    },
    async cartEntries() {
      const answer = await products({ q: '', sortBy: 'featured', page: 1, perPage: 1 })
      return array(answer.userCart).map(toEntry)
    },
    async addToCart(productId, color) {
      return toEntry(await request<unknown>('POST', '/apps/ecommerce/cart', { productId, color }))
    },
    async removeFromCart(productId) {
      await request('DELETE', `/apps/ecommerce/cart/${encodeURIComponent(productId)}`)
    },
    async addToWishlist(productId) {
      await request('POST', '/apps/ecommerce/wishlist', { productId })
    },
    async removeFromWishlist(productId) {
      await request('DELETE', `/apps/ecommerce/wishlist/${encodeURIComponent(productId)}`)
    },
  }
}
