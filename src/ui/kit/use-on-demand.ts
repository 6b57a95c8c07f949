import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import type { OnDemand, TakeOver } from './on-demand'
import { useIdleAfterScreen } from './use-idle'

/** The props a stand-in trigger spreads: pointing at it, focusing it or pressing it asks for the code. */
export interface StandInProps<E extends HTMLElement> {
  ref: RefObject<E | null>
  onPointerEnter: () => void
  onPointerDown: () => void
  onPointerUp: () => void
  onPointerCancel: () => void
  onFocus: () => void
  onClick: () => void
  onKeyDown: (event: KeyboardEvent<E>) => void
}

/**
 * A control whose code (React Aria's menus, popovers and dialogs, a library) is not part of the first screen:
 * until it has come a stand-in shows, a real, named, focusable element of the same look. The code is asked for
 * when the browser is idle after the first screen, or as soon as a person points at, focuses or presses the
 * stand-in; a press (or Arrow Down on a menu button) before it has come opens the control once it has, and the
 * focus on the stand-in moves to the real control (`takeOver`). The stand-in is not replaced while the pointer
 * presses it (its click would be lost with it): the real control comes after the click, and opens. `now` asks at
 * once (a control that must show something the stand-in cannot). A failed download leaves the stand-in, and the
 * next press asks again.
 */
export function useOnDemand<T, E extends HTMLElement = HTMLButtonElement>(
  part: OnDemand<T>,
  { now = false }: { now?: boolean } = {},
) {
  // A function (a component) kept in state is wrapped, so React does not call it as an updater.
  const [loaded, setLoaded] = useState<{ value: T } | undefined>(() =>
    part.loaded === undefined ? undefined : { value: part.loaded },
  )
  const [takeOver, setTakeOver] = useState<TakeOver>({ focus: false, open: false, text: '' })
  const standIn = useRef<E>(null)
  const opened = useRef(false)
  const typed = useRef('')
  /** The pointer is down on the stand-in: the press is not over, so the stand-in stays until its click. */
  const pressing = useRef(false)
  const arrived = useRef<{ value: T }>(undefined)
  const swapped = useRef(false)
  const swap = useCallback(() => {
    if (!arrived.current || pressing.current || swapped.current) return
    swapped.current = true
    const focus = standIn.current !== null && standIn.current === document.activeElement
    const value = arrived.current
    // In the same task as the decision: left to React's next task, a pointer going down in between would press
    // the stand-in, and its release and click would land on the real control, which never saw the press.
    flushSync(() => {
      setTakeOver({ focus, open: opened.current, text: typed.current })
      setLoaded(value)
    })
  }, [])
  const want = useCallback(
    (open = false) => {
      if (open) opened.current = true
      part.load().then(
        (value) => {
          arrived.current = { value }
          swap()
        },
        () => undefined,
      )
    },
    [part, swap],
  )
  const idle = useIdleAfterScreen()
  const ready = loaded !== undefined
  useEffect(() => {
    if (!ready && (idle || now)) want()
  }, [ready, idle, now, want])
  const standInProps: StandInProps<E> = {
    ref: standIn,
    onPointerEnter: () => want(),
    onPointerDown: () => {
      pressing.current = true
      want()
    },
    // A press that ends without a click (the pointer left the button) lets the real control come.
    onPointerUp: () =>
      setTimeout(() => {
        pressing.current = false
        swap()
      }),
    onPointerCancel: () => {
      pressing.current = false
      swap()
    },
    onFocus: () => want(),
    onClick: () => {
      pressing.current = false
      want(true)
    },
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        want(true)
      } else if (event.key === 'Escape') opened.current = false
    },
  }
  /** What a stand-in field reports as the person types into it (handed to the real control). */
  const setTyped = (text: string) => {
    typed.current = text
  }
  return { loaded: loaded?.value, takeOver, standInProps, setTyped, want }
}
