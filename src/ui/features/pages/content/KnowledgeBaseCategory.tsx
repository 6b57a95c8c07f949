import ArrowLeftIcon from 'lucide-react/icons/arrow-left'
import FileTextIcon from 'lucide-react/icons/file-text'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import styled from 'styled-components'
import { filterKbGroups, findKbCategory } from '../../../../domain/apps/pages'
import { PORTS } from '../../../../ports/tokens'
import type { ScreenProps } from '../../../kit/lazy-screen'
import { resolvePort } from '../../../runtime/use-port'
import type { ThemeColor } from '../../../theme/theme'
import { Card } from '../../../components/Card'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { SearchBox } from '../../../kit/list/SearchBox'
import { Breadcrumbs } from './Breadcrumbs'
import { FeatherIcon } from '../../../components/FeatherIcon'
import { LoadState } from '../../../kit/primitives/LoadState'
import { Empty, SmallCard } from './pages-styles'

const Head = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  h1 {
    margin: 0;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  p {
    margin: 0.3rem 0 0;
  }
  [role='search'] {
    flex: 0 1 22rem;
    min-width: min(16rem, 100%);
  }
  [role='search'] input {
    width: 100%;
  }
`
const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1.5rem;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const GroupTitle = styled.h2<{ $color: ThemeColor }>`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  .icon {
    display: inline-flex;
    padding: 0.4rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme, $color }) => theme.colors[$color].light};
    color: ${({ theme, $color }) => theme.colors[$color].text};
  }
`
const Questions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.7rem;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    color: ${({ theme }) => theme.skin.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary.text};
  }
`
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`

const themeColor = (name: string): ThemeColor =>
  (['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const).find(
    (c) => c === name,
  ) ?? 'primary'

/** A knowledge-base category (/pages/knowledge-base/:category): its question groups, searched by question. */
export default function KnowledgeBaseCategory({ params }: ScreenProps) {
  const { t } = useTranslation('pages')
  const port = resolvePort(PORTS.pages)
  const slug = params.category ?? ''
  const page = useDetailController(
    () =>
      Promise.all([port.listKbCategories(), port.listKbGroups(slug)]).then(([categories, groups]) => ({
        categories,
        groups,
      })),
    `kb-category-${slug}`,
  )
  const [search, setSearch] = useState('')
  return (
    <LoadState controller={page}>
      {({ categories, groups }) => {
        const category = findKbCategory(categories, slug)
        if (!category)
          return (
            <Empty role="alert">
              <p>{t('kb.unknownCategory')}</p>
              <Back href="/pages/knowledge-base">
                <ArrowLeftIcon size={16} aria-hidden="true" />
                {t('kb.backToKb')}
              </Back>
            </Empty>
          )
        const found = filterKbGroups(groups, search)
        return (
          <>
            <Breadcrumbs
              trail={[{ label: t('kb.title'), href: '/pages/knowledge-base' }, { label: category.title }]}
            />
            <Head as="header">
              <div>
                <h1>{category.title}</h1>
                <p>{category.desc}</p>
              </div>
              <div role="search">
                <SearchBox value={search} onSearch={setSearch} label={t('kb.searchQuestions')} />
              </div>
            </Head>
            {found.length === 0 ? (
              <Empty role="status">{t('kb.noQuestions', { search })}</Empty>
            ) : (
              <Groups>
                {found.map((group) => (
                  <SmallCard key={group.id} aria-labelledby={`kb-group-${group.id}`}>
                    <GroupTitle id={`kb-group-${group.id}`} $color={themeColor(group.iconColor)}>
                      <span className="icon">
                        <FeatherIcon name={group.icon} size={16} />
                      </span>
                      {group.title}
                    </GroupTitle>
                    <Questions>
                      {group.questions.map((question) => (
                        <li key={question.id}>
                          <Link href={`/pages/knowledge-base/${category.category}/${question.slug}`}>
                            <FileTextIcon size={16} aria-hidden="true" />
                            {question.question}
                          </Link>
                        </li>
                      ))}
                    </Questions>
                  </SmallCard>
                ))}
              </Groups>
            )}
            <Back href="/pages/knowledge-base">
              <ArrowLeftIcon size={16} aria-hidden="true" />
              {t('kb.backToKb')}
            </Back>
          </>
        )
      }}
    </LoadState>
  )
}
