import { useTranslation } from 'react-i18next'
import { ArrowDown, ArrowUp } from 'lucide-react'
import styled from 'styled-components'
import { chartRows, percentChange, shares, total, type AnalyticsCardId } from '../../../../domain/apps/cards'
import { useNumberFormatters } from '../../../i18n/format-number'
import { CardFrame, type CardSpan } from './CardFrame'
import {
  Change,
  Dot,
  Figure,
  Figures,
  Headline,
  Legend,
  Num,
  RoundChart,
  cardsPort,
  monthLabels,
  usePeriodChoices,
} from './card-parts'
import { ChartBox, ChartFigure } from '../../../kit/charts/ChartFigure'
import { useChartTheme } from '../../../kit/charts/chart-theme'
import { shownOnDemand } from '../../../kit/shown-on-demand'
import { useCardData } from './use-card-data'

/**
 * The analytics cards' drawings (recharts): asked for when a card page mounts (CardsPages.tsx) and by the first
 * drawing shown, so the page paints without recharts and each chart comes into the box kept for it (issue 31).
 */
export const loadAnalyticsDrawings = () => import('./analytics-drawings')
const AvgSessionsDrawing = shownOnDemand(() => loadAnalyticsDrawings().then((m) => m.AvgSessionsDrawing))
const RevenueReportDrawing = shownOnDemand(() => loadAnalyticsDrawings().then((m) => m.RevenueReportDrawing))
const RevenueDrawing = shownOnDemand(() => loadAnalyticsDrawings().then((m) => m.RevenueDrawing))
const RingDrawing = shownOnDemand(() => loadAnalyticsDrawings().then((m) => m.RingDrawing))
const RingsDrawing = shownOnDemand(() => loadAnalyticsDrawings().then((m) => m.RingsDrawing))
const DonutDrawing = shownOnDemand(() => loadAnalyticsDrawings().then((m) => m.DonutDrawing))

interface CardProps {
  span?: CardSpan
}

const useAnalytics = <K extends AnalyticsCardId>(card: K) =>
  useCardData((choice) => cardsPort().analytics(card, choice))

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
  gap: 1rem;
  align-items: center;
  @media (max-width: 575px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Muted = styled.span`
  color: ${({ theme }) => theme.skin.text};
`

/** A ring filled to `percent`, its figure and label in the middle (at once; the ring's drawing on demand). */
function Ring({
  percent,
  label,
  color,
  height = 200,
}: {
  percent: number
  label: string
  color: string
  height?: number
}) {
  const format = useNumberFormatters()
  return (
    <RoundChart $height={height}>
      <ChartBox height={height} initialWidth={200}>
        <RingDrawing percent={percent} color={color} />
      </ChartBox>
      <p>
        <strong>
          <Num>{format.percent(percent, { digits: 0 })}</Num>
        </strong>
        <span>{label}</span>
      </p>
    </RoundChart>
  )
}

export function SupportTrackerCard({ span = 'half' }: CardProps) {
  const { t } = useTranslation('dashboards')
  const format = useNumberFormatters()
  const chart = useChartTheme()
  return (
    <CardFrame
      title={t('cards.supportTracker')}
      span={span}
      state={useAnalytics('support-tracker')}
      choices={usePeriodChoices()}
    >
      {(data) => (
        <>
          <Split>
            <Headline>
              <strong>
                <Num>{format.number(data.totalTicket)}</Num>
              </strong>
              <Muted>{t('tickets')}</Muted>
            </Headline>
            <Ring
              percent={data.completedPercent}
              label={t('completedTickets')}
              color={chart.colors.primary.main}
            />
          </Split>
          <Figures>
            <Figure label={t('newTickets')} value={format.number(data.newTicket)} />
            <Figure label={t('openTickets')} value={format.number(data.openTicket)} />
            <Figure label={t('responseTime')} value={format.unit(data.responseTime, 'day')} />
          </Figures>
        </>
      )}
    </CardFrame>
  )
}

const Progress = styled.span<{ $percent: number; $color: string }>`
  display: block;
  height: 6px;
  margin-top: 0.4rem;
  border-radius: 3px;
  background: ${({ theme }) => theme.skin.border};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $percent }) => Math.min(100, Math.max(0, $percent))}%;
    border-radius: 3px;
    background: ${({ $color }) => $color};
  }
`

export function AvgSessionsCard({ span = 'half' }: CardProps) {
  const { t } = useTranslation('dashboards')
  const format = useNumberFormatters()
  const chart = useChartTheme()
  const periods = usePeriodChoices()
  return (
    <CardFrame
      title={t('cards.avgSessions')}
      span={span}
      state={useAnalytics('avg-sessions')}
      choices={periods}
    >
      {(data) => {
        const rows = chartRows(data.series)
        return (
          <>
            <Split>
              <div>
                <Headline>
                  <strong>
                    <Num>{format.number(data.sessions)}</Num>
                  </strong>
                </Headline>
                <Muted>{t('avgSessions')}</Muted>
                <p style={{ margin: '0.5rem 0 0' }}>
                  <Change $up={data.growthPercent >= 0}>
                    <Num>{format.percent(data.growthPercent, { signed: true })}</Num>
                  </Change>{' '}
                  <Muted>{t('vsPrevious')}</Muted>
                </p>
              </div>
              <ChartFigure
                caption={t('tableCaption', { title: t('cards.avgSessions') })}
                rows={rows}
                columns={data.series.map((s) => ({ key: s.name, label: s.name }))}
                format={format.number}
                labelHeader={t('point')}
                height={140}
                initialWidth={240}
              >
                <AvgSessionsDrawing rows={rows} line={data.series[0]} />
              </ChartFigure>
            </Split>
            <Figures $columns={2}>
              <Figure label={t('goal')} value={format.dollars(data.goal)} />
              <Figure label={t('users')} value={format.number(data.users)} />
              <div>
                <dt>{t('retention')}</dt>
                <dd>
                  <Num>{format.percent(data.retention, { digits: 0 })}</Num>
                  <Progress $percent={data.retention} $color={chart.colors.danger.main} aria-hidden="true" />
                </dd>
              </div>
              <Figure label={t('duration')} value={format.unit(data.duration, 'year')} />
            </Figures>
          </>
        )
      }}
    </CardFrame>
  )
}

const ReportLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 1.5rem;
  align-items: center;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Keys = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  list-style: none;
  margin: 0 0 0.5rem;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
`

export function RevenueReportCard({ span = 'twoThirds' }: CardProps) {
  const { t, i18n } = useTranslation('dashboards')
  const format = useNumberFormatters()
  const chart = useChartTheme()
  const colors = chart.series.slice(0, 2)
  return (
    <CardFrame
      title={t('cards.revenueReport')}
      span={span}
      state={useAnalytics('revenue-report')}
      choices={(data) => ({ label: t('year'), options: data.years })}
    >
      {(data) => {
        const labels = monthLabels(i18n.language, Math.max(0, ...data.series.map((s) => s.data.length)))
        const rows = chartRows(data.series, labels)
        const seriesLabel = (name: string) => t(`series.${name}`, { defaultValue: name })
        return (
          <ReportLayout>
            <div>
              <Keys aria-hidden="true">
                {data.series.map((line, i) => (
                  <li key={line.name}>
                    <Dot $color={colors[i % colors.length]!} />
                    {seriesLabel(line.name)}
                  </li>
                ))}
              </Keys>
              <ChartFigure
                caption={t('tableCaption', { title: t('cards.revenueReport') })}
                rows={rows}
                columns={data.series.map((s) => ({ key: s.name, label: seriesLabel(s.name) }))}
                format={format.number}
                labelHeader={t('month')}
                height={240}
              >
                <RevenueReportDrawing
                  rows={rows}
                  lines={data.series.map((line, i) => ({
                    name: line.name,
                    label: seriesLabel(line.name),
                    color: colors[i % colors.length]!,
                  }))}
                />
              </ChartFigure>
            </div>
            <div>
              <Headline>
                <strong>
                  <Num>{format.dollars(data.price)}</Num>
                </strong>
              </Headline>
              <p style={{ margin: '0.25rem 0 1rem' }}>
                {t('budget')}:{' '}
                <span style={{ fontWeight: 600 }}>
                  <Num>{format.dollars(data.budget)}</Num>
                </span>
              </p>
            </div>
          </ReportLayout>
        )
      }}
    </CardFrame>
  )
}

export function GoalOverviewCard({ span = 'third' }: CardProps) {
  const { t } = useTranslation('dashboards')
  const format = useNumberFormatters()
  const chart = useChartTheme()
  return (
    <CardFrame title={t('cards.goalOverview')} span={span} state={useAnalytics('goal-overview')}>
      {(data) => (
        <>
          <Ring
            percent={data.percent}
            label={t('goalReached')}
            color={chart.colors.success.main}
            height={220}
          />
          <Figures $columns={2}>
            <Figure label={t('completed')} value={format.number(data.completed)} />
            <Figure label={t('inProgress')} value={format.number(data.inProgress)} />
          </Figures>
        </>
      )}
    </CardFrame>
  )
}

export function RevenueCard({ span = 'twoThirds' }: CardProps) {
  const { t } = useTranslation('dashboards')
  const format = useNumberFormatters()
  return (
    <CardFrame
      title={t('cards.revenue')}
      span={span}
      state={useAnalytics('revenue')}
      choices={usePeriodChoices()}
    >
      {(data) => {
        const rows = chartRows(data.series)
        const change = percentChange(data.thisMonth, data.lastMonth)
        const seriesLabel = (name: string) => t(`series.${name}`, { defaultValue: name })
        return (
          <>
            <Figures $columns={3}>
              <Figure label={t('thisMonth')} value={format.dollars(data.thisMonth)} />
              <Figure label={t('lastMonth')} value={format.dollars(data.lastMonth)} />
              <div>
                <dt>{t('change')}</dt>
                <dd>
                  <Change $up={change >= 0}>
                    <Num>{format.percent(change, { signed: true })}</Num>
                  </Change>
                </dd>
              </div>
            </Figures>
            <ChartFigure
              caption={t('tableCaption', { title: t('cards.revenue') })}
              rows={rows}
              columns={data.series.map((s) => ({ key: s.name, label: seriesLabel(s.name) }))}
              format={format.dollars}
              labelHeader={t('point')}
              height={240}
            >
              <RevenueDrawing
                rows={rows}
                lines={data.series.map((line) => ({ name: line.name, label: seriesLabel(line.name) }))}
              />
            </ChartFigure>
          </>
        )
      }}
    </CardFrame>
  )
}

/**
 * A round chart (rings or a donut) beside a legend that carries every figure in text: the legend and the figure
 * in the middle at once, the drawing on demand.
 */
function RoundWithLegend({
  items,
  centre,
  kind,
}: {
  items: { name: string; value: number; color: string; text: string; extra?: React.ReactNode }[]
  centre?: { figure: string; label: string }
  kind: 'rings' | 'donut'
}) {
  const height = 200
  return (
    <>
      <RoundChart $height={height}>
        <ChartBox height={height} initialWidth={200}>
          {kind === 'rings' ? <RingsDrawing items={items} /> : <DonutDrawing items={items} />}
        </ChartBox>
        {centre && (
          <p>
            <strong>{centre.figure}</strong>
            <span>{centre.label}</span>
          </p>
        )}
      </RoundChart>
      <Legend>
        {items.map((item) => (
          <li key={item.name}>
            <Dot $color={item.color} aria-hidden="true" />
            <span className="name">{item.name}</span>
            <span className="value">
              <Num>{item.text}</Num>
            </span>
            {item.extra}
          </li>
        ))}
      </Legend>
    </>
  )
}

export function ProductOrdersCard({ span = 'third' }: CardProps) {
  const { t } = useTranslation('dashboards')
  const format = useNumberFormatters()
  const chart = useChartTheme()
  return (
    <CardFrame
      title={t('cards.productOrders')}
      span={span}
      state={useAnalytics('product-orders')}
      choices={usePeriodChoices()}
    >
      {(data) => {
        const counts = [data.finished, data.pending, data.rejected]
        const percents = shares(counts)
        const colors = chart.series.slice(0, 3)
        const names = [t('finished'), t('pending'), t('rejected')]
        return (
          <RoundWithLegend
            kind="rings"
            centre={{ figure: format.number(total(counts)), label: t('totalOrders') }}
            items={counts.map((count, i) => ({
              name: names[i]!,
              value: percents[i]!,
              color: colors[i]!,
              text: `${format.number(count)} (${format.percent(percents[i]!)})`,
            }))}
          />
        )
      }}
    </CardFrame>
  )
}

const UpDown = styled.span<{ $up: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.15rem;
  min-width: 4.5rem;
  justify-content: flex-end;
  color: ${({ theme, $up }) => ($up ? theme.colors.success.text : theme.colors.danger.text)};
`

export function SessionsDeviceCard({ span = 'third' }: CardProps) {
  const { t } = useTranslation('dashboards')
  const format = useNumberFormatters()
  const chart = useChartTheme()
  const colors = chart.series
  return (
    <CardFrame
      title={t('cards.sessionsDevice')}
      span={span}
      state={useAnalytics('sessions-device')}
      choices={usePeriodChoices()}
    >
      {(data) => (
        <RoundWithLegend
          kind="donut"
          items={data.devices.map((device, i) => ({
            name: t(`devices.${device.name}`, { defaultValue: device.name }),
            value: device.usage,
            color: colors[i % colors.length]!,
            text: format.percent(device.usage),
            extra: (
              <UpDown $up={device.upDown >= 0}>
                {device.upDown >= 0 ? (
                  <ArrowUp size={14} aria-hidden="true" />
                ) : (
                  <ArrowDown size={14} aria-hidden="true" />
                )}
                <span className="visually-hidden">{t(device.upDown >= 0 ? 'up' : 'down')}</span>
                <Num>{format.number(Math.abs(device.upDown), 1)}</Num>
              </UpDown>
            ),
          }))}
        />
      )}
    </CardFrame>
  )
}

export function CustomersCard({ span = 'third' }: CardProps) {
  const { t } = useTranslation('dashboards')
  const format = useNumberFormatters()
  const chart = useChartTheme()
  const colors = chart.series
  return (
    <CardFrame
      title={t('cards.customers')}
      span={span}
      state={useAnalytics('customers')}
      choices={usePeriodChoices()}
    >
      {(data) => {
        const percents = shares(data.segments.map((segment) => segment.value))
        return (
          <RoundWithLegend
            kind="donut"
            centre={{
              figure: format.number(total(data.segments.map((s) => s.value))),
              label: t('customersTotal'),
            }}
            items={data.segments.map((segment, i) => ({
              name: t(`segments.${segment.name}`, { defaultValue: segment.name }),
              value: segment.value,
              color: colors[i % colors.length]!,
              text: `${format.number(segment.value)} (${format.percent(percents[i]!)})`,
            }))}
          />
        )
      }}
    </CardFrame>
  )
}
