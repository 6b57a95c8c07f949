/** How long an undoable action waits, with Undo offered, before its call is sent. */
export const UNDO_DELAY_MS = 5000

export interface PendingAction {
  /** Cancels the action if it has not been sent yet; answers whether it was cancelled. */
  undo: () => boolean
  /** The call's outcome once sent (rejects with the call's error); never settles when undone. */
  done: Promise<unknown>
}

export interface UndoableOptions {
  delayMs?: number
  /**
   * What the action changes (`orderServices/7:approval`): while it waits, `pendingKeys()` holds it, so a
   * screen can show the change as pending and undo it by key.
   */
  key?: string
  /** Runs when the wait is over, just before the call is sent (the toast offering Undo goes). */
  onSend?: () => void
  /** Runs when the action is undone in time, however it was undone (toast, screen, `undoPending`). */
  onUndo?: () => void
}

/** Every action still waiting: how to send it at once (when the page goes away). */
const unsent = new Set<() => void>()

/**
 * The page is going away (a reload, a closed tab, another address typed): every action still waiting is
 * sent now, so what its toast announced happens unless Undo was pressed (issue 25 item 7). The call pipeline
 * marks calls made while the page goes away `keepalive`, so the browser finishes them after the page is gone.
 *
 * Sent at `beforeunload`, while the page still runs: a call passes through a few asynchronous steps (the session,
 * the transport) before its request leaves, and at `pagehide` the page was often torn down before it did (the
 * server then saw a request cut short, and nothing changed). `pagehide` stays for the ways out that skip
 * `beforeunload` (a phone's tab discarded, the back-forward cache). If the person then stays (an unsaved form's
 * question answered "stay"), the action has only been sent early: what the toast said happens, without Undo.
 */
export function sendWaitingNow(): void {
  for (const send of [...unsent]) send()
}
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', sendWaitingNow)
  window.addEventListener('pagehide', sendWaitingNow)
}

/** The actions waiting with a key, by key; outside any screen, so leaving a page keeps them. */
const waiting = new Map<string, PendingAction>()
let keysSnapshot: ReadonlySet<string> = new Set()
const listeners = new Set<() => void>()

function publish() {
  keysSnapshot = new Set(waiting.keys())
  for (const listener of listeners) listener()
}

/** The keys of the actions still waiting (a new set after each change, for `useSyncExternalStore`). */
export const pendingKeys = (): ReadonlySet<string> => keysSnapshot

/** Calls `listener` whenever an action with a key starts or stops waiting; answers the unsubscribe. */
export function subscribePending(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Undoes the waiting action with this key; answers whether one was undone. */
export const undoPending = (key: string): boolean => waiting.get(key)?.undo() ?? false

/**
 * Schedules a call to be sent after the delay unless undone first. Each schedule is independent: undoing one
 * never touches another, whatever order they were made or undone in. The schedule lives outside any screen,
 * so leaving the page does not cancel or lose it.
 */
export function scheduleUndoable(
  perform: () => Promise<unknown>,
  options: UndoableOptions = {},
): PendingAction {
  const { delayMs = UNDO_DELAY_MS, key, onSend, onUndo } = options
  let timer: ReturnType<typeof setTimeout> | undefined
  let sendNow: (() => void) | undefined
  let settled = false
  const forget = () => {
    settled = true
    if (key !== undefined && waiting.get(key) === pending) {
      waiting.delete(key)
      publish()
    }
  }
  const done = new Promise<unknown>((resolve, reject) => {
    const send = () => {
      clearTimeout(timer)
      unsent.delete(send)
      forget()
      onSend?.()
      perform().then(resolve, reject)
    }
    unsent.add(send)
    sendNow = send
    timer = setTimeout(send, delayMs)
  })
  const pending: PendingAction = {
    undo() {
      if (settled) return false
      clearTimeout(timer)
      if (sendNow) unsent.delete(sendNow)
      forget()
      onUndo?.()
      return true
    },
    done,
  }
  if (key !== undefined) {
    waiting.set(key, pending)
    publish()
  }
  return pending
}
