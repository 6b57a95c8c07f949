import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import { useUndoableAction, type UndoableAction } from './use-undoable-action'

// The question is a React Aria modal: its code loads when a screen first asks, not with the screen.
const ConfirmDialog = lazy(() =>
  import('../deferred-overlays').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })),
)

export interface ConfirmedAction extends UndoableAction {
  /** The question's title and text. */
  title: string
  message: ReactNode
  /** The confirming button (`Delete`, `Move to archive`). */
  confirmLabel: string
  tone?: 'danger' | 'primary'
}

/**
 * A destructive action (delete, archive) asks first, then offers Undo in a toast for a few seconds
 * before its call is sent (`useUndoableAction`). Returns `request(action)` and the dialog element to render.
 */
export function useConfirmedAction() {
  const { run } = useUndoableAction()
  const [asking, setAsking] = useState<ConfirmedAction | null>(null)
  // Once asked, the dialog stays mounted (its closing returns the focus like any dialog's).
  const [asked, setAsked] = useState(false)
  const request = useCallback((action: ConfirmedAction) => {
    setAsked(true)
    setAsking(action)
  }, [])
  const confirm = useCallback(() => {
    const action = asking
    setAsking(null)
    if (action) run(action)
  }, [asking, run])
  const dialog = asked && (
    <Suspense fallback={null}>
      <ConfirmDialog
        isOpen={asking !== null}
        title={asking?.title ?? ''}
        message={asking?.message}
        confirmLabel={asking?.confirmLabel ?? ''}
        tone={asking?.tone ?? 'danger'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </Suspense>
  )
  return { request, dialog }
}
