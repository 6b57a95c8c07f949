import { proxy } from 'valtio'
import { cartCount, mergeQuantities, type CartEntry } from '../../domain/apps/shop'

/**
 * The cart as this page knows it: the shell keeps it (the navbar shows its count on every page) and the shop's
 * screens tell it what the shop answered and what the person changed. `entries` is what the server last said (null until a
 * shop call has answered); `changed` holds the quantities changed in the checkout, which the mock cannot
 * store (it has no such call), so they last until the page is reloaded, as the mock's own data does.
 */
export const cartState = proxy<{ entries: CartEntry[] | null; changed: Record<number, number> }>({
  entries: null,
  changed: {},
})

/** The cart's items (quantities added up), or undefined while no shop call has answered. */
export function knownCartCount(state: {
  entries: readonly CartEntry[] | null
  changed: Readonly<Record<number, number>>
}): number | undefined {
  return state.entries ? cartCount(mergeQuantities(state.entries, state.changed)) : undefined
}

/** The cart as a shop call answered it. */
export function cartAnswered(entries: readonly CartEntry[]): void {
  cartState.entries = entries.map(({ productId, qty }) => ({ productId, qty }))
}

export function addedToCart(entry: CartEntry): void {
  const entries = cartState.entries ?? []
  if (!entries.some((e) => e.productId === entry.productId)) cartState.entries = [...entries, entry]
}

export function removedFromCart(productId: number): void {
  if (cartState.entries) cartState.entries = cartState.entries.filter((e) => e.productId !== productId)
  delete cartState.changed[productId]
}

export function quantityChanged(productId: number, qty: number): void {
  cartState.changed[productId] = qty
}
