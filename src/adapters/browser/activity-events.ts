/** The inputs that count as the person being active (issue 25): keys, pointer, wheel, touch, scrolling. */
export const ACTIVITY_EVENTS = [
  'keydown',
  'pointerdown',
  'pointermove',
  'wheel',
  'touchstart',
  'scroll',
] as const

/**
 * Calls `onActivity` on the person's inputs anywhere in the page (listened to in the capture phase, passive),
 * and `onWake` when the page becomes visible again (timers of a hidden or sleeping tab run late). Returns the
 * function that stops listening.
 */
export function watchActivity(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>,
  onActivity: () => void,
  onWake: () => void,
): () => void {
  const listenerOptions = { capture: true, passive: true }
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') onWake()
  }
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, listenerOptions)
  doc.addEventListener('visibilitychange', onVisibility)
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, listenerOptions)
    doc.removeEventListener('visibilitychange', onVisibility)
  }
}
