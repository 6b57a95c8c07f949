/**
 * The shop's four pages in one chunk: the route table imports this module lazily from one place, so the first
 * screen carries one list of the shop's files, not four.
 */
export { default as ShopApp } from './ShopApp'
export { default as ProductDetailScreen } from './ProductDetailScreen'
export { default as WishlistScreen } from './WishlistScreen'
export { default as CheckoutScreen } from './CheckoutScreen'
