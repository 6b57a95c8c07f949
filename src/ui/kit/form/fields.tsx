import { useId, useState, type ReactNode } from 'react'
import { Controller, useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { decimalDigits, explainMoneyText, type MoneyTextChange } from '../../../domain/money'
import { nearLimit } from '../../../domain/text'
import { ReferenceSelect, type ReferenceOption } from '../primitives/ComboBox'
import { controlBox } from '../primitives/surfaces'
import { useKeepOutOfDrafts } from './draft-store'

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  min-width: 0;
  > label {
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  input:not([type='checkbox']),
  select,
  textarea {
    ${controlBox};
    width: 100%;
  }
  textarea {
    min-height: 5rem;
    resize: vertical;
  }
  input[inputmode='decimal'] {
    text-align: end;
    direction: ltr;
  }
`
export const FieldMessage = styled.span`
  color: ${({ theme }) => theme.colors.danger.text};
  font-size: 0.857rem;
`
/** A note under a field that says what the field did (muted, not an error). */
const FieldNote = styled.span`
  color: ${({ theme }) => theme.skin.muted};
  font-size: 0.857rem;
`
const Counter = styled.span<{ $full: boolean }>`
  align-self: flex-end;
  font-size: 0.786rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $full }) => ($full ? theme.colors.warning.text : theme.skin.muted)};
`
const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  cursor: pointer;
  padding: 0.5rem 0;
`

/** The translated message of a field's error (zod messages are translation keys; server messages are text). */
export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation()
  const { getFieldState, formState } = useFormContext()
  const { error, isTouched } = getFieldState(name, formState)
  // A field speaks once the person has left it or tried to save, or when the server named it: a line just added
  // is checked with the whole list, and its untouched fields must not complain yet.
  const shown = isTouched || formState.submitCount > 0 || error?.type === 'server'
  const message = shown ? error?.message : undefined
  return message ? t(message, { defaultValue: message }) : undefined
}

export interface BaseFieldProps<V extends FieldValues> {
  name: Path<V>
  label: string
  hint?: ReactNode
  required?: boolean
  disabled?: boolean
  /** Hides the label visually (a cell of a line editor); it stays the accessible name. */
  hideLabel?: boolean
}

/** The label, control and message of one field, tied together for assistive technology. */
function FieldFrame({
  id,
  label,
  hideLabel,
  error,
  children,
  hint,
}: {
  id: string
  label: string
  hideLabel?: boolean
  error?: string
  children: ReactNode
  hint?: ReactNode
}) {
  return (
    <FieldBox>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {children}
      {hint}
      {error && (
        <FieldMessage id={`${id}-error`} role="alert">
          {error}
        </FieldMessage>
      )}
    </FieldBox>
  )
}

const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined)

export function TextField<V extends FieldValues>({
  name,
  label,
  hint,
  required,
  disabled,
  hideLabel,
  type = 'text',
  multiline = false,
  autoComplete,
  keepOutOfDrafts = false,
  maxLength,
}: BaseFieldProps<V> & {
  type?: 'text' | 'email' | 'tel' | 'url'
  multiline?: boolean
  autoComplete?: string
  /** Never written to the form's draft (a card number, a security code). */
  keepOutOfDrafts?: boolean
  /** The longest text kept (domain `TEXT_LIMITS`): typing stops there, and a counter shows "n / max". */
  maxLength?: number
}) {
  const { register } = useFormContext<V>()
  useKeepOutOfDrafts(name, keepOutOfDrafts)
  const id = useId()
  const error = useFieldError(name)
  const counterId = maxLength ? `${id}-counter` : undefined
  const common = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': [describedBy(id, error), counterId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
    disabled,
    maxLength,
    ...register(name),
  }
  return (
    <FieldFrame
      id={id}
      label={label}
      hideLabel={hideLabel}
      error={error}
      hint={
        <>
          {hint}
          {maxLength !== undefined && (
            <LengthCounter<V> id={counterId!} name={name} max={maxLength} always={multiline} />
          )}
        </>
      }
    >
      {multiline ? <textarea {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
    </FieldFrame>
  )
}

/**
 * "n / max" under a text area (under a one-line field once near the limit), and near the limit (domain `nearLimit`) a polite announcement of what is left,
 * so a person who does not look at the counter hears it before typing stops.
 */
function LengthCounter<V extends FieldValues>({
  id,
  name,
  max,
  always,
}: {
  id: string
  name: Path<V>
  max: number
  /** Shown from the first character (a text area); a one-line field shows it only near the limit. */
  always: boolean
}) {
  const { t } = useTranslation()
  const { control } = useFormContext<V>()
  const value = useWatch({ control, name })
  const length = typeof value === 'string' ? value.length : 0
  const near = nearLimit(length, max)
  return (
    <>
      <Counter id={id} $full={length >= max} className={always || near ? undefined : 'visually-hidden'}>
        {t('kit.input.counter', { count: length, max })}
      </Counter>
      <span className="visually-hidden" aria-live="polite">
        {near &&
          (length >= max
            ? t('kit.input.atLimit', { max })
            : t('kit.input.charactersLeft', { count: max - length }))}
      </span>
    </>
  )
}

/** What a money field says it did to the text typed or pasted, or nothing when it did nothing unexpected. */
function moneyNote(change: MoneyTextChange, exponent: number, t: TFunction) {
  const notes = [
    change.droppedLetters.length > 0 &&
      t('kit.input.lettersLeftOut', { letters: change.droppedLetters.join(' ') }),
    change.convertedDigits && t('kit.input.digitsConverted'),
    change.cutDecimals && t('kit.input.decimalsCut', { digits: decimalDigits(exponent) }),
  ].filter(Boolean)
  return notes.join(' ')
}

/**
 * A money amount: what is typed or pasted is cleaned by the domain's money-entry rule as it arrives (digits of
 * other scripts read as 0–9, a comma is a decimal point, other characters are dropped, decimals are cut to the
 * currency's digits), and the field says so under it when that changed more than separators ("1e5" is kept as
 * 15 and the field says the "e" was left out). The form value is that text; `parseMoneyInput` turns it into
 * minor units when saving.
 */
export function MoneyField<V extends FieldValues>({
  name,
  label,
  hint,
  required,
  disabled,
  hideLabel,
  exponent = -2,
}: BaseFieldProps<V> & { exponent?: number }) {
  const { t } = useTranslation()
  const { control } = useFormContext<V>()
  const id = useId()
  const error = useFieldError(name)
  // The last thing the rule changed, kept until the next change that alters the text or the field is emptied.
  const [note, setNote] = useState('')
  const noteId = `${id}-note`
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FieldFrame
          id={id}
          label={label}
          hideLabel={hideLabel}
          error={error}
          hint={
            <>
              {hint}
              <FieldNote id={noteId} aria-live="polite">
                {note}
              </FieldNote>
            </>
          }
        >
          <input
            id={id}
            ref={field.ref}
            name={field.name}
            inputMode="decimal"
            autoComplete="off"
            value={(field.value as string) ?? ''}
            onChange={(event) => {
              const change = explainMoneyText(event.target.value, exponent)
              const said = moneyNote(change, exponent, t)
              if (said || change.text === '') setNote(said)
              field.onChange(change.text)
            }}
            onBlur={field.onBlur}
            disabled={disabled}
            aria-invalid={Boolean(error)}
            aria-describedby={
              [describedBy(id, error), note ? noteId : undefined].filter(Boolean).join(' ') || undefined
            }
            aria-required={required || undefined}
          />
        </FieldFrame>
      )}
    />
  )
}

/**
 * A choice among options. The select is controlled by the form value, so options that arrive after the value
 * (loaded asynchronously) still show it.
 */
export function SelectField<V extends FieldValues>({
  name,
  label,
  hint,
  required,
  disabled,
  hideLabel,
  options,
  placeholder,
}: BaseFieldProps<V> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const { control } = useFormContext<V>()
  const id = useId()
  const error = useFieldError(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FieldFrame id={id} label={label} hideLabel={hideLabel} error={error} hint={hint}>
          <select
            id={id}
            ref={field.ref}
            name={field.name}
            value={(field.value as string) ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(id, error)}
            aria-required={required || undefined}
            disabled={disabled}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FieldFrame>
      )}
    />
  )
}

export function CheckboxField<V extends FieldValues>({ name, label, disabled }: BaseFieldProps<V>) {
  const { register } = useFormContext<V>()
  return (
    <Check>
      <input type="checkbox" disabled={disabled} {...register(name)} />
      {label}
    </Check>
  )
}

/** A record chosen from a searchable list (customer, type, payee, order); the form value is its name. */
export function ReferenceField<V extends FieldValues>({
  name,
  label,
  required,
  disabled,
  hideLabel,
  loadOptions,
  labelOf,
  excludeIds,
  onChosen,
}: BaseFieldProps<V> & {
  loadOptions: (text: string) => Promise<ReferenceOption[]>
  labelOf?: (value: string) => Promise<string>
  /** Records taken elsewhere on the form (another line's vehicle): not offered. */
  excludeIds?: readonly string[]
  /** Runs when a person chooses (to fill dependent fields). */
  onChosen?: (value: string, option: ReferenceOption | null) => void
}) {
  const { control } = useFormContext<V>()
  const error = useFieldError(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ReferenceSelect
          label={label}
          hideLabel={hideLabel}
          value={(field.value as string) ?? ''}
          onChange={(value, option) => {
            field.onChange(value)
            onChosen?.(value, option)
          }}
          loadOptions={loadOptions}
          labelOf={labelOf}
          excludeIds={excludeIds}
          error={error}
          isRequired={required}
          isDisabled={disabled}
        />
      )}
    />
  )
}

const OTHER_CHOICE = '\u0000other'

/**
 * A choice among known values that still takes any other text (a free-text field with known values, like an
 * order's status): a select of the known values and "Other…", which shows a text box for the value. A value
 * the options know (any case) selects it; any other shows as Other with its text. The form value is the text.
 * The hint (what the values mean) is tied to the select as its description.
 */
export function ChoiceOrTextField<V extends FieldValues>({
  name,
  label,
  hint,
  required,
  disabled,
  options,
  otherOption,
  otherLabel,
}: BaseFieldProps<V> & {
  options: readonly { value: string; label: string }[]
  /** The select's option for any other value ("Other…"). */
  otherOption: string
  /** The accessible name of the text box for another value ("Other status"). */
  otherLabel: string
}) {
  const { control } = useFormContext<V>()
  const id = useId()
  const error = useFieldError(name)
  // Chosen "Other" with the box still empty: the value alone cannot say so.
  const [otherChosen, setOtherChosen] = useState(false)
  const hintId = `${id}-hint`
  const described = [hint ? hintId : '', describedBy(id, error) ?? ''].filter(Boolean).join(' ') || undefined
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value as string | undefined) ?? ''
        const known = options.find((option) => option.value === value.trim().toLowerCase())
        const other = !known && (otherChosen || value.trim() !== '')
        return (
          <FieldFrame
            id={id}
            label={label}
            error={error}
            hint={hint ? <span id={hintId}>{hint}</span> : undefined}
          >
            <select
              id={id}
              ref={field.ref}
              name={field.name}
              value={other ? OTHER_CHOICE : (known?.value ?? '')}
              onChange={(event) => {
                const chosen = event.target.value
                setOtherChosen(chosen === OTHER_CHOICE)
                field.onChange(chosen === OTHER_CHOICE ? '' : chosen)
              }}
              onBlur={field.onBlur}
              aria-invalid={Boolean(error)}
              aria-describedby={described}
              aria-required={required || undefined}
              disabled={disabled}
            >
              {!known && !other && <option value="" />}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
              <option value={OTHER_CHOICE}>{otherOption}</option>
            </select>
            {other && (
              <input
                type="text"
                aria-label={otherLabel}
                autoComplete="off"
                value={value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                aria-invalid={Boolean(error)}
                aria-describedby={describedBy(id, error)}
                disabled={disabled}
              />
            )}
          </FieldFrame>
        )
      }}
    />
  )
}
