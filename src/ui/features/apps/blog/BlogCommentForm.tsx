import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { useSnapshot } from 'valtio'
import * as z from 'zod/mini'
import type { BlogComment } from '../../../../domain/apps/blog'
import { intlLocaleTag } from '../../../../domain/money'
import { session } from '../../../session/session'
import { FieldGrid } from '../../../kit/form/FormView'
import { SectionForm } from '../../../kit/form/SectionForm'
import { TextField } from '../../../kit/form/fields'
import { emailText, requiredText } from '../../../kit/form/schemas'
import { useFormController } from '../../../kit/form/use-form-controller'
import { addBlogComment } from './blog-local'
import { Notice } from './blog-styles'

const commentSchema = z.object({
  name: requiredText(),
  email: z.union([z.literal(''), emailText('blog:comment.invalidEmail')]),
  comment: z.pipe(requiredText(), z.string().check(z.maxLength(1000, 'blog:comment.tooLong'))),
})
type CommentValues = z.infer<typeof commentSchema>

/** The form that adds a comment; the mock has no comment call, so the comment is kept on this page. */
export function CommentForm({ postId }: { postId: number }) {
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
