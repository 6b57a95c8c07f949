import { useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { PortError } from '../../../ports/errors'
import { ConfirmDialog } from '../primitives/Dialog'
import { scheduleUndoable, UNDO_DELAY_MS } from './undoable'

export interface ConfirmedAction {
  /** The question's title and text. */
  title: string
  message: ReactNode
  /** The confirming button (`Delete`, `Move to archive`). */
  confirmLabel: string
  tone?: 'danger' | 'primary'
  /** The toast shown while Undo is offered (`Order #12 deleted`). */
  doneMessage: string
  /** The call; sent only once the Undo time has passed. */
  perform: () => Promise<unknown>
  /** After the call succeeded (reload a list, leave a deleted record's page). */
  onDone?: () => void
}

/**
 * A destructive action (delete, archive) asks first, then offers Undo in a toast for a few seconds
 * before its call is sent. Returns `request(action)` and the dialog element to render.
 */
export function useConfirmedAction() {
  const { t } = useTranslation()
  const [asking, setAsking] = useState<ConfirmedAction | null>(null)
  const request = useCallback((action: ConfirmedAction) => setAsking(action), [])
  const confirm = useCallback(() => {
    const action = asking
    setAsking(null)
    if (!action) return
    const pending = scheduleUndoable(action.perform, UNDO_DELAY_MS)
    const toastId = toast(action.doneMessage, {
      duration: UNDO_DELAY_MS,
      action: {
        label: t('kit.undo'),
        onClick: () => {
          if (pending.undo()) toast.success(t('kit.undone'))
        },
      },
    })
    pending.done.then(
      () => action.onDone?.(),
      (error: PortError) => {
        toast.dismiss(toastId)
        toast.error(
          t(`common:errors.${error?.code ?? 'unknown'}`, { defaultValue: t('common:errors.unknown') }),
        )
      },
    )
  }, [asking, t])
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
