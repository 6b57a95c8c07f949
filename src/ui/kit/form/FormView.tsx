import type { ReactNode } from 'react'
import { FormProvider, type FieldValues } from 'react-hook-form'
import { Link } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { PageSpinner } from '../../components/PageSpinner'
import { useOffline } from '../offline'
import { FormConflict } from './FormConflict'
import { DraftPrompt } from './DraftPrompt'
import { UnsavedChangesGuard } from './UnsavedChangesGuard'
import type { FormController } from './use-form-controller'
import { LoadError } from '../primitives/LoadState'
import { useWordRefusal } from './server-errors'

const Header = styled.div`
  h1 {
    margin: 0 0 1.25rem;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Alert = styled.div`
  padding: 0.8rem 1rem;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.text};
  ul {
    margin: 0.4rem 0 0;
    padding-inline-start: 1.2rem;
  }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.skin.border};
  a {
    align-self: center;
  }
`
/** A responsive grid of fields: `columns` per row on wide screens, one on phones. */
export const FieldGrid = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  gap: 1rem 1.25rem;
  margin-bottom: 1.25rem;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`

const ResendRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 0.6rem 0 0;
`

/**
 * Why the last save failed: the error's message and the server's details no field could show. A save refused
 * because the browser was offline (nothing was sent) offers, once the connection is back, to send it now
 * (`onResend`: the same values, so the same X-RequestId, applied once).
 */
export function SaveErrorAlert({
  saveError,
  message,
  onResend,
  listNames,
}: {
  saveError: FormController<FieldValues>['saveError']
  /** A screen's own words for an error code (`failed_precondition` of a rule it knows); the generic ones otherwise. */
  message?: (code: string) => string | undefined
  /** Sends the refused save again (the form's submit). */
  onResend?: () => void
  /** The names of the form's line lists (`items` → "Items"), for the refusals the server placed on a line. */
  listNames?: Record<string, string>
}) {
  const { t } = useTranslation()
  const word = useWordRefusal()
  const offline = useOffline()
  if (!saveError) return null
  const lines = (saveError.lines ?? []).map((line) =>
    t('common:saveSummary.lineProblem', { ...line, list: listNames?.[line.list] ?? line.list }),
  )
  const details = [...lines, ...saveError.details]
  const canResend = saveError.error.code === 'offline' && !offline && onResend
  return (
    <Alert role="alert">
      {saveError.error.reason
        ? word(saveError.error)
        : (message?.(saveError.error.code) ?? word(saveError.error))}
      {canResend && (
        <ResendRow>
          {t('recovery.backOnline')}
          <Button type="button" $color="danger" onClick={onResend}>
            {t('recovery.sendNow')}
          </Button>
        </ResendRow>
      )}
      {details.length > 0 && (
        <ul>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </Alert>
  )
}

export interface FormViewProps<V extends FieldValues> {
  controller: FormController<V>
  title: string
  /** Where Cancel goes (the list, or the record's view). */
  cancelHref: string
  submitLabel?: string
  children: ReactNode
  /** Beside the fields, on wide screens (live totals). */
  aside?: ReactNode
  /** The names of the form's line lists, for the save summary (see `SaveErrorAlert`). */
  listNames?: Record<string, string>
}

/**
 * The view of a form screen: title, the fields (children, bound through the form context), the save error
 * above them (with the server's details a field could not show), Save and Cancel, and the question before
 * leaving with unsaved changes. A failed save keeps everything typed.
 */
export function FormView<V extends FieldValues>({
  controller,
  title,
  cancelHref,
  submitLabel,
  children,
  aside,
  listNames,
}: FormViewProps<V>) {
  const { t } = useTranslation()
  if (controller.loading) return <PageSpinner />
  if (controller.loadError)
    return (
      <Card>
        <LoadError error={controller.loadError} onRetry={controller.reload} backHref={cancelHref} />
      </Card>
    )
  return (
    <FormProvider {...controller.form}>
      <Card aria-labelledby="form-title">
        <Header>
          <h1 id="form-title">{title}</h1>
        </Header>
        <form onSubmit={(event) => void controller.submit(event)} noValidate aria-labelledby="form-title">
          <DraftPrompt controller={controller} />
          <SaveErrorAlert
            saveError={controller.saveError}
            onResend={() => void controller.submit()}
            listNames={listNames}
          />
          <FormConflict controller={controller} listNames={listNames} />
          {children}
          {aside}
          <Actions>
            <Link href={cancelHref}>{t('kit.cancel')}</Link>
            <Button type="submit" disabled={controller.saving} aria-busy={controller.saving}>
              {controller.saving ? t('kit.saving') : (submitLabel ?? t('kit.save'))}
            </Button>
          </Actions>
        </form>
        <UnsavedChangesGuard when={controller.hasUnsavedChanges} />
      </Card>
    </FormProvider>
  )
}
