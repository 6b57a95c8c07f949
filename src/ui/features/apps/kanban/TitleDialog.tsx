import * as z from 'zod/mini'
import { FormDialog } from '../../../kit/form/FormDialog'
import { TextField } from '../../../kit/form/fields'
import { requiredText } from '../../../kit/form/schemas'
import { useFormController } from '../../../kit/form/use-form-controller'

const schema = z.object({ title: requiredText() })
type TitleValues = z.infer<typeof schema>

export interface TitleDialogProps {
  title: string
  fieldLabel: string
  submitLabel: string
  initial?: string
  /** A sentence above the field. */
  note?: string
  onOpenChange: (isOpen: boolean) => void
  /** Saves the trimmed title; the dialog closes after it succeeds. */
  save: (title: string) => Promise<unknown>
}

/** A one-field form (a board's or a new task's title) in a kit FormDialog. */
export function TitleDialog({
  title,
  fieldLabel,
  submitLabel,
  initial = '',
  note,
  onOpenChange,
  save,
}: TitleDialogProps) {
  const controller = useFormController<TitleValues, unknown>({
    schema,
    defaults: { title: initial },
    save: (values) => save(values.title.trim()),
    onSaved: () => onOpenChange(false),
  })
  return (
    <FormDialog
      controller={controller}
      isOpen
      onOpenChange={onOpenChange}
      title={title}
      submitLabel={submitLabel}
      width="26rem"
    >
      {note && <p>{note}</p>}
      <TextField<TitleValues> name="title" label={fieldLabel} required />
    </FormDialog>
  )
}
