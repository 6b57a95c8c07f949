import { useId, useState } from 'react'
import { useFormContext, type FieldValues, type Path } from 'react-hook-form'
import styled from 'styled-components'
import EyeIcon from 'lucide-react/icons/eye'
import EyeOffIcon from 'lucide-react/icons/eye-off'
import { useKeepOutOfDrafts } from './draft-store'
import { FieldBox, FieldMessage, useFieldError } from './fields'

const Wrap = styled.div`
  position: relative;
  input {
    padding-inline-end: 2.6rem;
  }
  button {
    position: absolute;
    inset-inline-end: 0.4rem;
    top: 50%;
    transform: translateY(-50%);
    display: inline-flex;
    padding: 0.3rem;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.skin.muted};
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
  }
`

/**
 * A password field: hidden as typed, with a button that shows or hides it (its accessible name is the
 * screen's own words: `showLabel` / `hideLabel`). Never kept in the form's draft.
 */
export function PasswordField<V extends FieldValues>({
  name,
  label,
  showLabel,
  hideLabel,
  required,
  autoComplete = 'new-password',
}: {
  name: Path<V>
  label: string
  showLabel: string
  hideLabel: string
  required?: boolean
  autoComplete?: string
}) {
  const { register } = useFormContext<V>()
  // A password is never written to a draft.
  useKeepOutOfDrafts(name)
  const id = useId()
  const error = useFieldError(name)
  const [shown, setShown] = useState(false)
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Wrap>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={required || undefined}
          {...register(name)}
        />
        <button
          type="button"
          aria-label={shown ? hideLabel : showLabel}
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? <EyeOffIcon aria-hidden="true" size={17} /> : <EyeIcon aria-hidden="true" size={17} />}
        </button>
      </Wrap>
      {error && (
        <FieldMessage id={`${id}-error`} role="alert">
          {error}
        </FieldMessage>
      )}
    </FieldBox>
  )
}
