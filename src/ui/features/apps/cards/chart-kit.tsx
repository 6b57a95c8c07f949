import type { CSSProperties, ReactNode } from 'react'
import { useTheme } from 'styled-components'
import type { ChartRow } from '../../../../domain/apps/cards'

/** Colours and direction for recharts from the theme, so axes, grid and tooltips read in every skin and in RTL. */
export function useChartTheme() {
  const theme = useTheme()
  const rtl = theme.direction === 'rtl'
  const tick = { fill: theme.skin.text, fontSize: 12 }
  return {
    rtl,
    colors: theme.colors,
    track: theme.skin.border,
    grid: { stroke: theme.skin.border, strokeDasharray: '3 3' },
    xAxis: { tick, stroke: theme.skin.border, tickLine: false, reversed: rtl },
    yAxis: {
      tick,
      stroke: theme.skin.border,
      tickLine: false,
      orientation: rtl ? ('right' as const) : ('left' as const),
    },
    tooltip: {
      contentStyle: {
        background: theme.skin.card,
        border: `1px solid ${theme.skin.border}`,
        borderRadius: theme.radius,
        color: theme.skin.text,
        direction: theme.direction,
        textAlign: 'start',
      } satisfies CSSProperties,
      labelStyle: { color: theme.skin.heading, fontWeight: 600 },
      itemStyle: { color: theme.skin.text },
      cursor: { fill: theme.skin.hover, stroke: theme.skin.border },
    },
  }
}

/**
 * A chart for the eye and its numbers for everyone else: the drawing is hidden from screen readers and a
 * visually hidden table (caption, one row per point, one column per series) says the same.
 */
export function ChartFigure({
  caption,
  rows,
  columns,
  format,
  labelHeader,
  height,
  children,
}: {
  caption: string
  rows: readonly ChartRow[]
  columns: readonly { key: string; label: string }[]
  format: (value: number) => string
  labelHeader: string
  height: number
  children: ReactNode
}) {
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <div aria-hidden="true" style={{ width: '100%', height }}>
        {children}
      </div>
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
