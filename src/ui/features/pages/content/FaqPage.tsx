import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import {
  countFaqQuestions,
  faqCategories,
  type FaqCategory,
  type FaqCategoryKey,
} from '../../../../domain/apps/pages'
import type { ListQuery } from '../../../../domain/lists'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { PageSpinner } from '../../../components/PageSpinner'
import { SearchBox } from '../../../kit/list/SearchBox'
import { useListController } from '../../../kit/list/use-list-controller'
import { Accordion } from '../../../kit/primitives/Accordion'
import { Tabs } from '../../../kit/primitives/Tabs'
import { FeatherIcon } from '../../../components/FeatherIcon'
import { LoadError } from '../../../kit/primitives/LoadState'
import { Empty, Hero } from './pages-styles'

const CategoryHead = styled.header`
  display: flex;
  align-items: center;
  gap: 0.9rem;
  margin-bottom: 1rem;
  .icon {
    display: inline-flex;
    padding: 0.6rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary.light};
    color: ${({ theme }) => theme.colors.primary.text};
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  p {
    margin: 0.2rem 0 0;
  }
`
const Count = styled.span`
  margin-inline-start: 0.4rem;
  color: ${({ theme }) => theme.skin.muted};
`

type Category = FaqCategory & { key: FaqCategoryKey }
const toQuery = (query: ListQuery) => query.search

/** The FAQ (/pages/faq): the search asks the server (question text), the five categories are tabs of questions. */
export default function FaqPage() {
  const { t } = useTranslation('pages')
  const port = resolvePort(PORTS.pages)
  const load = useCallback(
    async (q: string) => {
      const items = faqCategories(await port.searchFaq(q))
      return { items, totalRows: items.length, totalPages: 1 }
    },
    [port],
  )
  const list = useListController({ id: 'faq', load, toQuery, rowId: (c: Category) => c.key })
  const search = list.query.search
  const questions = countFaqQuestions(Object.fromEntries(list.rows.map((c) => [c.key, c])))
  return (
    <>
      <Hero as="header">
        <h1>{t('faq.title')}</h1>
        <p>{t('faq.subtitle')}</p>
        <div role="search">
          <SearchBox
            value={search}
            onSearch={(value) => list.change({ query: { search: value } })}
            label={t('faq.search')}
          />
        </div>
      </Hero>
      <p className="visually-hidden" role="status">
        {list.loading ? '' : t('faq.found', { count: questions })}
      </p>
      {list.error ? (
        <LoadError error={list.error} onRetry={() => void list.reload()} />
      ) : list.loading && list.rows.length === 0 ? (
        <PageSpinner />
      ) : list.rows.length === 0 ? (
        <Empty>
          <h2>{t('faq.noResults')}</h2>
          <p>{t('faq.noResultsHint', { search })}</p>
        </Empty>
      ) : (
        <section aria-label={t('faq.categories')} aria-busy={list.loading}>
          {/* A new set of categories (another search) opens on its first tab. */}
          <Tabs
            key={list.rows.map((c) => c.key).join()}
            label={t('faq.categories')}
            tabs={list.rows.map((category) => ({
              id: category.key,
              label: category.title,
              content: () => (
                <>
                  <CategoryHead>
                    <span className="icon">
                      <FeatherIcon name={category.icon} size={22} />
                    </span>
                    <div>
                      <h2>
                        {category.title}
                        <Count>({category.qandA.length})</Count>
                      </h2>
                      <p>{category.subtitle}</p>
                    </div>
                  </CategoryHead>
                  <Accordion
                    label={t('faq.questionsOf', { category: category.title })}
                    items={category.qandA.map((item) => ({
                      id: item.question,
                      title: item.question,
                      content: item.ans,
                    }))}
                  />
                </>
              ),
            }))}
          />
        </section>
      )}
    </>
  )
}
