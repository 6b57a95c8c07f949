import { act, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { session } from '../session/session'
import { addedToCart, cartState, quantityChanged } from './cart-store'
import { memoryShop, product } from '../../testing/fake-shop-port'
import { initTestI18n } from '../../testing/i18n'
import { renderScreen } from '../../testing/render-screen'
import NavbarCart from './NavbarCart'
import { userOf } from '../../testing/users'

describe('NavbarCart', () => {
  beforeAll(() => initTestI18n())
  beforeEach(() => {
    cartState.entries = null
    cartState.changed = {}
  })
  afterEach(() => {
    session.userData = null
  })

  it('asks the shop once, then follows the cart as the shop changes it', async () => {
    session.userData = userOf('admin')
    const shop = memoryShop([product(5, 'Lamp', 100), product(8, 'Mug', 200)], { 5: 1, 8: 2 })
    renderScreen(<NavbarCart />, { ports: { shop: shop.port } })
    const link = await screen.findByRole('link', { name: 'Cart: 3 items' })
    expect(link).toHaveAttribute('href', '/apps/ecommerce/checkout')
    act(() => addedToCart({ productId: 9, qty: 1 }))
    expect(await screen.findByRole('link', { name: 'Cart: 4 items' })).toBeInTheDocument()
    act(() => quantityChanged(8, 5))
    expect(await screen.findByRole('link', { name: 'Cart: 7 items' })).toBeInTheDocument()
  })

  it('is not there for a user who may not open the shop', () => {
    session.userData = userOf('customer', 'c1001')
    const shop = memoryShop([])
    renderScreen(<NavbarCart />, { ports: { shop: shop.port } })
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
