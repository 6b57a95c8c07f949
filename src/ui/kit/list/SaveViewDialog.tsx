import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import * as z from 'zod/mini'
import { MAX_VIEW_NAME_LENGTH } from '../../../domain/lists'
import { FormDialog } from '../form/FormDialog'
import { TextField } from '../form/fields'
import { requiredText } from '../form/schemas'
import { useFormController } from '../form/use-form-controller'

const schema = z.object({
  name: requiredText().check(z.maxLength(MAX_VIEW_NAME_LENGTH, 'kit.views.tooLong')),
})
type Values = z.infer<typeof schema>

export interface SaveViewDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Saves the list as it is under this name. */
  save: (name: string) => void
}

/**
 * "Save current view": a name, checked, then saved. Its own chunk (SavedViewsMenu loads it the first time the
 * dialog opens): the form kit and its schema library are not on a list's first screen.
 */
export default function SaveViewDialog({ isOpen, onOpenChange, save }: SaveViewDialogProps) {
  const { t } = useTranslation()
  const controller = useFormController<Values, string>({
    schema,
    defaults: { name: '' },
    save: async ({ name }) => {
      save(name)
      return name.trim()
    },
    onSaved: (name) => {
      onOpenChange(false)
      controller.form.reset({ name: '' })
      toast.success(t('kit.views.saved', { name }))
    },
  })
  return (
    <FormDialog
      controller={controller}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('kit.views.saveTitle')}
      submitLabel={t('kit.views.save')}
      width="26rem"
    >
      <TextField<Values> name="name" label={t('kit.views.name')} hint={t('kit.views.nameHint')} required />
    </FormDialog>
  )
}
