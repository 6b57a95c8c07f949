import MessageSquareIcon from 'lucide-react/icons/message-square'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import styled from 'styled-components'
import {
  countByCategory,
  filterPosts,
  postWithChanges,
  type BlogFilter,
  type BlogPost,
} from '../../../../domain/apps/blog'
import { paginate, type FilterField, type FilterValues, type ListQuery } from '../../../../domain/lists'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Card } from '../../../components/Card'
import { PageSpinner } from '../../../components/PageSpinner'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { Pagination } from '../../../kit/list/Pagination'
import { useListController } from '../../../kit/list/use-list-controller'
import { LoadError } from '../../../kit/primitives/LoadState'
import { blogChanges, blogLocal } from './blog-local'
import { BlogLayout } from './blog-styles'
import { BlogSidebar } from './BlogSidebar'
import { PostMeta } from './PostMeta'

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.5rem;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const PostCard = styled(Card).attrs({ as: 'article' })`
  padding: 0;
  margin: 0;
  height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  > img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  .body {
    padding: 1.25rem;
    display: flex;
    flex-direction: column;
    gap: 0.8rem;
    flex: 1;
  }
  h2 {
    margin: 0;
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
  footer {
    margin-top: auto;
    padding-top: 0.8rem;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
  }
  footer a {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    color: ${({ theme }) => theme.skin.text};
    text-decoration: none;
  }
  footer a.more {
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 500;
  }
`
const Empty = styled(Card)`
  text-align: center;
`

const FIELDS: readonly FilterField[] = [{ key: 'category', kind: 'select' }]
type BlogListQuery = BlogFilter & { page: number; perPage: number }
const toQuery = (query: ListQuery, filters: FilterValues): BlogListQuery => ({
  search: query.search,
  category: filters.category || undefined,
  page: query.page,
  perPage: query.perPage,
})

/** A post as a card: picture, title, author and date, categories, excerpt, comments and "Read more". */
function BlogCard({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog')
  const href = `/pages/blog/detail/${post.id}`
  return (
    <li>
      <PostCard aria-labelledby={`post-${post.id}`}>
        <img src={post.img} alt="" />
        <div className="body">
          <h2 id={`post-${post.id}`}>
            <Link href={href}>{post.title}</Link>
          </h2>
          <PostMeta post={post} when={post.blogPosted} />
          <p>{post.excerpt}</p>
          <footer>
            <Link href={`${href}#comments`}>
              <MessageSquareIcon size={16} aria-hidden="true" />
              {t('commentCount', { count: post.comment })}
            </Link>
            <Link className="more" href={href} aria-label={t('readMoreOf', { title: post.title })}>
              {t('readMore')}
            </Link>
          </footer>
        </div>
      </PostCard>
    </li>
  )
}

/** The blog list (/pages/blog/list): post cards, search and category in the URL, recent posts. */
export default function BlogList() {
  const { t } = useTranslation('blog')
  const port = resolvePort(PORTS.blog)
  const changes = useSnapshot(blogLocal)
  const load = useCallback(
    async ({ page, perPage, ...filter }: BlogListQuery) => {
      const posts = (await port.listPosts()).map((post) => postWithChanges(post, blogChanges()))
      return paginate(filterPosts(posts, filter), page, perPage)
    },
    [port],
  )
  const list = useListController({
    id: 'blog',
    load,
    toQuery,
    filters: FIELDS,
    rowId: (p: BlogPost) => String(p.id),
  })
  const sidebar = useDetailController(() => port.getSidebar(), 'blog-sidebar')
  const posts = useDetailController(() => port.listPosts(), 'blog-posts')
  const counts = useMemo(
    () =>
      sidebar.record && posts.record
        ? countByCategory(
            posts.record.map((post) => postWithChanges(post, blogChanges())),
            sidebar.record.categories.map((c) => c.category),
          )
        : undefined,
    // changes: recount after a local edit
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sidebar.record, posts.record, changes],
  )
  const category = list.filters.category

  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <BlogLayout>
        <section aria-labelledby="blog-posts-heading">
          <h2 id="blog-posts-heading" className="visually-hidden">
            {category ? t('postsIn', { category }) : t('posts')}
          </h2>
          {list.error ? (
            <LoadError error={list.error} onRetry={() => void list.reload()} />
          ) : list.loading && list.rows.length === 0 ? (
            <PageSpinner />
          ) : list.rows.length === 0 ? (
            <Empty role="status">{t('empty')}</Empty>
          ) : (
            <Cards aria-label={t('postList')} aria-busy={list.loading}>
              {list.rows.map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </Cards>
          )}
          {list.totalRows > 0 && (
            <Pagination
              page={list.query.page}
              perPage={list.query.perPage}
              totalRows={list.totalRows}
              totalPages={list.totalPages}
              onPage={(page) => list.change({ query: { page } })}
              onPerPage={(perPage) => list.change({ query: { perPage } })}
            />
          )}
        </section>
        <div>
          {sidebar.error && <LoadError error={sidebar.error} onRetry={() => void sidebar.reload()} />}
          <BlogSidebar
            sidebar={sidebar.record}
            search={list.query.search}
            onSearch={(search) => list.change({ query: { search } })}
            category={category}
            onCategory={(next) => list.change({ filters: { category: next } })}
            counts={counts}
          />
        </div>
      </BlogLayout>
    </>
  )
}
