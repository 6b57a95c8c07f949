import { Area, AreaChart, Bar, BarChart, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import type { ChartRow } from '../../../../domain/apps/cards'
import { useNumberFormatters } from '../../../i18n/format-number'
import { ChartArea } from '../../../kit/charts/chart-kit'
import { useChartTheme } from '../../../kit/charts/chart-theme'

// The statistics cards' drawings (recharts), loaded on demand by StatisticsCards.tsx: the dashboards paint their
// cards without recharts and draw each chart, in the box kept for it, once this module has come (issue 31).

/** What a statistics card's drawing shows: the rows, the series' key in them and its colour. */
export interface StatisticsDrawingProps {
  rows: ChartRow[]
  name: string
  color: string
  /** The id of the area's fill gradient, unique on the page. */
  fillId: string
}

/** The hidden axes and the tooltip every statistics drawing has. */
function useSparkParts() {
  const chart = useChartTheme()
  const format = useNumberFormatters()
  return {
    chart,
    axis: <XAxis dataKey="label" hide reversed={chart.rtl} />,
    yAxis: <YAxis hide domain={['dataMin', 'dataMax']} />,
    tooltip: <Tooltip {...chart.tooltip} formatter={(value) => format.number(Number(value))} />,
  }
}

/** Bars on a track, one per point. */
export function StatisticsBarDrawing({ rows, name, color }: StatisticsDrawingProps) {
  const { chart, axis, tooltip } = useSparkParts()
  return (
    <ChartArea>
      <BarChart data={rows} accessibilityLayer={false}>
        {axis}
        {tooltip}
        <Bar
          isAnimationActive={false}
          dataKey={name}
          fill={color}
          radius={[4, 4, 0, 0]}
          background={{ fill: chart.track, radius: 4 }}
          barSize={10}
        />
      </BarChart>
    </ChartArea>
  )
}

/** A line with its points marked. */
export function StatisticsLineDrawing({ rows, name, color }: StatisticsDrawingProps) {
  const { axis, yAxis, tooltip } = useSparkParts()
  return (
    <ChartArea>
      <LineChart data={rows} margin={{ top: 8, bottom: 8, left: 8, right: 8 }} accessibilityLayer={false}>
        {axis}
        {yAxis}
        {tooltip}
        <Line
          isAnimationActive={false}
          dataKey={name}
          type="monotone"
          stroke={color}
          strokeWidth={3}
          dot={{ r: 3, fill: color }}
        />
      </LineChart>
    </ChartArea>
  )
}

/** An area fading downwards. */
export function StatisticsAreaDrawing({ rows, name, color, fillId }: StatisticsDrawingProps) {
  const { axis, yAxis, tooltip } = useSparkParts()
  return (
    <ChartArea>
      <AreaChart data={rows} margin={{ top: 8, bottom: 0, left: 0, right: 0 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.5} />
            <stop offset="100%" stopColor={color} stopOpacity={0.05} />
          </linearGradient>
        </defs>
        {axis}
        {yAxis}
        {tooltip}
        <Area
          isAnimationActive={false}
          dataKey={name}
          type="monotone"
          stroke={color}
          strokeWidth={2.5}
          fill={`url(#${fillId})`}
        />
      </AreaChart>
    </ChartArea>
  )
}
