import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { previewText, replyTo, type Email } from '../../../../domain/apps/email'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { FormDialog } from '../../../kit/form/FormDialog'
import { RichTextField } from '../../../kit/form/RichTextField'
import { useFormController } from '../../../kit/form/use-form-controller'
import { MESSAGES } from '../../../kit/form/schemas'

const replySchema = z.object({
  message: z.string().check(z.refine((html) => previewText(html) !== '', MESSAGES.required)),
})
type ReplyValues = z.infer<typeof replySchema>

export interface EmailReplyDialogProps {
  email: Email
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  onSaved: () => void
}

/** Writes a reply: it is added to the email's thread (the mock keeps replies inside the email). */
export function EmailReplyDialog({ email, isOpen, onOpenChange, onSaved }: EmailReplyDialogProps) {
  const { t } = useTranslation('email')
  const port = resolvePort(PORTS.email)
  const controller = useFormController<ReplyValues, Email[]>({
    schema: replySchema,
    defaults: { message: '' },
    save: ({ message }) =>
      port.updateEmails([email.id], { replies: [...email.replies, replyTo(email, message, new Date())] }),
    onSaved,
  })
  return (
    <FormDialog
      controller={controller}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('reply.title', { subject: email.subject })}
      submitLabel={t('reply.send')}
      width="40rem"
    >
      <p>
        {t('reply.to', {
          names: replyTo(email, '', new Date())
            .to.map((person) => person.name)
            .join(', '),
        })}
      </p>
      <RichTextField<ReplyValues> name="message" label={t('reply.message')} />
    </FormDialog>
  )
}
