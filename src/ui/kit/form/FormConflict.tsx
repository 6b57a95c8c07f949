import { lazy, Suspense } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { FormController } from './use-form-controller'

/** The conflict panel's code is asked for only when a form has a conflict to show (most forms never do). */
const FormConflictPanel = lazy(() =>
  import('./ConflictPanel').then((module) => ({ default: module.FormConflictPanel })),
)

/**
 * The other person's values beside the person's own, when a save was refused as stale or a change was noticed
 * (decision 0131); nothing otherwise.
 */
export function FormConflict<V extends FieldValues>({
  controller,
  listNames,
}: {
  controller: FormController<V>
  listNames?: Record<string, string>
}) {
  if (!controller.conflict) return null
  return (
    <Suspense fallback={null}>
      <FormConflictPanel
        controller={controller as unknown as FormController<FieldValues>}
        listNames={listNames}
      />
    </Suspense>
  )
}
