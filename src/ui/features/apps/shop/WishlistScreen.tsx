import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart'
import XIcon from 'lucide-react/icons/x'
import type { Product } from '../../../../domain/apps/shop'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { ProductCard, ProductList } from './ProductCard'
import { Message, Page, useShopActions } from './shop-parts'
import { LoadState } from '../../../kit/primitives/LoadState'

/** The wishlist (/apps/ecommerce/wishlist): each product can be removed or moved to the cart. */
export default function WishlistScreen() {
  const { t } = useTranslation('shop')
  const port = resolvePort(PORTS.shop)
  const load = useCallback(() => port.listWishlist(), [port])
  const wishlist = useDetailController<Product[]>(load, 'wishlist')
  const actions = useShopActions(() => wishlist.reload())

  return (
    <Page>
      <h1>{t('wishlistTitle')}</h1>
      <LoadState controller={wishlist}>
        {(items) =>
          items.length === 0 ? (
            <Message>
              <p>{t('wishlistEmpty')}</p>
              <Link href="/apps/ecommerce/shop">{t('backToShop')}</Link>
            </Message>
          ) : (
            <ProductList $layout="grid" aria-label={t('wishlistTitle')} aria-busy={wishlist.loading}>
              {items.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  layout="grid"
                  actions={
                    <>
                      <Button
                        type="button"
                        $variant="flat"
                        $color="secondary"
                        disabled={actions.busy.has(product.id)}
                        onClick={() => void actions.toggleWishlist(product)}
                      >
                        <XIcon aria-hidden="true" width={16} height={16} />
                        {t('remove')}
                      </Button>
                      <Button
                        type="button"
                        disabled={actions.busy.has(product.id)}
                        onClick={() => void actions.moveToCart(product)}
                      >
                        <ShoppingCartIcon aria-hidden="true" width={16} height={16} />
                        {t('moveToCart')}
                      </Button>
                    </>
                  }
                />
              ))}
            </ProductList>
          )
        }
      </LoadState>
    </Page>
  )
}
