import { useCallback, useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../primitives/Dialog'
import { useUndoableAction, type UndoableAction } from './use-undoable-action'

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
  const request = useCallback((action: ConfirmedAction) => setAsking(action), [])
  const confirm = useCallback(() => {
    const action = asking
    setAsking(null)
    if (action) run(action)
  }, [asking, run])
  const dialog = (
    <ConfirmDialog
      isOpen={asking !== null}
      title={asking?.title ?? ''}
      message={asking?.message}
      confirmLabel={asking?.confirmLabel ?? ''}
      tone={asking?.tone ?? 'danger'}
      onConfirm={confirm}
      onCancel={() => setAsking(null)}
    />
  )
  return { request, dialog }
}
