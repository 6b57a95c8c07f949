import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import styled from 'styled-components'
import { filterKbCategories } from '../../../../domain/apps/pages'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Card } from '../../../components/Card'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { SearchBox } from '../../../kit/list/SearchBox'
import { LoadState } from '../../../kit/primitives/LoadState'
import { Empty, Hero } from './pages-styles'

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.5rem;
  @media (max-width: 991px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 575px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const CategoryCard = styled(Card).attrs({ as: 'article' })`
  margin: 0;
  height: 100%;
  padding: 0;
  overflow: hidden;
  text-align: center;
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  div {
    padding: 1.25rem;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  h2 a {
    color: ${({ theme }) => theme.skin.heading};
    text-decoration: none;
  }
  h2 a:hover {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  p {
    margin: 0;
  }
`

/** The knowledge base (/pages/knowledge-base): its categories, searched by title and description. */
export default function KnowledgeBase() {
  const { t } = useTranslation('pages')
  const port = resolvePort(PORTS.pages)
  const categories = useDetailController(() => port.listKbCategories(), 'kb-categories')
  const [search, setSearch] = useState('')
  return (
    <>
      <Hero as="header">
        <h1>{t('kb.title')}</h1>
        <p>{t('kb.subtitle')}</p>
        <div role="search">
          <SearchBox value={search} onSearch={setSearch} label={t('kb.search')} />
        </div>
      </Hero>
      <LoadState controller={categories}>
        {(all) => {
          const found = filterKbCategories(all, search)
          return found.length === 0 ? (
            <Empty role="status">{t('kb.noResults', { search })}</Empty>
          ) : (
            <Grid aria-label={t('kb.categories')}>
              {found.map((category) => (
                <li key={category.id}>
                  <CategoryCard aria-labelledby={`kb-${category.id}`}>
                    <img src={category.img} alt="" />
                    <div>
                      <h2 id={`kb-${category.id}`}>
                        <Link href={`/pages/knowledge-base/${category.category}`}>{category.title}</Link>
                      </h2>
                      <p>{category.desc}</p>
                    </div>
                  </CategoryCard>
                </li>
              ))}
            </Grid>
          )
        }}
      </LoadState>
    </>
  )
}
