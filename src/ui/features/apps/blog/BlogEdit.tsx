import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import * as z from 'zod/mini'
import {
  BLOG_STATUSES,
  categoryOptions,
  changeFor,
  isSlug,
  slugify,
  type BlogPostChange,
  type BlogPostEdit,
} from '../../../../domain/apps/blog'
import { PORTS } from '../../../../ports/tokens'
import type { ScreenProps } from '../../../kit/lazy-screen'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { CheckboxGroupField } from '../../../kit/form/CheckboxGroupField'
import { FieldGrid, FormView } from '../../../kit/form/FormView'
import { RichTextField } from '../../../kit/form/RichTextField'
import { SelectField, TextField } from '../../../kit/form/fields'
import { requiredText } from '../../../kit/form/schemas'
import { useFormController } from '../../../kit/form/use-form-controller'
import { blogChanges, saveBlogEdit } from './blog-local'
import { Avatar, Byline, Notice } from './blog-styles'
import { FeaturedImageField } from './FeaturedImageField'

const schema = z.object({
  title: z.pipe(requiredText(), z.string().check(z.maxLength(200, 'blog:edit.tooLong'))),
  slug: requiredText().check(z.refine(isSlug, 'blog:edit.slugInvalid')),
  categories: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  excerpt: z.string().check(z.maxLength(500, 'blog:edit.tooLong')),
  featuredImage: z.string(),
  content: z.string(),
}) satisfies z.ZodMiniType<BlogPostChange>

const EMPTY: BlogPostChange = {
  title: '',
  slug: '',
  categories: [],
  status: 'Published',
  excerpt: '',
  featuredImage: '',
  content: '',
}

const SlugRow = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  > :first-child {
    flex: 1;
  }
`

/** The slug field with a button that makes it from the title. */
function SlugField() {
  const { t } = useTranslation('blog')
  const { getValues, setValue } = useFormContext<BlogPostChange>()
  return (
    <SlugRow>
      <TextField<BlogPostChange> name="slug" label={t('edit.slug')} required />
      <Button
        type="button"
        $variant="outline"
        onClick={() =>
          setValue('slug', slugify(getValues('title')), { shouldDirty: true, shouldValidate: true })
        }
      >
        {t('edit.slugFromTitle')}
      </Button>
    </SlugRow>
  )
}

/**
 * Edits a post (/pages/blog/edit[/:id], the first post without an id). The mock has no save call, so Save
 * keeps the post on this page: the list, the post and the sidebar show it until the page is reloaded.
 */
export default function BlogEdit({ params }: ScreenProps) {
  const { t } = useTranslation('blog')
  const port = resolvePort(PORTS.blog)
  const id = params.id === undefined ? undefined : Number(params.id)
  const [post, setPost] = useState<{ edit: BlogPostEdit; categories: string[] } | null>(null)
  const controller = useFormController<BlogPostChange, number>({
    schema,
    defaults: EMPTY,
    loadKey: params.id ?? '',
    load: async () => {
      const [edit, detail, sidebar] = await Promise.all([
        port.getPostForEdit(id),
        port.getPost(id),
        port.getSidebar(),
      ])
      const values = changeFor(edit, detail.content, blogChanges())
      setPost({
        edit,
        categories: categoryOptions(
          sidebar.categories.map((c) => c.category),
          [...edit.blogCategories.map((c) => c.label), ...values.categories],
        ),
      })
      return values
    },
    save: async (values) => {
      const postId = post?.edit.id ?? id ?? 0
      saveBlogEdit(postId, { ...values, title: values.title.trim(), excerpt: values.excerpt.trim() })
      return postId
    },
    onSaved: () => toast.success(t('edit.saved')),
    redirectTo: (postId) => `/pages/blog/detail/${postId}`,
  })
  const cancelHref = `/pages/blog/detail${params.id ? `/${params.id}` : ''}`
  return (
    <FormView controller={controller} title={t('edit.title')} cancelHref={cancelHref}>
      <Notice>{t('edit.localNote')}</Notice>
      {post && (
        <Byline style={{ marginBottom: '1.25rem' }}>
          <Avatar src={post.edit.avatar} alt="" />
          <span>{t('by', { name: post.edit.userFullName })}</span>
          <span className="muted">·</span>
          <span className="muted">{post.edit.createdTime}</span>
        </Byline>
      )}
      <FieldGrid>
        <TextField<BlogPostChange> name="title" label={t('edit.postTitle')} required />
        <SlugField />
        <SelectField<BlogPostChange>
          name="status"
          label={t('edit.status')}
          options={BLOG_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <CheckboxGroupField<BlogPostChange>
          name="categories"
          label={t('edit.categories')}
          options={(post?.categories ?? []).map((category) => ({ value: category, label: category }))}
        />
      </FieldGrid>
      <FieldGrid $columns={1}>
        <TextField<BlogPostChange> name="excerpt" label={t('edit.excerpt')} multiline />
        <FeaturedImageField name="featuredImage" original={post?.edit.featuredImage ?? ''} />
        <RichTextField<BlogPostChange> name="content" label={t('edit.content')} />
      </FieldGrid>
    </FormView>
  )
}
