import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { Email } from '../../../../domain/apps/email'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { FormDialog } from '../../../kit/form/FormDialog'
import { FieldGrid } from '../../../kit/form/FormView'
import { TextField } from '../../../kit/form/fields'
import { RichTextField } from '../../../kit/form/RichTextField'
import { useFormController } from '../../../kit/form/use-form-controller'
import { composeChange, composeNew, composeSchema, composeValues, type ComposeValues } from './compose-form'

const DraftRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1rem;
`

export interface EmailComposeDialogProps {
  /** The draft being edited, or undefined for a new email (created in Sent or Draft). */
  draft?: Email
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** After a send (into Sent) or a draft save. */
  onSaved: (email: Email, sent: boolean) => void
}

/**
 * Writes a new email or edits a draft: to, cc, bcc, subject and a rich-text body. Send puts it into Sent,
 * Save draft into Draft: a new one is created (add-email), a draft is updated in place (update-emails).
 */
export function EmailComposeDialog({ draft, isOpen, onOpenChange, onSaved }: EmailComposeDialogProps) {
  const { t } = useTranslation('email')
  const port = resolvePort(PORTS.email)
  const controller = useFormController<ComposeValues, { email: Email; sent: boolean }>({
    schema: composeSchema,
    defaults: composeValues(draft),
    save: async (values) => {
      const sent = values.intent === 'send'
      if (!draft) return { email: await port.addEmail(composeNew(values)), sent }
      const change = composeChange(values, draft, new Date())
      const [saved] = await port.updateEmails([draft.id], change)
      return { email: saved ?? { ...draft, ...change }, sent }
    },
    onSaved: ({ email, sent }) => onSaved(email, sent),
  })
  const { setValue } = controller.form
  const saveDraft = async () => {
    setValue('intent', 'draft')
    try {
      await controller.submit()
    } finally {
      setValue('intent', 'send')
    }
  }
  return (
    <FormDialog
      controller={controller}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('compose.title')}
      submitLabel={t('compose.send')}
      width="46rem"
    >
      <FieldGrid $columns={1}>
        <TextField<ComposeValues> name="to" label={t('compose.to')} hint={t('compose.addressHint')} />
        <TextField<ComposeValues> name="cc" label={t('compose.cc')} />
        <TextField<ComposeValues> name="bcc" label={t('compose.bcc')} />
        <TextField<ComposeValues> name="subject" label={t('compose.subject')} />
        <RichTextField<ComposeValues> name="message" label={t('compose.message')} />
      </FieldGrid>
      <DraftRow>
        <Button
          type="button"
          $variant="outline"
          disabled={controller.saving}
          onClick={() => void saveDraft()}
        >
          {t('compose.saveDraft')}
        </Button>
      </DraftRow>
    </FormDialog>
  )
}
