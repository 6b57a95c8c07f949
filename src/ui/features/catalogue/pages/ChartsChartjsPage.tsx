import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Bar, BarChart, Cell, Legend, Pie, PieChart } from 'recharts'
import { useNumberFormatters } from '../../../i18n/format-number'
import { ChartArea, cartesianParts } from '../../../kit/charts/chart-kit'
import { ChartFigure } from '../../../kit/charts/ChartFigure'
import { useChartTheme } from '../../../kit/charts/chart-theme'
import { CataloguePage, CatalogueSection } from '../catalogue-parts'
import { BY_PORT, ChartsNote, useChartFigureProps, useMonthlyRows } from './chart-parts'

const Key = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  span[aria-hidden] {
    width: 0.8rem;
    height: 0.8rem;
    border-radius: 50%;
  }
`

const BAR_CODE = `
<BarChart data={rows} accessibilityLayer={false}>
  {cartesianParts(chart, { tick: format.compact, tooltip })}
  <Bar dataKey={cars} fill={chart.series[0]} radius={[4, 4, 0, 0]} isAnimationActive={false} />
</BarChart>
`
const PIE_CODE = `
// The drawing is hidden from assistive tech; its figures are in the legend below it.
<PieChart accessibilityLayer={false}>
  <Pie data={slices} dataKey="value" nameKey="name" innerRadius="60%" rootTabIndex={-1} isAnimationActive={false}>
    {slices.map((s, i) => <Cell key={s.name} fill={chart.series[i]} />)}
  </Pie>
</PieChart>
`

/** /charts/chartjs: the bar and doughnut charts of the template's Chart.js page, drawn with recharts. */
export default function ChartsChartjsPage() {
  const { t } = useTranslation('catalogue')
  const numbers = useNumberFormatters()
  const chart = useChartTheme()
  const rows = useMonthlyRows()
  const cars = t('charts.series.cars')
  const containers = t('charts.series.containers')
  const props = useChartFigureProps()
  const slices = BY_PORT.map((row, i) => ({
    name: t(`tables.ports.${row.port}`),
    value: row.cars,
    color: chart.series[i % chart.series.length]!,
  }))
  return (
    <CataloguePage title={t('charts.chartjs.title')} intro={t('charts.chartjs.intro')}>
      <ChartsNote page="chartjs" />
      <CatalogueSection
        id="bar"
        title={t('charts.chartjs.bar.title')}
        description={t('charts.chartjs.bar.description')}
        props={props}
        code={BAR_CODE}
      >
        <ChartFigure
          caption={t('charts.chartjs.bar.caption')}
          rows={rows}
          columns={[cars, containers].map((key) => ({ key, label: key }))}
          format={(value) => numbers.number(value)}
          labelHeader={t('charts.month')}
          height={260}
        >
          <ChartArea>
            <BarChart
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
              <Bar
                isAnimationActive={false}
                dataKey={containers}
                fill={chart.series[1]}
                radius={[4, 4, 0, 0]}
              />
            </BarChart>
          </ChartArea>
        </ChartFigure>
      </CatalogueSection>
      <CatalogueSection
        id="doughnut"
        title={t('charts.chartjs.doughnut.title')}
        description={t('charts.chartjs.doughnut.description')}
        code={PIE_CODE}
      >
        <div aria-hidden="true" style={{ width: '100%', maxWidth: 280, height: 220 }}>
          <PieChart width={280} height={220} accessibilityLayer={false}>
            <Pie
              rootTabIndex={-1}
              isAnimationActive={false}
              data={slices}
              dataKey="value"
              nameKey="name"
              innerRadius="58%"
              outerRadius="90%"
              stroke={chart.track}
            >
              {slices.map((slice) => (
                <Cell key={slice.name} fill={slice.color} />
              ))}
            </Pie>
          </PieChart>
        </div>
        <Key aria-label={t('charts.chartjs.doughnut.caption')}>
          {slices.map((slice) => (
            <li key={slice.name}>
              <span aria-hidden="true" style={{ background: slice.color }} />
              {slice.name}: {numbers.number(slice.value)}
            </li>
          ))}
        </Key>
      </CatalogueSection>
    </CataloguePage>
  )
}
