import BookmarkIcon from 'lucide-react/icons/bookmark'
import MessageSquareIcon from 'lucide-react/icons/message-square'
import PencilIcon from 'lucide-react/icons/pencil'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { useSnapshot } from 'valtio'
import { Link, useLocation } from 'wouter'
import styled from 'styled-components'
import * as z from 'zod/mini'
import { detailWithChanges, type BlogComment, type BlogPostDetail } from '../../../../domain/apps/blog'
import { intlLocaleTag } from '../../../../domain/money'
import { PORTS } from '../../../../ports/tokens'
import type { ScreenProps } from '../../../kit/lazy-screen'
import { session } from '../../../session/session'
import { resolvePort } from '../../../runtime/use-port'
import { Card } from '../../../components/Card'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { FieldGrid } from '../../../kit/form/FormView'
import { SectionForm } from '../../../kit/form/SectionForm'
import { TextField } from '../../../kit/form/fields'
import { emailText, requiredText } from '../../../kit/form/schemas'
import { useFormController } from '../../../kit/form/use-form-controller'
import { SafeHtml } from '../../../kit/primitives/SafeHtml'
import { LoadState } from '../../../kit/primitives/LoadState'
import { addBlogComment, blogChanges, blogLocal } from './blog-local'
import { Avatar, BlogLayout, Notice, PanelCard } from './blog-styles'
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

const commentSchema = z.object({
  name: requiredText(),
  email: z.union([z.literal(''), emailText('blog:comment.invalidEmail')]),
  comment: z.pipe(requiredText(), z.string().check(z.maxLength(1000, 'blog:comment.tooLong'))),
})
type CommentValues = z.infer<typeof commentSchema>

/** The form that adds a comment; the mock has no comment call, so the comment is kept on this page. */
function CommentForm({ postId }: { postId: number }) {
  const { t, i18n } = useTranslation('blog')
  const { userData } = useSnapshot(session)
  const empty: CommentValues = { name: userData?.fullName ?? '', email: userData?.email ?? '', comment: '' }
  const controller = useFormController<CommentValues, BlogComment>({
    schema: commentSchema,
    defaults: empty,
    save: async (values) => {
      const comment: BlogComment = {
        avatar: userData?.avatar ?? '',
        userFullName: values.name.trim(),
        commentedAt: new Date().toLocaleDateString(intlLocaleTag(i18n.language), {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
        }),
        commentText: values.comment.trim(),
      }
      addBlogComment(postId, comment)
      return comment
    },
    onSaved: () => {
      controller.form.reset({ ...empty, comment: '' })
      toast.success(t('comment.added'))
    },
  })
  return (
    <SectionForm controller={controller} title={t('comment.title')} submitLabel={t('comment.submit')}>
      <Notice>{t('comment.localNote')}</Notice>
      <FieldGrid>
        <TextField<CommentValues> name="name" label={t('comment.name')} required autoComplete="name" />
        <TextField<CommentValues> name="email" label={t('comment.email')} type="email" autoComplete="email" />
      </FieldGrid>
      <FieldGrid $columns={1}>
        <TextField<CommentValues> name="comment" label={t('comment.text')} required multiline />
      </FieldGrid>
    </SectionForm>
  )
}

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
