import BookmarkIcon from 'lucide-react/icons/bookmark'
import MessageSquareIcon from 'lucide-react/icons/message-square'
import PencilIcon from 'lucide-react/icons/pencil'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, useLocation } from 'wouter'
import styled from 'styled-components'
import { detailWithChanges, type BlogPostDetail } from '../../../../domain/apps/blog'
import { PORTS } from '../../../../ports/tokens'
import type { ScreenProps } from '../../../kit/lazy-screen'
import { resolvePort } from '../../../runtime/use-port'
import { Card } from '../../../components/Card'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { SafeHtml } from '../../../kit/primitives/SafeHtml'
import { LoadState } from '../../../kit/primitives/LoadState'
import { blogChanges, blogLocal } from './blog-local'
import { Avatar, BlogLayout, PanelCard } from './blog-styles'
import { shownOnDemand, useHeadStart } from '../../../kit/shown-on-demand'

// The comment form, below the post and its comments, loads after the first paint: asked for as the page mounts
// (issue 31's budgets: the form kit).
const loadCommentForm = () => import('./BlogCommentForm')
const CommentForm = shownOnDemand(() => loadCommentForm().then((module) => module.CommentForm))
import { BlogSidebar } from './BlogSidebar'
import { PostMeta } from './PostMeta'

const Article = styled(Card).attrs({ as: 'article' })`
  padding: 0;
  overflow: hidden;
  > img {
    width: 100%;
    aspect-ratio: 16 / 6;
    object-fit: cover;
  }
  .body {
    padding: 1.5rem;
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
  h1 {
    margin: 0;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  .content {
    line-height: 1.7;
  }
  .content p {
    margin: 0 0 1rem;
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 1rem;
    padding-top: 1rem;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
  }
  footer span,
  footer a {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
`
const Comments = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 1.1rem;
  li {
    display: flex;
    gap: 0.8rem;
  }
  h3 {
    margin: 0;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  small {
    color: ${({ theme }) => theme.skin.muted};
  }
  p {
    margin: 0.3rem 0 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`

function Post({ post }: { post: BlogPostDetail }) {
  const { t } = useTranslation('blog')
  return (
    <>
      <Article aria-labelledby="blog-post-title">
        <img src={post.img} alt="" />
        <div className="body">
          <h1 id="blog-post-title">{post.title}</h1>
          <PostMeta post={post} when={post.createdTime} />
          <SafeHtml className="content" html={post.content} />
          <footer>
            <div>
              <a href="#comments">
                <MessageSquareIcon size={16} aria-hidden="true" />
                {t('commentCount', { count: post.comments })}
              </a>{' '}
              <span>
                <BookmarkIcon size={16} aria-hidden="true" />
                {t('bookmarkedCount', { count: post.bookmarked })}
              </span>
            </div>
            <Link href={`/pages/blog/edit/${post.id}`}>
              <PencilIcon size={16} aria-hidden="true" />
              {t('editPost')}
            </Link>
          </footer>
        </div>
      </Article>
      <PanelCard id="comments" aria-labelledby="blog-comments">
        <h2 id="blog-comments">{t('comments')}</h2>
        {post.commentList.length === 0 ? (
          <p>{t('noComments')}</p>
        ) : (
          <Comments aria-label={t('commentList')}>
            {post.commentList.map((comment, index) => (
              <li key={`${index}-${comment.userFullName}`}>
                {comment.avatar && <Avatar src={comment.avatar} alt="" />}
                <div>
                  <h3>{comment.userFullName}</h3>
                  <small>{comment.commentedAt}</small>
                  <p>{comment.commentText}</p>
                </div>
              </li>
            ))}
          </Comments>
        )}
      </PanelCard>
      <CommentForm key={post.id} postId={post.id} />
    </>
  )
}

/** A blog post (/pages/blog/detail[/:id], the first post without an id): content, categories, comments. */
export default function BlogDetail({ params }: ScreenProps) {
  const port = resolvePort(PORTS.blog)
  // Re-renders when this page saves an edit or adds a comment.
  useSnapshot(blogLocal)
  const [, navigate] = useLocation()
  useHeadStart(loadCommentForm)
  const id = params.id === undefined ? undefined : Number(params.id)
  const post = useDetailController(() => port.getPost(id), `blog-post-${params.id ?? ''}`)
  const sidebar = useDetailController(() => port.getSidebar(), 'blog-sidebar')
  const toList = (search: string, category?: string) => {
    const query = new URLSearchParams()
    if (search) query.set('search', search)
    if (category) query.set('category', category)
    navigate(`/pages/blog/list${query.size > 0 ? `?${query.toString()}` : ''}`)
  }
  return (
    <BlogLayout>
      <div>
        <LoadState controller={post}>
          {(record) => <Post post={detailWithChanges(record, blogChanges())} />}
        </LoadState>
      </div>
      <BlogSidebar
        sidebar={sidebar.record}
        search=""
        onSearch={(search) => toList(search)}
        onCategory={(category) => toList('', category)}
      />
    </BlogLayout>
  )
}
