import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form'
import styled from 'styled-components'
import { FieldMessage, useFieldError } from './fields'

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.heading};
    margin-bottom: 0.3rem;
    padding: 0;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    margin-inline-end: 1rem;
    padding: 0.25rem 0;
    cursor: pointer;
  }
`

/** Several choices at once (tags, assignees); the form value is the list of chosen values, in option order. */
export function CheckboxGroupField<V extends FieldValues>({
  name,
  label,
  options,
}: {
  name: Path<V>
  label: string
  options: readonly { value: string; label: string }[]
}) {
  const { control } = useFormContext<V>()
  const error = useFieldError(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = new Set((field.value as string[] | undefined) ?? [])
        const toggle = (value: string, on: boolean) => {
          const next = new Set(chosen)
          if (on) next.add(value)
          else next.delete(value)
          field.onChange(options.map((o) => o.value).filter((v) => next.has(v)))
        }
        return (
          <Group>
            <legend>{label}</legend>
            {options.map((option) => (
              <label key={option.value}>
                <input
                  type="checkbox"
                  checked={chosen.has(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  onBlur={field.onBlur}
                />
                {option.label}
              </label>
            ))}
            {error && <FieldMessage role="alert">{error}</FieldMessage>}
          </Group>
        )
      }}
    />
  )
}
