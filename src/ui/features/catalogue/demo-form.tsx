import { useState, type ReactNode } from 'react'
import { FormProvider, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type * as z from 'zod/mini'
import { Button } from '../../components/Button'
import { useFormController, type FormController } from '../../kit/form/use-form-controller'

const Result = styled.output`
  display: block;
  margin-top: 1rem;
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0.5rem 0 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

/**
 * A catalogue example's form controller: the kit's `useFormController` whose save keeps the checked values on
 * this page (nothing is sent anywhere, and the page says only that the values passed the checks).
 */
export function useDemoForm<V extends FieldValues>(schema: z.ZodMiniType<V, FieldValues>, defaults: V) {
  const [accepted, setAccepted] = useState<V | null>(null)
  const controller = useFormController<V, V>({
    schema,
    defaults,
    draft: false,
    save: async (values) => values,
    onSaved: setAccepted,
  })
  return { controller, accepted }
}

/** The example's form: its fields, a submit button, and the values that passed the checks, labelled. */
export function DemoForm<V extends FieldValues>({
  controller,
  accepted,
  label,
  submitLabel,
  describe,
  children,
}: {
  controller: FormController<V>
  accepted: V | null
  label: string
  submitLabel: string
  /** The accepted values as labelled lines. */
  describe: (values: V) => { label: string; value: string }[]
  children: ReactNode
}) {
  const { t } = useTranslation('catalogue')
  return (
    <FormProvider {...controller.form}>
      <form aria-label={label} noValidate onSubmit={(event) => void controller.submit(event)}>
        {children}
        <Button type="submit">{submitLabel}</Button>
      </form>
      <Result aria-live="polite">
        {accepted && (
          <>
            {t('part.accepted')}
            <dl>
              {describe(accepted).map((line) => (
                <div key={line.label} style={{ display: 'contents' }}>
                  <dt>{line.label}</dt>
                  <dd>{line.value || '—'}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </Result>
    </FormProvider>
  )
}
