import { useEffect, useRef, useState, type ReactNode } from 'react'

/** Whether the element's content is wider or taller than its box, kept up to date as either changes size. */
function useOverflows(ref: React.RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () =>
      setOverflows(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
    // A ResizeObserver tells each observed box's size once at first, after the browser's own layout: reading
    // the sizes here would force a layout of the page before it (React may run this effect before the paint).
    if (typeof ResizeObserver === 'undefined') return void measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of Array.from(element.children)) observer.observe(child)
    return () => observer.disconnect()
  }, [ref])
  return overflows
}

/**
 * A box that scrolls its content (a wide table, a document). While the content overflows, the box is a named
 * region in the tab order, so a keyboard can reach it and scroll it with the arrow keys (WCAG 2.1.1); when
 * everything fits it is a plain box and adds no tab stop.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** The region's name, read when it takes focus (the table's or document's name). */
  label: string
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const overflows = useOverflows(ref)
  return (
    <div
      ref={ref}
      className={className}
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  )
}
