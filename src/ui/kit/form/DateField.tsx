import { Controller, useFormContext, type FieldValues } from 'react-hook-form'
import { DatePickerOnDemand } from '../primitives/date-picker-on-demand'
import { useFieldError, type BaseFieldProps } from './fields'

/**
 * A day (`YYYY-MM-DD` as the form value) with the shared date picker, whose code (about 34 kB gzipped) comes after
 * the form's first paint, a stand-in of its size drawn meanwhile (issue 31's budgets; a screen whose form waits for
 * its record asks for it as it mounts: `useHeadStart(loadDatePicker)`). A module of its own, apart from `fields.tsx`,
 * so that forms without a date do not load even the stand-in.
 */
export function DateField<V extends FieldValues>({ name, label, required, disabled }: BaseFieldProps<V>) {
  const { control } = useFormContext<V>()
  const error = useFieldError(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DatePickerOnDemand
          label={label}
          value={(field.value as string) ?? ''}
          onChange={field.onChange}
          error={error}
          isRequired={required}
          isDisabled={disabled}
          name={field.name}
        />
      )}
    />
  )
}
