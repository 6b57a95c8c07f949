import { useId, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import PencilIcon from 'lucide-react/icons/pencil'
import { PortError } from '../../../ports/errors'
import { useWordViolation } from '../form/server-errors'

const Shown = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  button {
    display: inline-flex;
    border: 0;
    background: none;
    padding: 0.2rem;
    border-radius: 0.25rem;
    color: ${({ theme }) => theme.skin.muted};
    cursor: pointer;
  }
  button:hover {
    color: ${({ theme }) => theme.colors.primary.text};
  }
`
const Editing = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 0.2rem;
  input {
    min-width: 12rem;
    padding: 0.35rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.skin.border};
    border-radius: 0.357rem;
    background: ${({ theme }) => theme.skin.card};
    color: ${({ theme }) => theme.skin.text};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger.main};
  }
  small {
    color: ${({ theme }) => theme.skin.muted};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.danger.text};
  }
`

export interface InlineTextEditProps {
  value: string
  /** The field's name for assistive technology ("Display name of Armenia"). */
  label: string
  /** Saves the new text; a rejection keeps the editor open with the text as typed and the error shown. */
  onSave?: (text: string) => Promise<unknown>
}

/**
 * A text shown in a list cell that can be edited where it is: the pencil (or F2 on it) opens an input, Enter
 * saves, Escape cancels. Empty text is refused before anything is sent. Without `onSave` it is plain text.
 */
export function InlineTextEdit({ value, label, onSave }: InlineTextEditProps) {
  const { t } = useTranslation()
  const word = useWordViolation()
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const errorId = useId()
  if (!onSave) return <bdi>{value}</bdi>
  if (draft === null)
    return (
      <Shown>
        <bdi>{value}</bdi>
        <button
          type="button"
          aria-label={t('kit.inlineEdit.edit', { field: label })}
          onClick={() => setDraft(value)}
        >
          <PencilIcon aria-hidden="true" size={14} />
        </button>
      </Shown>
    )
  const cancel = () => {
    setDraft(null)
    setError(null)
  }
  const save = async () => {
    const text = draft.trim()
    if (!text) return setError(t('kit.validation.required'))
    if (text === value) return cancel()
    setSaving(true)
    try {
      await onSave(text)
      cancel()
    } catch (failure) {
      const violation = failure instanceof PortError ? failure.fieldViolations[0] : undefined
      setError(
        violation
          ? word(violation)
          : failure instanceof PortError && failure.message
            ? failure.message
            : t('kit.inlineEdit.failed'),
      )
    } finally {
      setSaving(false)
    }
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      void save()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      cancel()
    }
  }
  return (
    <Editing>
      <input
        aria-label={label}
        value={draft}
        autoFocus
        disabled={saving}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <span role="alert" id={errorId}>
          {error}
        </span>
      ) : (
        <small>{t('kit.inlineEdit.hint')}</small>
      )}
    </Editing>
  )
}
