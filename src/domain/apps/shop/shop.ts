import type { Money } from '../../money'

/** A product of the shop (template-apps §3), with whether it is in the wishlist and the cart. */
export interface Product {
  id: number
  name: string
  slug: string
  description: string
  brand: string
  price: Money
  /** A picture's URL (the mock answers data URLs). */
  image: string
  hasFreeShipping: boolean
  /** 1 to 5 stars. */
  rating: number
  isInWishlist: boolean
  isInCart: boolean
}

/** The colour choices the detail call answers (theme colour names; the list is in answers.ts). */
export type ShopColor = 'primary' | 'success' | 'warning' | 'danger' | 'info'

/** A product as its detail call answers it: with the colours it comes in. */
export interface ProductDetail extends Product {
  colorOptions: ShopColor[]
}

/** What the server keeps per product in the cart. */
export interface CartEntry {
  productId: number
  qty: number
  /** The colour chosen on the product page, when one was. */
  color?: ShopColor
}

/** A product in the cart as the cart call answers it, with its delivery day, offers and discount. */
export interface CartLine extends Product {
  qty: number
  shippingDate: Date
  /** How many offers apply (a count; the mock says no more). */
  offers: number
  /** Whole percent off the line (3 to 20 in the mock). */
  discountPercentage: number
  /** The colour chosen on the product page, when one was. */
  color?: ShopColor
}

/** The sorts of the product list (template-apps §9): featured is newest first (id descending). */
export const SHOP_SORTS = ['featured', 'price-asc', 'price-desc'] as const
export type ShopSort = (typeof SHOP_SORTS)[number]
export const DEFAULT_SHOP_SORT: ShopSort = 'featured'
export const isShopSort = (value: unknown): value is ShopSort =>
  typeof value === 'string' && (SHOP_SORTS as readonly string[]).includes(value)

/** The product list's page size (template-apps §9). */
export const SHOP_PAGE_SIZE = 9

export interface ShopQuery {
  q: string
  sortBy: ShopSort
  page: number
  perPage: number
}

/** One page of products, and the whole cart (the list call answers it with every page). */
export interface ProductPage {
  items: Product[]
  totalRows: number
  totalPages: number
  cart: CartEntry[]
}

/**
 * The product id a detail route's slug ends with (`kestrel-pro-headphones-10` → 10), or undefined when the
 * slug ends with no positive whole number (no call can find it).
 */
export function productIdFromSlug(slug: string | undefined): number | undefined {
  const match = /(?:^|-)(\d+)$/.exec(slug ?? '')
  const id = match ? Number(match[1]) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The detail route of a product. */
export const productPath = (product: Pick<Product, 'slug'>): string =>
  `/apps/ecommerce/product-detail/${encodeURIComponent(product.slug)}`

/**
 * The page to show instead of `page` when it is past the last page of a list that has rows (the last one),
 * or undefined when `page` is fine. An empty list keeps its page 1.
 */
export function pageToKeep(page: number, totalPages: number): number | undefined {
  if (totalPages <= 0 || page <= totalPages) return undefined
  return totalPages
}
