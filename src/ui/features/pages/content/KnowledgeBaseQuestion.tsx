import ArrowLeftIcon from 'lucide-react/icons/arrow-left'
import FileTextIcon from 'lucide-react/icons/file-text'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import styled from 'styled-components'
import { findKbCategory } from '../../../../domain/apps/pages'
import { PORTS } from '../../../../ports/tokens'
import type { ScreenProps } from '../../../kit/lazy-screen'
import { resolvePort } from '../../../runtime/use-port'
import { Card } from '../../../components/Card'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { SafeHtml } from '../../../kit/primitives/SafeHtml'
import { Breadcrumbs } from './Breadcrumbs'
import { LoadState } from '../../../kit/primitives/LoadState'
import { Empty, SmallCard } from './pages-styles'

const Layout = styled.div`
  display: grid;
  grid-template-columns: 18rem minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
    > aside {
      order: 2;
    }
  }
`
const Article = styled(Card).attrs({ as: 'article' })`
  h1 {
    margin: 0 0 0.4rem;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  .updated {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.skin.muted};
  }
  .content {
    line-height: 1.7;
  }
`
const Related = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.7rem;
  a {
    display: inline-flex;
    gap: 0.5rem;
    color: ${({ theme }) => theme.skin.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  svg {
    flex: none;
    margin-top: 0.15rem;
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

/** A knowledge-base question (/pages/knowledge-base/:category/:question): the answer (sanitised HTML), related questions. */
export default function KnowledgeBaseQuestion({ params }: ScreenProps) {
  const { t } = useTranslation('pages')
  const port = resolvePort(PORTS.pages)
  const slug = params.category ?? ''
  const questionSlug = params.question ?? ''
  const page = useDetailController(
    () =>
      Promise.all([port.listKbCategories(), port.getKbQuestion(slug, questionSlug)]).then(
        ([categories, question]) => ({ category: findKbCategory(categories, slug), question }),
      ),
    `kb-question-${slug}/${questionSlug}`,
  )
  return (
    <LoadState controller={page}>
      {({ category, question }) =>
        !category ? (
          <Empty role="alert">
            <p>{t('kb.unknownCategory')}</p>
            <Back href="/pages/knowledge-base">
              <ArrowLeftIcon size={16} aria-hidden="true" />
              {t('kb.backToKb')}
            </Back>
          </Empty>
        ) : (
          <>
            <Breadcrumbs
              trail={[
                { label: t('kb.title'), href: '/pages/knowledge-base' },
                { label: category.title, href: `/pages/knowledge-base/${category.category}` },
                { label: question.title },
              ]}
            />
            <Layout>
              <aside aria-labelledby="kb-related">
                <SmallCard>
                  <h2 id="kb-related">{t('kb.related')}</h2>
                  <Related>
                    {question.relatedQuestions.map((related) => (
                      <li key={related.id}>
                        <Link href={`/pages/knowledge-base/${category.category}/${related.slug}`}>
                          <FileTextIcon size={16} aria-hidden="true" />
                          {related.question}
                        </Link>
                      </li>
                    ))}
                  </Related>
                </SmallCard>
                <Back href={`/pages/knowledge-base/${category.category}`}>
                  <ArrowLeftIcon size={16} aria-hidden="true" />
                  {t('kb.backTo', { category: category.title })}
                </Back>
              </aside>
              <Article aria-labelledby="kb-question-title">
                <h1 id="kb-question-title">{question.title}</h1>
                <p className="updated">{t('kb.lastUpdated', { date: question.lastUpdated })}</p>
                <SafeHtml className="content" html={question.content} />
              </Article>
            </Layout>
          </>
        )
      }
    </LoadState>
  )
}
