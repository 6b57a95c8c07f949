import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import LayoutGridIcon from 'lucide-react/icons/layout-grid'
import ListIcon from 'lucide-react/icons/list'
import HeartIcon from 'lucide-react/icons/heart'
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart'
import {
  DEFAULT_SHOP_SORT,
  SHOP_PAGE_SIZE,
  SHOP_SORTS,
  isShopSort,
  pageToKeep,
  type Product,
  type ShopQuery,
} from '../../../../domain/apps/shop'
import type { FilterField, FilterValues, ListQuery } from '../../../../domain/lists'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { PageSpinner } from '../../../components/PageSpinner'
import { Pagination } from '../../../kit/list/Pagination'
import { SearchBox } from '../../../kit/list/SearchBox'
import { useListController } from '../../../kit/list/use-list-controller'
import { controlBox } from '../../../kit/primitives/surfaces'
import { cartAnswered } from '../../../shell/cart-store'
import { ProductCard, ProductList, type ProductLayout } from './ProductCard'
import { Message, Page, errorText, useShopActions } from './shop-parts'

const SHOP_FIELDS: readonly FilterField[] = [{ key: 'sortBy', kind: 'select' }]
const VIEW_SETTING = 'shop:view'

/** The port query of the list state: `?search=…&sortBy=price-asc&page=2` (unknown sorts read as featured). */
export function shopQueryFrom(query: ListQuery, filters: FilterValues): ShopQuery {
  return {
    q: query.search,
    sortBy: isShopSort(filters.sortBy) ? filters.sortBy : DEFAULT_SHOP_SORT,
    page: query.page,
    perPage: query.perPage,
  }
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
  .search {
    flex: 1 1 14rem;
  }
  .found {
    margin: 0;
    font-weight: 500;
    color: ${({ theme }) => theme.skin.heading};
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  select {
    ${controlBox};
  }
`
const Views = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.primary.main};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  button {
    display: inline-flex;
    padding: 0.5rem 0.65rem;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.primary.text};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary.light};
  }
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`

/** The shop (/apps/ecommerce/shop): search, sort and page in the URL, grid or list, wishlist and cart on every card. */
export default function ShopApp() {
  const { t } = useTranslation('shop')
  const port = resolvePort(PORTS.shop)
  const settings = resolvePort(PORTS.localSettings)
  const [layout, setLayout] = useState<ProductLayout>(() =>
    settings.read(VIEW_SETTING) === 'list' ? 'list' : 'grid',
  )
  const chooseLayout = (next: ProductLayout) => {
    setLayout(next)
    settings.write(VIEW_SETTING, next)
  }
  const load = useCallback(
    (query: ShopQuery) =>
      port.listProducts(query).then((page) => {
        cartAnswered(page.cart)
        return page
      }),
    [port],
  )
  const list = useListController({
    id: 'shop',
    load,
    toQuery: shopQueryFrom,
    filters: SHOP_FIELDS,
    defaults: { perPage: SHOP_PAGE_SIZE },
    rowId: (product: Product) => String(product.id),
  })
  const query = shopQueryFrom(list.query, list.filters)
  const { change } = list
  // A page past the end (an old link, fewer results) shows the last page instead of nothing.
  const keep = list.loading || list.error ? undefined : pageToKeep(query.page, list.totalPages)
  useEffect(() => {
    if (keep !== undefined) change({ query: { page: keep } })
  }, [keep, change])
  const actions = useShopActions(() => list.reload())

  return (
    <Page>
      <h1>{t('shopTitle')}</h1>
      <Toolbar>
        <div className="search">
          <SearchBox
            value={list.query.search}
            onSearch={(search) => change({ query: { search } })}
            label={t('search')}
          />
        </div>
        <p className="found" aria-live="polite">
          {t('found', { count: list.totalRows })}
        </p>
        <label>
          {t('sortLabel')}
          <select
            value={query.sortBy}
            onChange={(event) =>
              change({
                filters: {
                  sortBy: event.target.value === DEFAULT_SHOP_SORT ? undefined : event.target.value,
                },
              })
            }
          >
            {SHOP_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <Views role="group" aria-label={t('view')}>
          <button
            type="button"
            aria-pressed={layout === 'grid'}
            aria-label={t('gridView')}
            onClick={() => chooseLayout('grid')}
          >
            <LayoutGridIcon aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-pressed={layout === 'list'}
            aria-label={t('listView')}
            onClick={() => chooseLayout('list')}
          >
            <ListIcon aria-hidden="true" />
          </button>
        </Views>
      </Toolbar>
      {(list.loading && list.rows.length === 0) || keep !== undefined ? (
        <PageSpinner />
      ) : list.error ? (
        <Message role="alert">
          <p>{errorText(t, list.error)}</p>
          <Button type="button" $variant="outline" onClick={() => void list.reload()}>
            {t('common:kit.retry')}
          </Button>
        </Message>
      ) : list.rows.length === 0 ? (
        <Message>
          <p>{t('noProducts')}</p>
        </Message>
      ) : (
        <ProductList $layout={layout} aria-label={t('products')} aria-busy={list.loading}>
          {list.rows.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              layout={layout}
              actions={
                <>
                  <Button
                    type="button"
                    $variant="flat"
                    $color={product.isInWishlist ? 'danger' : 'secondary'}
                    disabled={actions.busy.has(product.id)}
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
                  <Button
                    type="button"
                    $variant={product.isInCart ? 'flat' : 'solid'}
                    disabled={actions.busy.has(product.id)}
                    onClick={() => void actions.toggleCart(product)}
                  >
                    <ShoppingCartIcon aria-hidden="true" width={16} height={16} />
                    {product.isInCart ? t('removeFromCart') : t('addToCart')}
                  </Button>
                </>
              }
            />
          ))}
        </ProductList>
      )}
      {list.totalRows > 0 && (
        <Pagination
          page={list.query.page}
          perPage={list.query.perPage}
          totalRows={list.totalRows}
          totalPages={list.totalPages}
          onPage={(page) => change({ query: { page } })}
          onPerPage={(perPage) => change({ query: { perPage } })}
        />
      )}
    </Page>
  )
}
