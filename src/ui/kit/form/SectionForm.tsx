import type { ReactNode } from 'react'
import { FormProvider, type FieldValues } from 'react-hook-form'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/Button'
import { Section } from '../detail/DetailView'
import { LoadError } from '../primitives/LoadState'
import { DraftPrompt } from './DraftPrompt'
import { FormConflict } from './FormConflict'
import { SaveErrorAlert } from './FormView'
import { UnsavedChangesGuard } from './UnsavedChangesGuard'
import type { FormController } from './use-form-controller'

/** The fields, shown from the first render and disabled until the record has loaded. */
const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
`

export interface SectionFormProps<V extends FieldValues> {
  controller: FormController<V>
  /** The section's heading, also the form's accessible name. */
  title: string
  submitLabel?: string
  children: ReactNode
  /** A screen's own words for an error code; the generic ones otherwise. */
  errorMessage?: (code: string) => string | undefined
}

/**
 * A small form inside a detail screen (a few editable fields of a record shown there): a titled section with
 * the fields, the save error above them and Save; it keeps a draft and offers it back, and asks before leaving
 * with unsaved changes, like FormView. While the record loads, its fields show the defaults and take no typing (the
 * answer would undo it); a failed load shows its error with Try again.
 */
export function SectionForm<V extends FieldValues>({
  controller,
  title,
  submitLabel,
  children,
  errorMessage,
}: SectionFormProps<V>) {
  const { t } = useTranslation()
  const id = `form-${title.replace(/\W+/g, '-').toLowerCase()}`
  if (controller.loadError)
    return (
      <Section title={title} id={id}>
        <LoadError error={controller.loadError} onRetry={controller.reload} />
      </Section>
    )
  return (
    <Section title={title} id={id}>
      <FormProvider {...controller.form}>
        <form
          onSubmit={(event) => void controller.submit(event)}
          noValidate
          aria-labelledby={`section-${id}`}
        >
          <DraftPrompt controller={controller} />
          <SaveErrorAlert
            saveError={controller.saveError}
            message={errorMessage}
            onResend={() => void controller.submit()}
          />
          <FormConflict controller={controller} />
          <Fields disabled={controller.loading} aria-busy={controller.loading}>
            {children}
          </Fields>
          <Actions>
            <Button
              type="submit"
              disabled={controller.saving || controller.loading}
              aria-busy={controller.saving}
            >
              {controller.saving ? t('kit.saving') : (submitLabel ?? t('kit.save'))}
            </Button>
          </Actions>
        </form>
        <UnsavedChangesGuard when={controller.hasUnsavedChanges} />
      </FormProvider>
    </Section>
  )
}
