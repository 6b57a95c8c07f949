import {
  Bar,
  BarChart,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  RadialBar,
  RadialBarChart,
  Tooltip,
  XAxis,
} from 'recharts'
import type { ChartRow, ChartSeries } from '../../../../domain/apps/cards'
import { useNumberFormatters } from '../../../i18n/format-number'
import { ChartArea, cartesianParts } from '../../../kit/charts/chart-kit'
import { useChartTheme } from '../../../kit/charts/chart-theme'

// The analytics cards' drawings (recharts), loaded on demand by AnalyticsCards.tsx: the dashboards paint their
// cards without recharts and draw each chart, in the box kept for it, once this module has come (issue 31).

/** A series of a chart as the drawing shows it: its key in the rows, its name in the tooltip, its colour. */
export interface DrawnSeries {
  name: string
  label: string
  color: string
}

/** A ring or a slice: its name, its value (a percent for a ring) and its colour. */
export interface DrawnPart {
  name: string
  value: number
  color: string
}

/** Average Sessions: a bar per point, the highest one in the strong colour. */
export function AvgSessionsDrawing({ rows, line }: { rows: ChartRow[]; line?: ChartSeries }) {
  const chart = useChartTheme()
  const format = useNumberFormatters()
  const highest = Math.max(...(line?.data ?? [0]))
  return (
    <ChartArea>
      <BarChart data={rows} accessibilityLayer={false}>
        <XAxis dataKey="label" hide reversed={chart.rtl} />
        <Tooltip {...chart.tooltip} formatter={(value) => format.number(Number(value))} />
        {line && (
          <Bar isAnimationActive={false} dataKey={line.name} radius={[4, 4, 0, 0]}>
            {line.data.map((value, i) => (
              <Cell
                key={i}
                fill={value === highest ? chart.colors.primary.main : chart.colors.primary.light}
              />
            ))}
          </Bar>
        )}
      </BarChart>
    </ChartArea>
  )
}

/** Revenue Report: earnings up and expenses down, stacked bars per month. */
export function RevenueReportDrawing({ rows, lines }: { rows: ChartRow[]; lines: readonly DrawnSeries[] }) {
  const chart = useChartTheme()
  const format = useNumberFormatters()
  const labelOf = (name: string) => lines.find((line) => line.name === name)?.label ?? name
  return (
    <ChartArea>
      <BarChart data={rows} stackOffset="sign" accessibilityLayer={false}>
        {cartesianParts(chart, {
          tick: format.compact,
          tooltip: (value, name) => [format.number(value), labelOf(name)],
        })}
        {lines.map((line) => (
          <Bar
            isAnimationActive={false}
            key={line.name}
            dataKey={line.name}
            stackId="revenue"
            fill={line.color}
            barSize={12}
          />
        ))}
      </BarChart>
    </ChartArea>
  )
}

/** Revenue: this period's line solid, the previous one dashed. */
export function RevenueDrawing({
  rows,
  lines,
}: {
  rows: ChartRow[]
  lines: readonly { name: string; label: string }[]
}) {
  const chart = useChartTheme()
  const format = useNumberFormatters()
  const labelOf = (name: string) => lines.find((line) => line.name === name)?.label ?? name
  return (
    <ChartArea>
      <LineChart data={rows} accessibilityLayer={false}>
        {cartesianParts(chart, {
          tick: format.compact,
          tooltip: (value, name) => [format.dollars(value), labelOf(name)],
        })}
        {lines.map((line, i) => (
          <Line
            isAnimationActive={false}
            key={line.name}
            dataKey={line.name}
            type="monotone"
            stroke={i === 0 ? chart.colors.primary.main : chart.colors.secondary.main}
            strokeDasharray={i === 0 ? undefined : '5 5'}
            strokeWidth={3}
            dot={false}
          />
        ))}
      </LineChart>
    </ChartArea>
  )
}

/** A ring filled to `percent` (its figure and label are the card's, drawn over it at once). */
export function RingDrawing({ percent, color }: { percent: number; color: string }) {
  const chart = useChartTheme()
  return (
    <ChartArea>
      <RadialBarChart
        data={[{ value: percent }]}
        innerRadius="72%"
        outerRadius="100%"
        startAngle={225}
        endAngle={-45}
        accessibilityLayer={false}
      >
        <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
        <RadialBar
          isAnimationActive={false}
          dataKey="value"
          fill={color}
          background={{ fill: chart.track }}
          cornerRadius={10}
        />
      </RadialBarChart>
    </ChartArea>
  )
}

/** Rings one inside the other, each filled to its percent. */
export function RingsDrawing({ items }: { items: DrawnPart[] }) {
  const chart = useChartTheme()
  return (
    <ChartArea>
      <RadialBarChart
        data={items.map((item) => ({ name: item.name, value: item.value, fill: item.color }))}
        innerRadius="35%"
        outerRadius="100%"
        startAngle={90}
        endAngle={-270}
        barSize={10}
        accessibilityLayer={false}
      >
        <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
        <RadialBar
          isAnimationActive={false}
          dataKey="value"
          background={{ fill: chart.track }}
          cornerRadius={6}
        />
      </RadialBarChart>
    </ChartArea>
  )
}

/** A donut of the parts' values. */
export function DonutDrawing({ items }: { items: DrawnPart[] }) {
  const chart = useChartTheme()
  return (
    <ChartArea>
      <PieChart accessibilityLayer={false}>
        <Pie
          // The chart is hidden from assistive tech (its figures are in the legend): its sectors must
          // not take a Tab stop either (recharts 3 makes a pie focusable by default).
          rootTabIndex={-1}
          isAnimationActive={false}
          data={items}
          dataKey="value"
          nameKey="name"
          innerRadius="62%"
          outerRadius="92%"
          stroke={chart.track}
        >
          {items.map((item) => (
            <Cell key={item.name} fill={item.color} />
          ))}
        </Pie>
      </PieChart>
    </ChartArea>
  )
}
