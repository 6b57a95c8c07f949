import { lazy, Suspense, useId } from 'react'
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldBox, FieldMessage, useFieldError } from './fields'

const RichTextEditor = lazy(() => import('./RichTextEditor'))

export interface RichTextFieldProps<V extends FieldValues> {
  name: Path<V>
  label: string
}

/**
 * Rich text (bold, italic, strike, lists) with Tiptap, bound to react-hook-form; the form value is HTML ('' when
 * empty). The editor loads on first use, so a screen's own chunk stays small. Render the HTML with `SafeHtml`.
 */
export function RichTextField<V extends FieldValues>({ name, label }: RichTextFieldProps<V>) {
  const { t } = useTranslation()
  const { control } = useFormContext<V>()
  const id = useId()
  const error = useFieldError(name)
  return (
    <FieldBox>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Suspense fallback={<span role="status">{t('kit.richText.loading')}</span>}>
            <RichTextEditor
              id={id}
              label={label}
              value={(field.value as string) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(error)}
              describedBy={error ? `${id}-error` : undefined}
            />
          </Suspense>
        )}
      />
      {error && (
        <FieldMessage id={`${id}-error`} role="alert">
          {error}
        </FieldMessage>
      )}
    </FieldBox>
  )
}
