import type {
  CartEntry,
  CartLine,
  Product,
  ProductDetail,
  ProductPage,
  ShopColor,
  ShopQuery,
} from '../domain/apps/shop'

/**
 * The shop (template-apps §7): `GET /apps/ecommerce/products` (search, sort, paging), `GET .../products/{id}`,
 * `GET .../wishlist`, `GET .../cart`, `POST`/`DELETE` of the cart and the wishlist by product id.
 * The mock has no call to change a cart quantity or to place an order.
 */
export interface ShopPort {
  listProducts(query: ShopQuery): Promise<ProductPage>
  /** Rejects with `not_found` for an unknown id. */
  getProduct(id: number): Promise<ProductDetail>
  listWishlist(): Promise<Product[]>
  /** The cart's lines; each call answers new delivery days, offers and discounts. */
  listCart(): Promise<CartLine[]>
  /** What the server keeps in the cart (product and quantity), without the lines' extras. */
  cartEntries(): Promise<CartEntry[]>
  /** Adds one of the product (adding a product already there changes nothing). */
  /** Into the cart in `color` (a product already there takes the new colour). */
  addToCart(productId: number, color?: ShopColor): Promise<CartEntry>
  removeFromCart(productId: number): Promise<void>
  addToWishlist(productId: number): Promise<void>
  removeFromWishlist(productId: number): Promise<void>
}
