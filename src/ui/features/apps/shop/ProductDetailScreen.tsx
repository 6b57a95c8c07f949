import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import styled, { useTheme } from 'styled-components'
import HeartIcon from 'lucide-react/icons/heart'
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart'
import TruckIcon from 'lucide-react/icons/truck'
import {
  DEFAULT_SHOP_SORT,
  productIdFromSlug,
  productPath,
  type Product,
  type ProductDetail,
  type ShopColor,
} from '../../../../domain/apps/shop'
import { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import type { ScreenProps } from '../../../kit/lazy-screen'
import { useLoad } from '../../../kit/use-load'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { PageSpinner } from '../../../components/PageSpinner'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { useFormatters } from '../../../i18n/format'
import { Message, Page, Stars, errorText, useShopActions } from './shop-parts'

const SHOP = '/apps/ecommerce/shop'
const RELATED = 4

const Layout = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: 2rem;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
  .picture {
    display: flex;
    justify-content: center;
    align-items: flex-start;
    img {
      width: 100%;
      max-width: 22rem;
      height: auto;
      aspect-ratio: 1;
      border-radius: ${({ theme }) => theme.radius};
    }
  }
  h1 {
    margin: 0 0 0.25rem;
  }
  .brand {
    margin: 0 0 0.75rem;
  }
  .price-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 1rem;
    margin-bottom: 1rem;
    .price {
      font-size: 1.3rem;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.primary.text};
      padding-inline-end: 1rem;
      border-inline-end: 1px solid ${({ theme }) => theme.skin.border};
    }
  }
  .shipping {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    color: ${({ theme }) => theme.colors.success.text};
    svg {
      width: 1rem;
      height: 1rem;
    }
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    margin: 1.25rem 0;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: center;
  }
`
const Colours = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 500;
    color: ${({ theme }) => theme.skin.heading};
  }
  .options {
    display: flex;
    gap: 0.6rem;
  }
  label {
    position: relative;
    display: inline-flex;
    cursor: pointer;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }
  .swatch {
    width: 1.9rem;
    height: 1.9rem;
    border-radius: 50%;
    border: 3px solid ${({ theme }) => theme.skin.card};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.skin.border};
  }
  input:checked + .swatch {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.skin.heading};
  }
  input:focus-visible + .swatch {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 3px;
  }
`
const Related = styled.section`
  h2 {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1rem;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.35rem;
    padding: 1rem;
    text-align: center;
    background: ${({ theme }) => theme.skin.card};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
    color: ${({ theme }) => theme.skin.heading};
  }
  img {
    width: 7rem;
    height: 7rem;
    border-radius: ${({ theme }) => theme.radius};
  }
`

function ColourChoice({
  options,
  chosen,
  onChoose,
}: {
  options: readonly ShopColor[]
  chosen: ShopColor | undefined
  onChoose: (colour: ShopColor) => void
}) {
  const { t } = useTranslation('shop')
  const name = useId()
  const theme = useTheme()
  return (
    <Colours>
      <legend>{t('colour', { colour: chosen ? t(`colours.${chosen}`) : '' })}</legend>
      <div className="options">
        {options.map((colour) => (
          <label key={colour}>
            <input
              type="radio"
              name={name}
              value={colour}
              checked={chosen === colour}
              onChange={() => onChoose(colour)}
              aria-label={t(`colours.${colour}`)}
            />
            <span className="swatch" aria-hidden="true" style={{ background: theme.colors[colour].main }} />
          </label>
        ))}
      </div>
    </Colours>
  )
}

/** More products of the same brand (the mock's search matches names, which begin with the brand). */
const NO_PRODUCTS: Product[] = []

function MoreFromBrand({ product }: { product: Product }) {
  const { t } = useTranslation('shop')
  const port = resolvePort(PORTS.shop)
  const format = useFormatters()
  // Only an extra: the product itself is shown; nothing to say when this fails.
  const related = useLoad(
    () =>
      port
        .listProducts({ q: product.brand, sortBy: DEFAULT_SHOP_SORT, page: 1, perPage: RELATED + 1 })
        .then((page) => page.items.filter((p) => p.id !== product.id).slice(0, RELATED)),
    `${product.brand}|${product.id}`,
    NO_PRODUCTS,
  )
  const items = related.error ? NO_PRODUCTS : related.value
  if (items.length === 0) return null
  const headingId = `related-${product.id}`
  return (
    <Related aria-labelledby={headingId}>
      <h2 id={headingId}>{t('moreFromBrand', { brand: product.brand })}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link href={productPath(item)}>
              <img src={item.image} alt="" loading="lazy" />
              <span>{item.name}</span>
              <Stars rating={item.rating} />
              <strong>{format.money(item.price)}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </Related>
  )
}

/**
 * A product (/apps/ecommerce/product-detail/:slug): picture, price, rating, text, colours, cart and wishlist,
 * more of the brand. Without a slug it opens the first product; an unknown slug says so, with a way back.
 */
export default function ProductDetailScreen({ params }: ScreenProps) {
  const { t } = useTranslation('shop')
  const port = resolvePort(PORTS.shop)
  const format = useFormatters()
  const [, navigate] = useLocation()
  const slug = params.slug
  const load = useCallback(async (): Promise<ProductDetail | null> => {
    if (slug === undefined) {
      const first = (await port.listProducts({ q: '', sortBy: DEFAULT_SHOP_SORT, page: 1, perPage: 1 }))
        .items[0]
      if (!first) throw new PortError('not_found', 'The shop has no products')
      navigate(productPath(first), { replace: true })
      return null
    }
    const id = productIdFromSlug(slug)
    if (id === undefined) throw new PortError('not_found', `No product ${slug}`)
    const product = await port.getProduct(id)
    if (product.slug !== slug) throw new PortError('not_found', `No product ${slug}`)
    return product
  }, [port, slug, navigate])
  const detail = useDetailController(load, slug ?? '')
  // Cart and wishlist changes show here without loading the product again (its colours would change).
  const [flags, setFlags] = useState<Partial<Product>>({})
  useEffect(() => setFlags({}), [slug])
  const actions = useShopActions((_product, changed) => setFlags((current) => ({ ...current, ...changed })))
  // The chosen colour goes into the cart with the product (issue 28 item 5); the first one until another is chosen.
  const [colour, setColour] = useState<ShopColor | undefined>()
  useEffect(() => setColour(undefined), [slug])

  if (detail.error?.code === 'not_found')
    return (
      <Page>
        <Message role="alert">
          <h1>{t('notFoundTitle')}</h1>
          <p>{t('notFoundText')}</p>
          <Link href={SHOP}>{t('backToShop')}</Link>
        </Message>
      </Page>
    )
  if (detail.error)
    return (
      <Message role="alert">
        <p>{errorText(t, detail.error)}</p>
        <Button type="button" $variant="outline" onClick={() => void detail.reload()}>
          {t('common:kit.retry')}
        </Button>
      </Message>
    )
  if (!detail.record) return <PageSpinner />
  const product = { ...detail.record, ...flags }
  const busy = actions.busy.has(product.id)
  const chosenColour = colour && product.colorOptions.includes(colour) ? colour : product.colorOptions[0]
  return (
    <Page>
      <Layout aria-labelledby="product-title">
        <div className="picture">
          <img src={product.image} alt={product.name} width={352} height={352} />
        </div>
        <div>
          <h1 id="product-title">{product.name}</h1>
          <p className="brand">{t('byBrand', { brand: product.brand })}</p>
          <div className="price-row">
            <span className="price">{format.money(product.price)}</span>
            <Stars rating={product.rating} />
          </div>
          {product.hasFreeShipping && (
            <p className="shipping">
              <TruckIcon aria-hidden="true" />
              {t('freeShipping')}
            </p>
          )}
          <p>{product.description}</p>
          <hr />
          {product.colorOptions.length > 0 && (
            <ColourChoice options={product.colorOptions} chosen={chosenColour} onChoose={setColour} />
          )}
          <hr />
          <div className="buttons">
            <Button
              type="button"
              $variant={product.isInCart ? 'flat' : 'solid'}
              disabled={busy}
              onClick={() => void actions.toggleCart(product, chosenColour)}
            >
              <ShoppingCartIcon aria-hidden="true" width={16} height={16} />
              {product.isInCart ? t('removeFromCart') : t('addToCart')}
            </Button>
            <Button
              type="button"
              $variant="outline"
              $color={product.isInWishlist ? 'danger' : 'secondary'}
              disabled={busy}
              onClick={() => void actions.toggleWishlist(product)}
            >
              <HeartIcon
                aria-hidden="true"
                width={16}
                height={16}
                fill={product.isInWishlist ? 'currentColor' : 'none'}
              />
              {product.isInWishlist ? t('removeFromWishlist') : t('addToWishlist')}
            </Button>
            {product.isInCart && <Link href="/apps/ecommerce/checkout">{t('goToCheckout')}</Link>}
          </div>
        </div>
      </Layout>
      <MoreFromBrand product={product} />
    </Page>
  )
}
