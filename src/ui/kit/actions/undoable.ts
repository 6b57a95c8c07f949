/** How long a destructive action waits, with Undo offered, before its call is sent. */
export const UNDO_DELAY_MS = 5000

export interface PendingAction {
  /** Cancels the action if it has not been sent yet; answers whether it was cancelled. */
  undo: () => boolean
  /** The call's outcome once sent (rejects with the call's error); never settles when undone. */
  done: Promise<unknown>
}

/**
 * Schedules a call to be sent after `delayMs` unless undone first. The schedule lives outside any screen,
 * so leaving the page does not cancel or lose it.
 */
export function scheduleUndoable(
  perform: () => Promise<unknown>,
  delayMs: number = UNDO_DELAY_MS,
): PendingAction {
  let timer: ReturnType<typeof setTimeout> | undefined
  let sent = false
  const done = new Promise<unknown>((resolve, reject) => {
    timer = setTimeout(() => {
      sent = true
      perform().then(resolve, reject)
    }, delayMs)
  })
  return {
    undo() {
      if (sent) return false
      clearTimeout(timer)
      return true
    },
    done,
  }
}
