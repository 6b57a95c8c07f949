import type { CSSProperties } from 'react'
import { useTheme } from 'styled-components'

/**
 * Colours and direction for recharts from the theme, so axes, grid and tooltips read in every skin and in RTL.
 * Apart from recharts (chart-kit.tsx): a card reads the series' colours for its legend at once, while its
 * drawing loads on demand (issue 31).
 */
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

export type ChartTheme = ReturnType<typeof useChartTheme>
