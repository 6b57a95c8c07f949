import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import {
  cleanPermissionName,
  isDuplicatePermissionName,
  type Permission,
} from '../../../../domain/apps/permissions'
import { FormDialog } from '../../../kit/form/FormDialog'
import { TextField } from '../../../kit/form/fields'
import { requiredText } from '../../../kit/form/schemas'
import { useFormController } from '../../../kit/form/use-form-controller'
import { Note } from './Note'

type NameValues = { name: string }

/** The add and rename dialog: one name, refused empty or already used by another permission. */
export function PermissionDialog({
  permission,
  existing,
  onOpenChange,
  save,
  onSaved,
}: {
  permission?: Permission
  existing: readonly Permission[]
  onOpenChange: (open: boolean) => void
  save: (name: string) => Promise<Permission>
  onSaved: (permission: Permission) => void
}) {
  const { t } = useTranslation('users')
  const schema = z.object({
    name: requiredText().check(
      z.refine(
        (name) => !isDuplicatePermissionName(existing, name, permission?.id),
        'users:permissionsPage.duplicate',
      ),
    ),
  })
  const controller = useFormController<NameValues, Permission>({
    schema,
    defaults: { name: permission?.name ?? '' },
    save: (values) => save(cleanPermissionName(values.name)),
    onSaved,
  })
  return (
    <FormDialog
      controller={controller}
      isOpen
      onOpenChange={onOpenChange}
      title={permission ? t('permissionsPage.editTitle') : t('permissionsPage.addTitle')}
      submitLabel={permission ? t('permissionsPage.update') : t('permissionsPage.add')}
    >
      <Note>{permission ? t('permissionsPage.editNote') : t('permissionsPage.addNote')}</Note>
      <TextField<NameValues> name="name" label={t('permissionsPage.name')} required autoComplete="off" />
    </FormDialog>
  )
}
