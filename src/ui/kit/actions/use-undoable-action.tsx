import { useCallback, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { PortError } from '../../../ports/errors'
import { useWordRefusal } from '../form/server-errors'
import { isOffline } from '../offline'
import { showToast } from '../toast'
import { pendingKeys, scheduleUndoable, subscribePending, undoPending, UNDO_DELAY_MS } from './undoable'

export interface UndoableAction {
  /** The toast shown while Undo is offered (`Order #12 deleted`, `Towing approved`). */
  doneMessage: string
  /** The call; sent only once the Undo time has passed. */
  perform: () => Promise<unknown>
  /** After the call succeeded (reload a record or list, leave a deleted record's page). */
  onDone?: () => void
  /** What the action changes, so the screen can show it as pending and undo it there too (see `isPending`). */
  key?: string
}

/**
 * The one way an action is made undoable (delete, archive, approval changes): a toast with Undo for
 * `UNDO_DELAY_MS`, then the call. Several may wait at once, each undone on its own from its toast or,
 * with a `key`, from the screen (`undo(key)`). While offline nothing is scheduled: the action is refused at
 * once with the offline message, so it is never announced as done and then dropped.
 */
export function useUndoableAction() {
  const { t } = useTranslation()
  const word = useWordRefusal()
  const waiting = useSyncExternalStore(subscribePending, pendingKeys)
  const run = useCallback(
    (action: UndoableAction): boolean => {
      if (isOffline()) {
        showToast((toast) => toast.error(t('common:errors.offline')))
        return false
      }
      /** The toast offering Undo, once shown (closed when the call is sent or undone). */
      const shown: { id?: string | number } = {}
      const pending = scheduleUndoable(action.perform, {
        key: action.key,
        onSend: () => showToast((toast) => toast.dismiss(shown.id)),
        onUndo: () =>
          showToast((toast) => {
            toast.dismiss(shown.id)
            toast.success(t('kit.undone'), { description: action.doneMessage })
          }),
      })
      // sonner's code may still be on its way (the first toast of a visit): the toast and its later dismissal
      // keep their order.
      showToast((toast) => {
        shown.id = toast(action.doneMessage, {
          duration: UNDO_DELAY_MS,
          action: {
            // Seen: "Undo"; heard: "Undo: Order #12 deleted" (one text, so the name has no stray space).
            label: (
              <>
                <span aria-hidden="true">{t('kit.undo')}</span>
                <span className="visually-hidden">{t('kit.undoWhat', { what: action.doneMessage })}</span>
              </>
            ),
            onClick: () => void pending.undo(),
          },
        })
      })
      pending.done.then(
        () => action.onDone?.(),
        (error: PortError) =>
          showToast((toast) =>
            toast.error(error instanceof PortError ? word(error) : t('common:errors.unknown'), {
              description: t('kit.notDone', { what: action.doneMessage }),
            }),
          ),
      )
      return true
    },
    [t, word],
  )
  const isPending = useCallback((key: string) => waiting.has(key), [waiting])
  return { run, isPending, undo: undoPending }
}
