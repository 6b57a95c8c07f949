import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { PortError } from '../../../ports/errors'
import { FormDialog } from '../../kit/form/FormDialog'
import { FieldGrid } from '../../kit/form/FormView'
import { CheckboxField, TextField } from '../../kit/form/fields'
import { useFormController } from '../../kit/form/use-form-controller'
import { InvoiceTypeLogo } from './InvoiceTypeLogo'
import {
  formValuesToReferenceType,
  NEW_REFERENCE_TYPE_VALUES,
  REFERENCE_ENTITIES,
  referenceCalls,
  referenceTypeSchema,
  referenceTypeToFormValues,
  type ReferenceKind,
  type ReferenceType,
  type ReferenceTypeFormValues,
} from './reference-types'

export interface ReferenceTypeFormDialogProps {
  kind: ReferenceKind
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The record to edit; none: a new one. */
  type?: ReferenceType
  onSaved: (saved: ReferenceType) => void
}

/** A new record of a kind or its edit, in a dialog; made afresh each time it opens. */
export function ReferenceTypeFormDialog(props: ReferenceTypeFormDialogProps) {
  return props.isOpen ? <ReferenceTypeForm {...props} /> : null
}

function ReferenceTypeForm({ kind, isOpen, onOpenChange, type, onSaved }: ReferenceTypeFormDialogProps) {
  const { t } = useTranslation('references')
  const calls = referenceCalls(kind)
  // The record as last read: after a save refused as stale, the server's current one (and its etag).
  const [current, setCurrent] = useState(type)
  /** The record as the server has it now. */
  const latest = async (name: string) => {
    const now = (await calls.list()).find((one) => one.name === name)
    if (!now) throw new PortError('not_found', `${name} not found`)
    return now
  }
  const controller = useFormController<ReferenceTypeFormValues, ReferenceType>({
    schema: referenceTypeSchema,
    defaults: type ? referenceTypeToFormValues(type) : NEW_REFERENCE_TYPE_VALUES,
    entity: REFERENCE_ENTITIES[kind],
    record: type && {
      name: type.name,
      read: async () => referenceTypeToFormValues(await latest(type.name)),
    },
    loadLatest: type
      ? async () => {
          const now = await latest(type.name)
          setCurrent(now)
          return referenceTypeToFormValues(now)
        }
      : undefined,
    save: (values, { requestId }) => {
      const record = formValuesToReferenceType(kind, values, current)
      return current ? calls.update(current.name, record) : calls.create(record, { requestId })
    },
    onSaved: (saved) => {
      toast.success(
        type
          ? t('done.updated', { type: saved.displayName })
          : t('done.created', { type: saved.displayName }),
      )
      onOpenChange(false)
      onSaved(saved)
    },
  })
  return (
    <FormDialog
      controller={controller}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={type ? t('form.editTitle', { type: type.displayName }) : t(`form.createTitle.${kind}`)}
      submitLabel={type ? undefined : t('form.create')}
      width="40rem"
    >
      <FieldGrid $columns={2}>
        <TextField<ReferenceTypeFormValues>
          name="displayName"
          label={t('fields.displayName')}
          required
          autoComplete="off"
        />
        <TextField<ReferenceTypeFormValues>
          name="code"
          label={t('fields.code')}
          required
          autoComplete="off"
          disabled={Boolean(type)}
          hint={<small>{t(type ? 'fields.codeFixed' : 'fields.codeHint')}</small>}
        />
        {kind === 'serviceTypes' && (
          <>
            <TextField<ReferenceTypeFormValues>
              name="orderIndex"
              label={t('fields.orderIndex')}
              autoComplete="off"
            />
            <TextField<ReferenceTypeFormValues>
              name="groupDisplayName"
              label={t('fields.group')}
              autoComplete="off"
            />
          </>
        )}
      </FieldGrid>
      {kind === 'invoiceTypes' && (
        <TextField<ReferenceTypeFormValues>
          name="documentHeaderComment"
          label={t('fields.headerComment')}
          multiline
        />
      )}
      <FieldGrid $columns={2}>
        <CheckboxField<ReferenceTypeFormValues> name="isActive" label={t('fields.isActive')} />
        {kind === 'serviceTypes' && (
          <>
            <CheckboxField<ReferenceTypeFormValues> name="isRequired" label={t('fields.isRequired')} />
            <CheckboxField<ReferenceTypeFormValues> name="isDefault" label={t('fields.isDefault')} />
            <CheckboxField<ReferenceTypeFormValues> name="isApprovable" label={t('fields.isApprovable')} />
          </>
        )}
      </FieldGrid>
      {kind === 'invoiceTypes' && type && <InvoiceTypeLogo type={type} onChanged={onSaved} />}
      {kind === 'invoiceTypes' && !type && <p>{t('logo.afterCreate')}</p>}
    </FormDialog>
  )
}
