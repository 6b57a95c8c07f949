import { Controller, useFormContext, type FieldValues } from 'react-hook-form'
import { DatePicker } from '../primitives/DatePicker'
import { useFieldError, type BaseFieldProps } from './fields'

/**
 * A day (`YYYY-MM-DD` as the form value) with the shared date picker. A module of its own, apart from `fields.tsx`:
 * the date picker (React Aria's, with its calendar and popover, about 33 kB gzipped) then loads only with the forms
 * that have a date (issue 31's budgets).
 */
export function DateField<V extends FieldValues>({ name, label, required, disabled }: BaseFieldProps<V>) {
  const { control } = useFormContext<V>()
  const error = useFieldError(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DatePicker
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
