import { useTranslation } from 'react-i18next'
import { USER_PLANS, USER_ROLES, type ManagedUser } from '../../../../domain/apps/users'
import { FormDialog } from '../../../kit/form/FormDialog'
import { FieldGrid } from '../../../kit/form/FormView'
import { SelectField, TextField } from '../../../kit/form/fields'
import { useFormController } from '../../../kit/form/use-form-controller'
import { userHref } from './user-cells'
import { emptyUserForm, userFormSchema, userFormValues, userFromForm, type UserFormValues } from './user-form'

export interface UserFormPanelProps {
  /** The user to edit (prefilled); none adds a new one. */
  user?: ManagedUser
  onOpenChange: (isOpen: boolean) => void
  /** Saves the fields; the panel closes after it succeeds and keeps everything typed when it fails. */
  save: (fields: ReturnType<typeof userFromForm>) => Promise<ManagedUser>
  onSaved: (user: ManagedUser) => void
  /** A sentence above the fields (edit says the change stays on this page). */
  note?: string
}

/** Adds or edits a user in a side panel: name, username, e-mail, company, country, contact, role and plan. */
export function UserFormPanel({ user, onOpenChange, save, onSaved, note }: UserFormPanelProps) {
  const { t } = useTranslation('users')
  const controller = useFormController<UserFormValues, ManagedUser>({
    schema: userFormSchema,
    defaults: user ? userFormValues(user) : emptyUserForm(),
    save: (values) => save(userFromForm(values)),
    onSaved,
    // A new user: the kit's toast opens the user's page (the list may not show it on this page).
    created: (saved) => ({
      message: t('added', { name: saved.fullName }),
      name: saved.fullName,
      href: userHref(saved),
    }),
  })
  const roles = USER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))
  const plans = USER_PLANS.map((plan) => ({ value: plan, label: t(`plans.${plan}`) }))
  return (
    <FormDialog
      controller={controller}
      panel="side"
      isOpen
      onOpenChange={onOpenChange}
      title={user ? t('form.editTitle') : t('form.addTitle')}
      submitLabel={user ? t('form.update') : t('form.add')}
    >
      {note && <p>{note}</p>}
      <FieldGrid $columns={1}>
        <TextField<UserFormValues> name="fullName" label={t('fields.fullName')} required autoComplete="off" />
        <TextField<UserFormValues> name="username" label={t('fields.username')} required autoComplete="off" />
        <TextField<UserFormValues>
          name="email"
          label={t('fields.email')}
          type="email"
          required
          autoComplete="off"
        />
        <TextField<UserFormValues> name="company" label={t('fields.company')} required />
        <TextField<UserFormValues> name="country" label={t('fields.country')} required />
        <TextField<UserFormValues> name="contact" label={t('fields.contact')} type="tel" required />
        <SelectField<UserFormValues>
          name="role"
          label={t('fields.role')}
          options={roles}
          placeholder={t('form.choose')}
          required
        />
        <SelectField<UserFormValues>
          name="currentPlan"
          label={t('fields.plan')}
          options={plans}
          placeholder={t('form.choose')}
          required
        />
      </FieldGrid>
    </FormDialog>
  )
}
