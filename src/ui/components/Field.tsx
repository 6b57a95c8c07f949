import { forwardRef, useId, type InputHTMLAttributes } from 'react'
import styled from 'styled-components'

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
  label {
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
export const Input = styled.input<{ $invalid?: boolean }>`
  padding: 0.55rem 0.9rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.main : theme.skin.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.skin.card};
  color: ${({ theme }) => theme.skin.text};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary.main};
    box-shadow: 0 3px 10px 0 rgba(34, 41, 47, 0.1);
  }
`
const Message = styled.span`
  color: ${({ theme }) => theme.colors.danger.text};
  font-size: 0.857rem;
`

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
}

/** A labelled input with its error message, tied together for assistive technology. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, id, ...input },
  ref,
) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <Wrapper>
      <label htmlFor={inputId}>{label}</label>
      <Input
        ref={ref}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      )}
    </Wrapper>
  )
})
