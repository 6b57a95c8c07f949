import { useEffect } from 'react'
import { Link } from 'wouter'
import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart'
import { RESOURCES } from '../../domain/access/resources'
import { PORTS } from '../../ports/tokens'
import { useCan } from '../session/use-can'
import { cartAnswered, cartState, knownCartCount } from './cart-store'
import { optionalPort } from '../runtime/optional-port'

const CartLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.2rem;
  height: 2.2rem;
  border-radius: 0.358rem;
  color: ${({ theme }) => theme.skin.heading};
  &:hover {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  svg {
    width: 1.3rem;
    height: 1.3rem;
  }
`
const Count = styled.span`
  position: absolute;
  top: -0.2rem;
  inset-inline-end: -0.3rem;
  min-width: 1.15rem;
  height: 1.15rem;
  padding: 0 0.25rem;
  border-radius: 1rem;
  background: ${({ theme }) => theme.colors.primary.fill};
  color: ${({ theme }) => theme.colors.primary.onFill};
  font-size: 0.7rem;
  font-weight: 600;
  line-height: 1.15rem;
  text-align: center;
`

/**
 * The navbar's cart: a link to the checkout with the number of items in the shop's cart. It reads the shop's
 * small cart store (the shop's screens keep it up to date) and asks the shop port once when nothing is known.
 */
export default function NavbarCart() {
  const { t } = useTranslation('shop')
  const can = useCan()
  const allowed = can('read', RESOURCES.apps)
  const cart = useSnapshot(cartState)
  const count = knownCartCount(cart)
  useEffect(() => {
    if (!allowed || cartState.entries) return
    optionalPort(PORTS.shop)
      ?.cartEntries()
      .then((entries) => {
        if (!cartState.entries) cartAnswered(entries)
      })
      // The count stays unknown (no badge); the shop's screens say what went wrong when opened.
      .catch(() => undefined)
  }, [allowed])
  if (!allowed) return null
  return (
    <CartLink
      href="/apps/ecommerce/checkout"
      aria-label={count === undefined ? t('navbar.cart') : t('navbar.cartCount', { count })}
    >
      <ShoppingCartIcon aria-hidden="true" />
      {count !== undefined && count > 0 && (
        <Count aria-hidden="true" data-testid="cart-count">
          {count}
        </Count>
      )}
    </CartLink>
  )
}
