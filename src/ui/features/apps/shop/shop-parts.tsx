import { useCallback, useState } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import StarIcon from 'lucide-react/icons/star'
import type { Product, ShopColor } from '../../../../domain/apps/shop'
import type { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { addedToCart, removedFromCart } from '../../../shell/cart-store'

/** The words of a failed call. */
export const errorText = (t: TFunction, error: PortError | null | undefined): string =>
  t(`common:errors.${error?.code ?? 'unknown'}`, { defaultValue: t('common:errors.unknown') })

const StarRow = styled.span`
  display: inline-flex;
  gap: 0.1rem;
  color: ${({ theme }) => theme.colors.warning.text};
  svg {
    width: 1rem;
    height: 1rem;
  }
  .empty {
    color: ${({ theme }) => theme.skin.muted};
  }
`

/** A 1-to-5 star rating, read out as "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('shop')
  return (
    <StarRow role="img" aria-label={t('rating', { rating })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={star <= rating ? undefined : 'empty'}
          fill={star <= rating ? 'currentColor' : 'none'}
        />
      ))}
    </StarRow>
  )
}

export const Page = styled.div`
  h1 {
    margin: 0 0 1rem;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`

export const Message = styled.div`
  padding: 2rem 1.25rem;
  text-align: center;
  background: ${({ theme }) => theme.skin.card};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  p {
    margin: 0 0 1rem;
  }
`

/**
 * Adding and removing a product in the cart and the wishlist through the shop port: the cart store follows
 * (the navbar's count), a toast says what happened or why it failed, and `after` reloads the screen's data.
 * `busy` holds the products with a call under way, so their buttons wait.
 */
export function useShopActions(after: (product: Product, flags: Partial<Product>) => unknown) {
  const { t } = useTranslation('shop')
  const port = resolvePort(PORTS.shop)
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set())
  const run = useCallback(
    async (product: Product, call: () => Promise<unknown>, done: string, flags: Partial<Product>) => {
      setBusy((current) => new Set(current).add(product.id))
      try {
        await call()
        toast.success(done)
        await after(product, flags)
      } catch (error) {
        toast.error(errorText(t, error as PortError))
      } finally {
        setBusy((current) => {
          const next = new Set(current)
          next.delete(product.id)
          return next
        })
      }
    },
    [after, t],
  )
  const addToCart = (product: Product, color?: ShopColor) =>
    port.addToCart(product.id, color).then((entry) => addedToCart(entry))
  const removeFromCart = (product: Product) =>
    port.removeFromCart(product.id).then(() => removedFromCart(product.id))
  return {
    busy,
    /** Out of the cart, or into it in `color` (the colour chosen on the product page). */
    toggleCart: (product: Product, color?: ShopColor) =>
      product.isInCart
        ? run(product, () => removeFromCart(product), t('removedFromCart', { name: product.name }), {
            isInCart: false,
          })
        : run(product, () => addToCart(product, color), t('addedToCart', { name: product.name }), {
            isInCart: true,
          }),
    toggleWishlist: (product: Product) =>
      product.isInWishlist
        ? run(
            product,
            () => port.removeFromWishlist(product.id),
            t('removedFromWishlist', { name: product.name }),
            { isInWishlist: false },
          )
        : run(product, () => port.addToWishlist(product.id), t('addedToWishlist', { name: product.name }), {
            isInWishlist: true,
          }),
    /** Into the cart, then out of the wishlist. */
    moveToCart: (product: Product) =>
      run(
        product,
        async () => {
          if (!product.isInCart) await addToCart(product)
          await port.removeFromWishlist(product.id)
        },
        t('movedToCart', { name: product.name }),
        { isInCart: true, isInWishlist: false },
      ),
  }
}
