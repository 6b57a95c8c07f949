import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import styled, { css } from 'styled-components'
import TruckIcon from 'lucide-react/icons/truck'
import { productPath, type Product } from '../../../../domain/apps/shop'
import { useFormatters } from '../../../i18n/format'
import { Stars } from './shop-parts'

export type ProductLayout = 'grid' | 'list'

const Item = styled.li<{ $layout: ProductLayout }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.skin.card};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  border: ${({ theme }) => theme.cardBorder};
  overflow: hidden;
  article {
    display: flex;
    flex-direction: column;
    flex: 1;
  }
  .picture {
    display: flex;
    justify-content: center;
    padding: 1rem;
    img {
      width: 100%;
      max-width: 13rem;
      height: auto;
      aspect-ratio: 1;
      object-fit: cover;
      border-radius: ${({ theme }) => theme.radius};
    }
  }
  .body {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    padding: 0 1.25rem 1rem;
    min-width: 0;
  }
  .top {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
  }
  .price {
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
  h2 {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
    a {
      color: ${({ theme }) => theme.skin.heading};
    }
  }
  .brand {
    margin: 0;
    font-size: 0.86rem;
  }
  .description {
    margin: 0;
    font-size: 0.9rem;
  }
  .shipping {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    font-size: 0.86rem;
    color: ${({ theme }) => theme.colors.success.text};
    svg {
      width: 1rem;
      height: 1rem;
    }
  }
  .actions {
    display: grid;
    grid-template-columns: 1fr 1fr;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    button {
      border-radius: 0;
      padding: 0.75rem 0.5rem;
      font-size: 0.88rem;
      white-space: nowrap;
    }
  }
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      article {
        flex-direction: row;
      }
      .picture {
        flex: 0 0 12rem;
        align-items: center;
        border-inline-end: 1px solid ${({ theme }) => theme.skin.border};
      }
      .body {
        padding: 1rem 1.25rem;
      }
      .actions {
        flex: 0 0 13rem;
        display: flex;
        flex-direction: column;
        justify-content: center;
        gap: 0.75rem;
        padding: 1rem;
        border-top: 0;
        border-inline-start: 1px solid ${({ theme }) => theme.skin.border};
        button {
          border-radius: ${({ theme }) => theme.radius};
          padding: 0.6rem 1rem;
        }
      }
      @media (max-width: 767px) {
        article {
          flex-direction: column;
        }
        .picture {
          flex-basis: auto;
          border-inline-end: 0;
        }
        .actions {
          flex-basis: auto;
          border-inline-start: 0;
          border-top: 1px solid ${({ theme }) => theme.skin.border};
        }
      }
    `}
`

/** A product in the shop's grid or list, or in the wishlist: picture, rating, price, name, text, actions. */
export function ProductCard({
  product,
  layout,
  actions,
}: {
  product: Product
  layout: ProductLayout
  actions: ReactNode
}) {
  const { t } = useTranslation('shop')
  const format = useFormatters()
  const titleId = useId()
  return (
    <Item $layout={layout}>
      <article aria-labelledby={titleId}>
        <Link className="picture" href={productPath(product)} tabIndex={-1} aria-hidden="true">
          <img src={product.image} alt="" loading="lazy" width={208} height={208} />
        </Link>
        <div className="body">
          <div className="top">
            <Stars rating={product.rating} />
            <span className="price">{format.money(product.price)}</span>
          </div>
          <h2 id={titleId}>
            <Link href={productPath(product)}>{product.name}</Link>
          </h2>
          <p className="brand">{t('byBrand', { brand: product.brand })}</p>
          <p className="description">{product.description}</p>
          {product.hasFreeShipping && (
            <span className="shipping">
              <TruckIcon aria-hidden="true" />
              {t('freeShipping')}
            </span>
          )}
        </div>
        <div className="actions">{actions}</div>
      </article>
    </Item>
  )
}

export const ProductList = styled.ul<{ $layout: ProductLayout }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: ${({ $layout }) =>
    $layout === 'grid' ? 'repeat(auto-fill, minmax(15rem, 1fr))' : 'minmax(0, 1fr)'};
`
