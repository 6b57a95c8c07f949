import type { ReactElement } from 'react'
import { CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { ChartTheme } from './chart-theme'
import { useChartSize } from './ChartFigure'

// The recharts side of the chart parts: only modules that draw import this one, so that a screen whose drawings
// load on demand paints without recharts (issue 31); `useChartTheme` is in chart-theme.ts, `ChartFigure` and
// `ChartBox` in ChartFigure.tsx.

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
 * A recharts chart drawn to the width of the `ChartFigure` (or `ChartBox`) it is in, at the box's height. The box
 * is apart from recharts so that it shows at once while this, the drawing, may load on demand (issue 31).
 */
export function ChartArea({ children }: { children: ReactElement }) {
  const { height, initialWidth } = useChartSize()
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: initialWidth, height }}>
      {children}
    </ResponsiveContainer>
  )
}
