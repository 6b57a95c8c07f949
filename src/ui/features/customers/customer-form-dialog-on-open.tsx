import { lazy, Suspense } from 'react'
import type { CustomerFormDialogProps } from './CustomerFormDialog'

// The form (with its form, schema and date libraries) loads when the person opens it, not before the screen
// that offers it paints: the customers list's New and the customer view's Edit (issue 31's budgets).
const CustomerFormDialog = lazy(() =>
  import('./CustomerFormDialog').then(({ CustomerFormDialog }) => ({ default: CustomerFormDialog })),
)

/** The customer form dialog, open, its code asked for when it is first shown: render it only while it is open. */
export function CustomerFormDialogOnOpen(props: Omit<CustomerFormDialogProps, 'isOpen'>) {
  return (
    <Suspense fallback={null}>
      <CustomerFormDialog isOpen {...props} />
    </Suspense>
  )
}
