import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../../../testing/i18n'
import { memorySettings, renderScreen } from '../../../../testing/render-screen'
import { cartState, knownCartCount } from '../../../shell/cart-store'
import CheckoutScreen from './CheckoutScreen'
import ProductDetailScreen from './ProductDetailScreen'
import { memoryShop, product } from '../../../../testing/fake-shop-port'
import ShopApp from './ShopApp'

const catalogue = Array.from({ length: 11 }, (_, i) =>
  product(i + 1, `${i % 2 ? 'Kestrel' : 'Lumora'} Item ${i + 1}`, 1000 + ((i * 737) % 5000)),
)

// Typing through a whole checkout takes a few seconds on a busy machine.
describe('shop screens', { timeout: 30_000 }, () => {
  beforeAll(() => initTestI18n())
  beforeEach(() => {
    cartState.entries = null
    cartState.changed = {}
  })

  it('pages nine products, searches, toggles the cart and the view', async () => {
    const user = userEvent.setup()
    const shop = memoryShop(catalogue, { 3: 2 })
    const settings = memorySettings()
    renderScreen(<ShopApp />, {
      path: '/apps/ecommerce/shop',
      ports: { shop: shop.port, localSettings: settings },
    })
    const list = await screen.findByRole('list', { name: 'Products' })
    expect(within(list).getAllByRole('article')).toHaveLength(9)
    expect(shop.calls[0]).toEqual({ q: '', sortBy: 'featured', page: 1, perPage: 9 })
    expect(screen.getByText('Results: 11')).toBeInTheDocument()
    expect(knownCartCount(cartState)).toBe(2)

    const first = within(list).getAllByRole('article')[0]!
    expect(within(first).getByRole('heading')).toHaveTextContent('Lumora Item 11')
    await user.click(within(first).getByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Remove from cart' })).toBeEnabled())
    expect(shop.cart.has(11)).toBe(true)
    expect(knownCartCount(cartState)).toBe(3)
    await user.click(within(first).getByRole('button', { name: 'Add to wishlist' }))
    await waitFor(() => expect(shop.wishlist.has(11)).toBe(true))

    await user.click(screen.getByRole('button', { name: 'List view' }))
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true')
    expect(settings.read('shop:view')).toBe('list')

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2))

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'kestrel{Enter}')
    await waitFor(() => expect(screen.getByText('Results: 5')).toBeInTheDocument())
    expect(shop.calls.at(-1)).toMatchObject({ q: 'kestrel', page: 1 })
  })

  it('shows the last page instead of a page past the end', async () => {
    const shop = memoryShop(catalogue)
    const { location } = renderScreen(<ShopApp />, {
      path: '/apps/ecommerce/shop?page=7',
      ports: { shop: shop.port },
    })
    await waitFor(() => expect(location.history.at(-1)).toBe('/apps/ecommerce/shop?page=2'))
    expect(await screen.findByText('10–11 of 11')).toBeInTheDocument()
  })

  it('says an unknown product is not there, without a call when the slug names no id', async () => {
    const shop = memoryShop(catalogue)
    renderScreen(<ProductDetailScreen params={{ slug: 'lumora-item-1-999' }} />, {
      ports: { shop: shop.port },
    })
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    )
  })

  it('puts the product in the cart in the chosen colour, which the checkout shows', async () => {
    const user = userEvent.setup()
    const shop = memoryShop(catalogue)
    const detail = renderScreen(<ProductDetailScreen params={{ slug: 'lumora-item-1-1' }} />, {
      ports: { shop: shop.port },
    })
    await user.click(await screen.findByRole('radio', { name: 'Red' }))
    expect(screen.getByText('Colour: Red')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByRole('button', { name: 'Remove from cart' })).toBeInTheDocument()
    detail.unmount()
    renderScreen(<CheckoutScreen />, { ports: { shop: shop.port } })
    const line = await screen.findByRole('article', { name: 'Lumora Item 1' })
    expect(line).toHaveTextContent('Colour: Red')
  })

  it('checks out: quantities, removal, the summary, a validated address, payment, and an empty cart', async () => {
    const user = userEvent.setup()
    // 12.37 × 2 and 45.00 × 1, 10% off each.
    const shop = memoryShop(
      [product(1, 'Lumora Lamp', 1237), product(2, 'Kestrel Mug', 4500), product(3, 'Gone', 100)],
      {
        1: 2,
        2: 1,
        3: 1,
      },
    )
    renderScreen(<CheckoutScreen />, { ports: { shop: shop.port } })
    const summary = await screen.findByRole('region', { name: 'Price details' })
    await user.click(
      within(screen.getByRole('article', { name: 'Gone' })).getByRole('button', { name: 'Remove' }),
    )
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Gone' })).not.toBeInTheDocument())
    expect(shop.cart.has(3)).toBe(false)
    // (2474 + 4500) = 6974; discount 247.4 → 247 + 450 = 697; total 6277.
    expect(within(summary).getByText('Items (3)')).toBeInTheDocument()
    expect(within(summary).getByText('$69.74')).toBeInTheDocument()
    expect(within(summary).getByText('−$6.97')).toBeInTheDocument()
    expect(within(summary).getByText('$62.77')).toBeInTheDocument()

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Kestrel Mug' })
    await user.clear(quantity)
    await user.type(quantity, '3')
    // 2474 + 13500 = 15974; discount 247 + 1350 = 1597; total 14377.
    expect(within(summary).getByText('Items (5)')).toBeInTheDocument()
    expect(within(summary).getByText('$143.77')).toBeInTheDocument()
    expect(knownCartCount(cartState)).toBe(5)

    await user.click(within(summary).getByRole('button', { name: 'Continue to address' }))
    const form = screen.getByRole('form', { name: 'Delivery address' })
    await user.click(within(form).getByRole('button', { name: 'Deliver to this address' }))
    expect(within(form).getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true')
    await user.type(within(form).getByLabelText('Full name'), 'Anna Admin')
    await user.type(within(form).getByLabelText('Phone number'), '+31 10 555 0100')
    await user.type(within(form).getByLabelText('Flat, house or building'), '12B')
    await user.type(within(form).getByLabelText('Street and area'), 'Harbour Road')
    await user.type(within(form).getByLabelText('Town or city'), 'Rotterdam')
    await user.type(within(form).getByLabelText('Postal code'), '3011 AB')
    await user.type(within(form).getByLabelText('State or region'), 'South Holland')
    await user.click(within(form).getByRole('button', { name: 'Deliver to this address' }))

    await user.click(await screen.findByRole('radio', { name: 'Bank transfer (against an invoice)' }))
    await user.click(within(summary).getByRole('button', { name: 'Place order' }))
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your order is placed' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Items: 5, total \$143\.77, paid by: Bank transfer/)).toBeInTheDocument()
    expect(shop.cart.size).toBe(0)
    expect(knownCartCount(cartState)).toBe(0)
  })
})
