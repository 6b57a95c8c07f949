import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Badge } from '../../../components/Badge'
import { Avatar, Byline, TagList } from './blog-styles'

/** A post's author and date, and its categories as links to the list of each (the list and the post alike). */
export function PostMeta({
  post,
  when,
}: {
  post: { title: string; avatar: string; userFullName: string; tags: readonly string[] }
  when: string
}) {
  const { t } = useTranslation('blog')
  return (
    <>
      <Byline>
        {post.avatar && <Avatar src={post.avatar} alt="" />}
        <span>{t('by', { name: post.userFullName })}</span>
        <span className="muted">·</span>
        <span className="muted">{when}</span>
      </Byline>
      <TagList aria-label={t('categoriesOf', { title: post.title })}>
        {post.tags.map((tag) => (
          <li key={tag}>
            <Link href={`/pages/blog/list?category=${encodeURIComponent(tag)}`}>
              <Badge $color="light-primary">{tag}</Badge>
            </Link>
          </li>
        ))}
      </TagList>
    </>
  )
}
