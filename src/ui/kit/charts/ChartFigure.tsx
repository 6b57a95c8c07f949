import { createContext, useContext, type ReactNode } from 'react'
import type { ChartRow } from '../../../domain/apps/cards'

interface ChartSize {
  height: number
  /** The width drawn before the container is measured (the box's usual width). */
  initialWidth: number
}

const ChartSizeContext = createContext<ChartSize | null>(null)

/**
 * The size of the `ChartBox` a drawing is in, for `ChartArea` (chart-kit.tsx) to draw at: the box is apart from
 * recharts so that a screen can draw it at once and load the drawing in it on demand (issue 31).
 */
export function useChartSize(): ChartSize {
  const size = useContext(ChartSizeContext)
  if (!size) throw new Error('A chart drawing is drawn inside a ChartFigure or a ChartBox')
  return size
}

/**
 * The box a drawing is drawn in, hidden from assistive tech: the full width and `height` tall from the first
 * paint, so a drawing that loads on demand (issue 31) takes the room kept for it and nothing moves when it comes.
 */
export function ChartBox({
  height,
  initialWidth = 400,
  children,
}: {
  height: number
  initialWidth?: number
  children: ReactNode
}) {
  return (
    <div aria-hidden="true" style={{ width: '100%', height }}>
      <ChartSizeContext.Provider value={{ height, initialWidth }}>{children}</ChartSizeContext.Provider>
    </div>
  )
}

/**
 * A chart for the eye and its numbers for everyone else: the drawing is hidden from screen readers and a
 * visually hidden table (caption, one row per point, one column per series) says the same. No recharts here:
 * the table and the drawing's box show at once while the drawing (recharts in `ChartArea`) may load on demand.
 */
export function ChartFigure({
  caption,
  rows,
  columns,
  format,
  labelHeader,
  height,
  initialWidth = 400,
  children,
}: {
  caption: string
  rows: readonly ChartRow[]
  columns: readonly { key: string; label: string }[]
  format: (value: number) => string
  labelHeader: string
  height: number
  /** The width drawn before the container is measured (the card's usual width). */
  initialWidth?: number
  /** The drawing: a recharts chart in `ChartArea`, or a component that draws one once its code has come. */
  children: ReactNode
}) {
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <ChartBox height={height} initialWidth={initialWidth}>
        {children}
      </ChartBox>
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {columns.map((column) => (
                <td key={column.key}>{format(Number(row[column.key] ?? 0))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
