import { useEffect, useRef, type RefObject } from 'react'
import type { TakeOver } from './on-demand'

/**
 * The real control's side of a take-over: once mounted, it takes the focus the stand-in had, or opens as the
 * press on the stand-in asked: a menu button as Arrow Down opens it (its first item focused), any other trigger
 * by a click. The trigger has the focus first, so closing gives it back there.
 */
export function useTakeOver(
  trigger: RefObject<HTMLElement | null>,
  takeOver: TakeOver | undefined,
  opens: 'menu' | 'click' = 'click',
) {
  const done = useRef(false)
  useEffect(() => {
    if (done.current || !takeOver) return
    const element = trigger.current
    if (!element) return
    if (takeOver.focus || takeOver.open) element.focus()
    if (!takeOver.open) {
      done.current = true
      return
    }
    // After the commit that mounted the control: React Aria's collection (a menu's items) is built by then, so
    // the menu can focus its first item. Done only once it has run (an effect run again schedules it again).
    const timer = setTimeout(() => {
      done.current = true
      if (opens === 'menu')
        element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
      else element.click()
    })
    return () => clearTimeout(timer)
  }, [trigger, takeOver, opens])
}
