import { usd, type Money } from '../../money'
import type { ShopColor } from './shop'

/*
 * How the shop's answers read in domain terms. Only the adapter needs these at run time, so they sit apart from
 * the screens' rules (the adapter's chunk then shares nothing with the screens but types).
 */

/** The colour choices the detail call answers (theme colour names). */
export const SHOP_COLORS: readonly ShopColor[] = ['primary', 'success', 'warning', 'danger', 'info']

export const isShopColor = (value: unknown): value is ShopColor =>
  typeof value === 'string' && (SHOP_COLORS as readonly string[]).includes(value)

/** A price the mock answers in dollars (89.37) as US cents. */
export const dollarsToMoney = (price: number): Money => usd(Math.round(price * 100))
