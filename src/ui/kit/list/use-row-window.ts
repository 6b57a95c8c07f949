import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import {
  measureElement,
  observeWindowOffset,
  observeWindowRect,
  Virtualizer,
  windowScroll,
  type Range,
  type VirtualizerOptions,
} from '@tanstack/react-virtual'

/** Pages longer than this render only the rows near the window (TanStack Virtual); shorter ones render whole. */
export const VIRTUAL_ROWS_FROM = 100
/** A list row's usual height in pixels (0.72rem padding twice, one line of text, the border), until one is measured. */
const ROW_HEIGHT_ESTIMATE = 49
/** Rows rendered beyond the window on each side, at least, so fast scrolling does not show blank space. */
const OVERSCAN = 8
/**
 * The rendered rows move in steps of this many rows (see `inSteps`). Each step lays out and paints the whole
 * table body again (its column widths follow every row), whatever the rows it adds: steps of twenty instead of
 * ten halve those per page scrolled, for about 55 rows in the DOM instead of about 45 (decision 0233).
 */
const STEP = 20

/**
 * The rows to render for the rows in the window: the window's rows with `overscan` rows on each side at least,
 * moved in steps of `STEP` rows, both ends at once. Scrolling then changes the table's rows once every `STEP`
 * rows instead of at almost every frame: in between, a frame renders nothing new, so the browser has no style,
 * layout or paint of rows to do (at 4x CPU, adding and measuring a row or two a frame held scrolling at 20 fps).
 */
export function inSteps({ startIndex, endIndex, overscan, count }: Range): number[] {
  if (count === 0 || endIndex < startIndex) return []
  const first = Math.max(0, Math.floor((startIndex - overscan) / STEP) * STEP)
  // The window's own rows, rounded up to steps: one row more or less in view moves neither end.
  const shown = Math.ceil((endIndex - startIndex + 1) / STEP) * STEP
  const last = Math.min(count - 1, first + shown + 2 * overscan + STEP - 1)
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}

/** The rows in the window alone, without the overscan: what a new page shows in its first frame. */
export function inView({ startIndex, endIndex, count }: Range): number[] {
  if (count === 0 || endIndex < startIndex) return []
  return Array.from({ length: endIndex - startIndex + 1 }, (_, i) => startIndex + i)
}

/**
 * Which rows of a long table body to render while the page (the window) scrolls: the rows near the window,
 * with the height of the others kept by a spacer row above and one below, so the scroll bar and the page's
 * length stay those of the whole table. Rows are measured after the browser lays them out (`measure` on each
 * `<tr>` with `data-index` observes it). Below `VIRTUAL_ROWS_FROM` rows every row renders.
 */
export function useRowWindow(count: number, page: unknown) {
  const enabled = count > VIRTUAL_ROWS_FROM
  const body = useRef<HTMLTableSectionElement | null>(null)
  // A new page (`page`, its rows) first renders only the rows in the window, and the overscan and steps once
  // that frame is painted: the rows beyond the window were two thirds of the first window's rows, and of the
  // time from the answer to the rows a person sees (decision 0227).
  const [shownPage, setShownPage] = useState<unknown>(null)
  const firstFrame = enabled && shownPage !== page
  useEffect(() => {
    if (!firstFrame) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const after = () => (timer = setTimeout(() => setShownPage(page), 0))
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(after) : after()
    return () => {
      if (typeof frame === 'number' && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [firstFrame, page])
  // Where the body starts on the page: the window scrolls, and the table sits below the header and filters.
  const [offset, setOffset] = useState(0)
  // Rows not measured yet are taken to be as high as the last one measured: the rows of a list are mostly of
  // one height, so a row entering the window then measures as estimated, and nothing moves or renders again
  // (with a fixed guess, every row entering while scrolling changed the spacers and rendered the table twice).
  const typical = useRef(ROW_HEIGHT_ESTIMATE)
  useLayoutEffect(() => {
    if (!enabled) return
    const measure = () => {
      if (!body.current) return
      const top = body.current.getBoundingClientRect().top + window.scrollY
      setOffset((previous) => (Math.abs(previous - top) > 1 ? top : previous))
    }
    measure()
    // What sits above the table (the filters, the header) reflows when the window's width changes.
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [enabled, count])
  useScrollingMark(enabled, body)
  const virtualizer = useSteppedWindowVirtualizer({
    // Off for a short page: it then reads no scroll position (reading one while rendering forces a layout of
    // the page as it was, before this render's rows are in it) and observes nothing.
    enabled,
    count: enabled ? count : 0,
    estimateSize: () => typical.current,
    measureElement: (element, entry, instance) => {
      // Called from a row's ref as React commits it (no ResizeObserver entry yet): reading its height then would
      // force a layout of the page before the browser's own. The row is taken at its size already measured, or
      // the typical one, and its ResizeObserver entry, after the browser's layout, gives its real height.
      if (!entry)
        return (
          instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ??
          typical.current
        )
      const size = measureElement(element, entry, instance)
      if (size > 0) typical.current = size
      return size
    },
    overscan: OVERSCAN,
    rangeExtractor: firstFrame ? inView : inSteps,
    scrollMargin: offset,
  })
  if (!enabled)
    return { enabled, body, indexes: null, before: 0, after: 0, measure: undefined, scrollTo: () => {} }
  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items[items.length - 1]
  return {
    enabled,
    body,
    /** The indexes of the rows to render, in order. */
    indexes: items.map((item) => item.index),
    /** Heights of the spacers above and below the rendered rows. */
    before: first ? first.start - offset : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - offset) : 0,
    measure: virtualizer.measureElement,
    /** Brings a row into the window (the list keys move past the rendered rows). */
    scrollTo: (index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  }
}

type WindowOptions = Omit<
  VirtualizerOptions<Window, HTMLTableRowElement>,
  'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'onChange'
>

/** What a render of the body shows: the rendered rows and the spacers' heights. */
function shownBy(virtualizer: Virtualizer<Window, HTMLTableRowElement>): string {
  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return ''
  return `${first.index}-${last.index}:${first.start}:${virtualizer.getTotalSize() - last.end}`
}

/**
 * TanStack Virtual's window virtualizer (`useWindowVirtualizer`, the same core and options), rendering the body
 * only when what it shows changes: the rows in steps (`inSteps`) or a spacer's height. The library's hook renders
 * at every change of the rows in view and of its scrolling flag, which is at almost every frame of a scroll
 * (a row is 49 px): between steps each of those renders gave the same rows, and took a tenth of the frames'
 * script at 4x CPU (decision 0227).
 */
function useSteppedWindowVirtualizer(options: WindowOptions): Virtualizer<Window, HTMLTableRowElement> {
  const [, rerender] = useReducer((x: number) => x + 1, 0)
  const shown = useRef('')
  // Measuring from a row's ref runs while React commits, where a synchronous render may not start.
  const measuringFromRef = useRef(false)
  const resolved: VirtualizerOptions<Window, HTMLTableRowElement> = {
    getScrollElement: () => (typeof document !== 'undefined' ? window : null),
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => (typeof document !== 'undefined' ? window.scrollY : 0),
    // The end of a scroll from the browser's own `scrollend` where it has one: otherwise the library clears and
    // sets a timer at every scroll event to guess it (a tenth of the scroll handler's script at 4x CPU).
    useScrollendEvent: true,
    ...options,
    onChange: (instance, sync) => {
      if (shownBy(instance) === shown.current) return
      if (sync && !measuringFromRef.current) flushSync(rerender)
      else rerender()
    },
  }
  const [virtualizer] = useState(() => {
    const made = new Virtualizer(resolved)
    const measure = made.measureElement
    made.measureElement = (node) => {
      measuringFromRef.current = true
      try {
        measure(node)
      } finally {
        measuringFromRef.current = false
      }
    }
    return made
  })
  virtualizer.setOptions(resolved)
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer])
  useLayoutEffect(() => virtualizer._willUpdate())
  // What this render shows (read during the render, as the library's hook reads its items).
  shown.current = shownBy(virtualizer)
  return virtualizer
}

/** How long after its last scroll event the page is taken to have stopped scrolling. */
const SCROLL_SETTLE_MS = 150

/** The pointer's boundary events, which React dispatches through its root whether or not a component listens. */
const CROSSINGS = ['pointerout', 'pointerover', 'mouseout', 'mouseover'] as const
type Crossing = (typeof CROSSINGS)[number]

/**
 * Marks the body `data-scrolling` while the page scrolls (from a scroll event until SCROLL_SETTLE_MS without
 * one), on the element itself: no render. The table's row hover style waits for the mark to go, so the rows
 * passing under a resting pointer are not restyled and repainted at every frame of the scroll.
 *
 * While the body is marked, the over and out events of the rows passing under a resting pointer stop at the
 * window (a capture listener, before React's root): React ran its whole dispatch for them at about every other
 * frame of a scroll (0.12–0.17 s in 2 s at 4x CPU) with no row listening. Clicks, presses, the wheel and the
 * keyboard are untouched; the CSS hover is the browser's own. Once the scroll settles, the crossing the pointer
 * made in all (from the element it was over when the scroll started to the one it rests on) is told once, so a
 * component in a row that follows its hover (a menu button's hover look) ends and starts it as before.
 */
function useScrollingMark(enabled: boolean, body: { current: HTMLTableSectionElement | null }) {
  useLayoutEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    /** When the last scroll event came. */
    let lastScroll = 0
    /** The body marked, unmarked when the scroll settles or the effect ends. */
    let marked: HTMLTableSectionElement | null = null
    /** The element the pointer was over as the first crossing was stopped, and the one of the last crossing. */
    let left: EventTarget | null = null
    let entered: { target: EventTarget; at: MouseEventInit } | null = null
    /** Tells React (and any listener) the crossing the stopped events made in all, from `left` to `entered`. */
    const tell = () => {
      const from = left
      const to = entered
      left = entered = null
      if (!from || !to || from === to.target) return
      const send = (target: EventTarget, type: Crossing, relatedTarget: EventTarget) => {
        const init = { ...to.at, bubbles: true, composed: true, relatedTarget }
        target.dispatchEvent(
          type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init),
        )
      }
      if ((from as Node).isConnected) {
        send(from, 'pointerout', to.target)
        send(from, 'mouseout', to.target)
      }
      send(to.target, 'pointerover', from)
      send(to.target, 'mouseover', from)
    }
    const settle = () => {
      timer = undefined
      marked?.removeAttribute('data-scrolling')
      marked = null
    }
    // One timer per scroll, not one per scroll event: clearing and setting a timer at every frame's scroll
    // event cost more than the check it keeps.
    const check = () => {
      const rest = lastScroll + SCROLL_SETTLE_MS - performance.now()
      if (rest > 1) return void (timer = setTimeout(check, rest))
      settle()
      tell()
    }
    const scrolled = () => {
      lastScroll = performance.now()
      if (marked || !body.current) return
      marked = body.current
      marked.setAttribute('data-scrolling', '')
      timer = setTimeout(check, SCROLL_SETTLE_MS)
    }
    const inBody = (node: EventTarget | null) =>
      node instanceof Node && marked !== null && marked.contains(node)
    const stop = (event: Event) => {
      const crossing = event as MouseEvent
      if (!marked || !(inBody(crossing.target) || inBody(crossing.relatedTarget))) return
      event.stopPropagation()
      if (event.type.endsWith('out')) left ??= crossing.target
      else
        entered = { target: crossing.target!, at: { clientX: crossing.clientX, clientY: crossing.clientY } }
    }
    window.addEventListener('scroll', scrolled, { passive: true })
    for (const type of CROSSINGS) window.addEventListener(type, stop, { capture: true })
    return () => {
      window.removeEventListener('scroll', scrolled)
      for (const type of CROSSINGS) window.removeEventListener(type, stop, { capture: true })
      clearTimeout(timer)
      settle()
      left = entered = null
    }
  }, [enabled, body])
}
