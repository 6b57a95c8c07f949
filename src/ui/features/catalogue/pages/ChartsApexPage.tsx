import { useTranslation } from 'react-i18next'
import { Area, AreaChart, Legend, Line, LineChart } from 'recharts'
import { useNumberFormatters } from '../../../i18n/format-number'
import { ChartArea, cartesianParts } from '../../../kit/charts/chart-kit'
import { ChartFigure } from '../../../kit/charts/ChartFigure'
import { useChartTheme } from '../../../kit/charts/chart-theme'
import { CataloguePage, CatalogueSection } from '../catalogue-parts'
import { ChartsNote, useChartFigureProps, useMonthlyRows } from './chart-parts'

const AREA_CODE = `
<ChartFigure caption={t('shipped')} rows={rows} columns={columns} format={format.number}
  labelHeader={t('month')} height={260}>
  <ChartArea>
    <AreaChart data={rows} accessibilityLayer={false}>
      {cartesianParts(chart, { tick: format.compact, tooltip: (v, name) => [format.number(v), name] })}
      <Area dataKey={cars} stackId="1" stroke={chart.series[0]} fill={chart.series[0]} isAnimationActive={false} />
    </AreaChart>
  </ChartArea>
</ChartFigure>
`

/** /charts/apex: the area and line charts of the template's Apex page, drawn with recharts. */
export default function ChartsApexPage() {
  const { t } = useTranslation('catalogue')
  const numbers = useNumberFormatters()
  const chart = useChartTheme()
  const rows = useMonthlyRows()
  const cars = t('charts.series.cars')
  const containers = t('charts.series.containers')
  const transit = t('charts.series.transitDays')
  const parts = cartesianParts(chart, {
    tick: numbers.compact,
    tooltip: (value, name) => [numbers.number(value), name],
  })
  const props = useChartFigureProps()
  return (
    <CataloguePage title={t('charts.apex.title')} intro={t('charts.apex.intro')}>
      <ChartsNote page="apex" />
      <CatalogueSection
        id="area"
        title={t('charts.apex.area.title')}
        description={t('charts.apex.area.description')}
        props={props}
        code={AREA_CODE}
      >
        <ChartFigure
          caption={t('charts.apex.area.caption')}
          rows={rows}
          columns={[cars, containers].map((key) => ({ key, label: key }))}
          format={(value) => numbers.number(value)}
          labelHeader={t('charts.month')}
          height={260}
        >
          <ChartArea>
            <AreaChart
              data={rows}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
            >
              {parts}
              <Legend />
              <Area
                isAnimationActive={false}
                dataKey={cars}
                stackId="1"
                type="monotone"
                stroke={chart.series[0]}
                fill={chart.series[0]}
                fillOpacity={0.3}
              />
              <Area
                isAnimationActive={false}
                dataKey={containers}
                stackId="1"
                type="monotone"
                stroke={chart.series[3]}
                fill={chart.series[3]}
                fillOpacity={0.3}
              />
            </AreaChart>
          </ChartArea>
        </ChartFigure>
      </CatalogueSection>
      <CatalogueSection
        id="line"
        title={t('charts.apex.line.title')}
        description={t('charts.apex.line.description')}
        code={AREA_CODE.replace(/AreaChart/g, 'LineChart').replace(/<Area /, '<Line ')}
      >
        <ChartFigure
          caption={t('charts.apex.line.caption')}
          rows={rows}
          columns={[{ key: transit, label: transit }]}
          format={(value) => numbers.unit(value, 'day')}
          labelHeader={t('charts.month')}
          height={240}
        >
          <ChartArea>
            <LineChart
              data={rows}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
            >
              {cartesianParts(chart, {
                tick: (value) => numbers.number(value),
                tooltip: (value, name) => [numbers.unit(value, 'day'), name],
              })}
              <Line
                isAnimationActive={false}
                dataKey={transit}
                type="monotone"
                stroke={chart.series[1]}
                strokeWidth={3}
                dot={{ r: 4, fill: chart.series[1] }}
              />
            </LineChart>
          </ChartArea>
        </ChartFigure>
      </CatalogueSection>
    </CataloguePage>
  )
}
