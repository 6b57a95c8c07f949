import { useLayoutEffect, useRef, useState } from 'react'
import { measureElement, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'

/** Pages longer than this render only the rows near the window (TanStack Virtual); shorter ones render whole. */
export const VIRTUAL_ROWS_FROM = 100
/** A list row's usual height in pixels (0.72rem padding twice, one line of text, the border), until one is measured. */
const ROW_HEIGHT_ESTIMATE = 49
/** Rows rendered beyond the window on each side, at least, so fast scrolling does not show blank space. */
const OVERSCAN = 8
/** The rendered rows move in steps of this many rows (see `inSteps`). */
const STEP = 10

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

/**
 * Which rows of a long table body to render while the page (the window) scrolls: the rows near the window,
 * with the height of the others kept by a spacer row above and one below, so the scroll bar and the page's
 * length stay those of the whole table. Rows are measured after the browser lays them out (`measure` on each
 * `<tr>` with `data-index` observes it). Below `VIRTUAL_ROWS_FROM` rows every row renders.
 */
export function useRowWindow(count: number) {
  const enabled = count > VIRTUAL_ROWS_FROM
  const body = useRef<HTMLTableSectionElement | null>(null)
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
  const virtualizer = useWindowVirtualizer({
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
    rangeExtractor: inSteps,
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
