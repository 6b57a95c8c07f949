import type { CSSProperties, ReactElement } from 'react'
import { CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useTheme } from 'styled-components'
import type { ChartRow } from '../../../domain/apps/cards'

/** Colours and direction for recharts from the theme, so axes, grid and tooltips read in every skin and in RTL. */
export function useChartTheme() {
  const theme = useTheme()
  const rtl = theme.direction === 'rtl'
  const tick = { fill: theme.skin.text, fontSize: 12 }
  return {
    rtl,
    colors: theme.colors,
    /** The colours of a chart's series (or a donut's slices), in order. */
    series: [
      theme.colors.primary.main,
      theme.colors.warning.main,
      theme.colors.danger.main,
      theme.colors.info.main,
    ],
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

type ChartTheme = ReturnType<typeof useChartTheme>

/**
 * The grid, the axes (the value axis with compact ticks) and the tooltip of a bar or line chart with labelled
 * points, in the theme's colours and mirrored in RTL. An array of children, as recharts wants them direct.
 */
export function cartesianParts(
  chart: ChartTheme,
  {
    tick,
    tooltip,
  }: {
    /** The value axis's tick text (`12k`). */
    tick: (value: number) => string
    /** The tooltip's line for one series at one point: [value, series name]. */
    tooltip: (value: number, name: string) => [string, string]
  },
): ReactElement[] {
  return [
    <CartesianGrid key="grid" vertical={false} {...chart.grid} />,
    <XAxis key="x" dataKey="label" {...chart.xAxis} />,
    <YAxis key="y" {...chart.yAxis} width={44} tickFormatter={(value: number) => tick(value)} />,
    <Tooltip
      key="tooltip"
      {...chart.tooltip}
      formatter={(value, name) => tooltip(Number(value), String(name))}
    />,
  ]
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
  /** The recharts chart, drawn in a container of the figure's width. */
  children: ReactElement
}) {
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <div aria-hidden="true" style={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: initialWidth, height }}>
          {children}
        </ResponsiveContainer>
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
