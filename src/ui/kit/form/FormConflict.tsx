import { lazy, Suspense, useId } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { FormController } from './use-form-controller'

// The panel's code is asked for only when a form has another person's change to show (most forms never do).
const Summary = lazy(() =>
  import('./ConflictPanel').then((module) => ({ default: module.FormConflictSummary })),
)
const Details = lazy(() =>
  import('./ConflictPanel').then((module) => ({ default: module.FormConflictDetails })),
)

/**
 * Another person's change of the record under a kit form (decisions 0131, 0190), one presentation for both ways
 * it is found: a save refused as stale (the summary an alert) or the change feed telling of their save or delete
 * before any save (the summary in a polite live region, kept in the form so that what appears in it is
 * announced); then the fields that differ, outside the live region, as they change while the person types.
 * Nothing otherwise.
 */
export function FormConflict<V extends FieldValues>({
  controller,
  listNames,
}: {
  controller: FormController<V>
  listNames?: Record<string, string>
}) {
  const titleId = useId()
  const conflict = controller.conflict
  const told = conflict !== null && conflict.reason !== 'refused'
  const parts = { controller: controller as unknown as FormController<FieldValues>, listNames, titleId }
  return (
    <section aria-labelledby={conflict ? titleId : undefined}>
      <div aria-live="polite" aria-atomic="true" role={told ? 'status' : undefined}>
        {told && (
          <Suspense fallback={null}>
            <Summary {...parts} />
          </Suspense>
        )}
      </div>
      {conflict && (
        <Suspense fallback={null}>
          {conflict.reason === 'refused' && (
            <div role="alert">
              <Summary {...parts} />
            </div>
          )}
          <Details {...parts} />
        </Suspense>
      )}
    </section>
  )
}
