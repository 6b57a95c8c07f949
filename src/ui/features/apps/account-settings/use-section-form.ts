import type { FieldValues } from 'react-hook-form'
import { toast } from 'sonner'
import type * as z from 'zod/mini'
import type { AccountSettings, AccountSettingsChange } from '../../../../domain/apps/account-settings'
import { useFormController } from '../../../kit/form/use-form-controller'
import type { AccountSettingsController } from './use-account-settings'

/** A section a tab edits as a form (the connections are switched one by one, not saved as a form). */
type FormSection = Exclude<AccountSettingsChange['section'], 'connections'>
type ValuesOf<S extends FormSection> = Extract<AccountSettingsChange, { section: S }>['values']

/**
 * The form of a settings tab over one section: the section's current values, saved as that section, and
 * `savedMessage` told once the save is done.
 */
export function useSectionForm<S extends FormSection>(
  controller: AccountSettingsController,
  section: S,
  schema: z.ZodMiniType<ValuesOf<S> & FieldValues, FieldValues>,
  savedMessage: string,
) {
  const settings = controller.settings as AccountSettings
  return useFormController<ValuesOf<S> & FieldValues, AccountSettings>({
    schema,
    defaults: settings[section] as ValuesOf<S> & FieldValues,
    save: (values) => controller.save({ section, values } as AccountSettingsChange),
    onSaved: () => toast.success(savedMessage),
  })
}
