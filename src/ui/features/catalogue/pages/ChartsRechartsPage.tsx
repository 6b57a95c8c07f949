import { useTranslation } from 'react-i18next'
import { Bar, BarChart, ComposedChart, Legend, Line, XAxis, YAxis } from 'recharts'
import { useNumberFormatters } from '../../../i18n/format-number'
import { ChartArea, cartesianParts } from '../../../kit/charts/chart-kit'
import { ChartFigure } from '../../../kit/charts/ChartFigure'
import { useChartTheme } from '../../../kit/charts/chart-theme'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'
import { BY_PORT, ChartsNote, useMonthlyRows } from './chart-parts'

const COMPOSED_CODE = `
import { ChartFigure } from '../kit/charts/ChartFigure' // no recharts: the table and the drawing's box
import { useChartTheme } from '../kit/charts/chart-theme' // no recharts either
import { ChartArea, cartesianParts } from '../kit/charts/chart-kit' // recharts: in the module that draws
const chart = useChartTheme() // the skin's colours, mirrored axes in RTL

<ChartFigure caption={caption} rows={rows} columns={columns} format={format.number}
  labelHeader={t('month')} height={260}>
  <ChartArea>
    <ComposedChart data={rows} accessibilityLayer={false}>
      {cartesianParts(chart, { tick, tooltip })}
      <Bar dataKey={cars} fill={chart.series[0]} isAnimationActive={false} />
      <Line dataKey={transitDays} stroke={chart.series[2]} isAnimationActive={false} />
    </ComposedChart>
  </ChartArea>
</ChartFigure>
`
const HORIZONTAL_CODE = `
<BarChart data={rows} layout="vertical" accessibilityLayer={false}>
  <XAxis type="number" {...chart.xAxis} />
  <YAxis type="category" dataKey="label" {...chart.yAxis} width={110} />
  <Bar dataKey={cars} fill={chart.series[3]} isAnimationActive={false} />
</BarChart>
`

/** /charts/recharts: the project's chart library itself: a composed chart and a horizontal bar chart. */
export default function ChartsRechartsPage() {
  const { t } = useTranslation('catalogue')
  const numbers = useNumberFormatters()
  const chart = useChartTheme()
  const rows = useMonthlyRows()
  const cars = t('charts.series.cars')
  const transit = t('charts.series.transitDays')
  const portRows = BY_PORT.map((row) => ({ label: t(`tables.ports.${row.port}`), [cars]: row.cars }))
  const props = useProps('charts.themeProps', [
    ['useChartTheme()', '{ series, grid, xAxis, yAxis, tooltip, rtl }'],
    ['cartesianParts(chart, { tick, tooltip })', 'ReactElement[]'],
  ])
  return (
    <CataloguePage title={t('charts.recharts.title')} intro={t('charts.recharts.intro')}>
      <ChartsNote page="recharts" />
      <CatalogueSection
        id="composed"
        title={t('charts.recharts.composed.title')}
        description={t('charts.recharts.composed.description')}
        props={props}
        code={COMPOSED_CODE}
      >
        <ChartFigure
          caption={t('charts.recharts.composed.caption')}
          rows={rows}
          columns={[cars, transit].map((key) => ({ key, label: key }))}
          format={(value) => numbers.number(value)}
          labelHeader={t('charts.month')}
          height={260}
        >
          <ChartArea>
            <ComposedChart
              data={rows}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
            >
              {cartesianParts(chart, {
                tick: numbers.compact,
                tooltip: (value, name) => [numbers.number(value), name],
              })}
              <Legend />
              <Bar isAnimationActive={false} dataKey={cars} fill={chart.series[0]} radius={[4, 4, 0, 0]} />
              <Line
                isAnimationActive={false}
                dataKey={transit}
                type="monotone"
                stroke={chart.series[2]}
                strokeWidth={3}
              />
            </ComposedChart>
          </ChartArea>
        </ChartFigure>
      </CatalogueSection>
      <CatalogueSection
        id="horizontal"
        title={t('charts.recharts.horizontal.title')}
        description={t('charts.recharts.horizontal.description')}
        code={HORIZONTAL_CODE}
      >
        <ChartFigure
          caption={t('charts.recharts.horizontal.caption')}
          rows={portRows}
          columns={[{ key: cars, label: cars }]}
          format={(value) => numbers.number(value)}
          labelHeader={t('charts.port')}
          height={220}
        >
          <ChartArea>
            <BarChart
              data={portRows}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ top: 8, right: 16, left: 8, bottom: 0 }}
            >
              <XAxis type="number" {...chart.xAxis} />
              <YAxis type="category" dataKey="label" {...chart.yAxis} width={110} />
              <Bar isAnimationActive={false} dataKey={cars} fill={chart.series[3]} radius={[0, 4, 4, 0]} />
            </BarChart>
          </ChartArea>
        </ChartFigure>
      </CatalogueSection>
    </CataloguePage>
  )
}
