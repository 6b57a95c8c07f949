import { colorAt, picture, seededRandom } from '../support'

export interface Product {
  id: number
  name: string
  slug: string
  description: string
  brand: string
  price: number
  image: string
  hasFreeShipping: boolean
  rating: number
}

export interface WishlistItem {
  id: number
  productId: number
}

export interface CartItem {
  id: number
  productId: number
  qty: number
  /** The colour chosen on the product page (a theme colour name), when one was. */
  color?: string
}

export interface ShopState {
  products: Product[]
  wishlist: WishlistItem[]
  cart: CartItem[]
}

export const PRODUCT_COUNT = 27

const brands = ['Kestrel', 'Lumora', 'Tidewell', 'Oakridge', 'Nimbus', 'Vantor']
const adjectives = [
  'Compact',
  'Rugged',
  'Wireless',
  'Classic',
  'Smart',
  'Ultralight',
  'Pro',
  'Everyday',
  'Quiet',
]
// [item, base price, what it does]
const items: [string, number, string][] = [
  ['Headphones', 89, 'closed-back sound with a 30-hour battery'],
  ['Backpack', 59, 'a padded laptop sleeve and water-resistant fabric'],
  ['Desk Lamp', 39, 'warm-to-cool light and a touch dimmer'],
  ['Smartwatch', 199, 'heart-rate tracking and a week of battery'],
  ['Coffee Grinder', 74, 'steel burrs and fifteen grind settings'],
  ['Bluetooth Speaker', 119, 'a splash-proof body and deep bass'],
  ['Mechanical Keyboard', 129, 'hot-swappable switches and a metal frame'],
  ['Travel Mug', 24, 'double walls that keep drinks hot for hours'],
  ['Action Camera', 249, '4K video and image stabilisation'],
]

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** 27 products generated from small word lists with a fixed seed, so every start gives the same catalogue. */
export function createProducts(): Product[] {
  const random = seededRandom(27)
  return Array.from({ length: PRODUCT_COUNT }, (_, index) => {
    const [item, base, feature] = items[index % items.length] ?? ['Gadget', 10, 'many uses']
    const brand = brands[Math.floor(random() * brands.length)] ?? 'Kestrel'
    const adjective =
      adjectives[(index * 4 + Math.floor(index / items.length)) % adjectives.length] ?? 'Classic'
    const name = `${brand} ${adjective} ${item}`
    return {
      id: index + 1,
      name,
      slug: `${slugify(name)}-${index + 1}`,
      description: `The ${adjective.toLowerCase()} ${item.toLowerCase()} from ${brand}, with ${feature}.`,
      brand,
      price: Math.round(base * (0.8 + random() * 0.6) * 100) / 100,
      image: picture(name, colorAt(index), 400, 400),
      hasFreeShipping: random() < 0.5,
      rating: 1 + Math.floor(random() * 5),
    }
  })
}

export function createShopState(): ShopState {
  return {
    products: createProducts(),
    wishlist: [
      { id: 1, productId: 2 },
      { id: 2, productId: 5 },
      { id: 3, productId: 11 },
    ],
    cart: [
      { id: 1, productId: 5, qty: 1 },
      { id: 2, productId: 8, qty: 2 },
    ],
  }
}
