import { useTranslation } from 'react-i18next'
import {
  DollarSign,
  Mail,
  Package,
  ShoppingCart,
  TrendingUp,
  Users,
  Activity,
  UserCheck,
  BarChart3,
} from 'lucide-react'
import type { ComponentType } from 'react'
import styled from 'styled-components'
import { chartRows, type StatisticsCardId } from '../../../../domain/apps/cards'
import type { ThemeColor } from '../../../theme/theme'
import { useNumberFormatters } from '../../../i18n/format-number'
import { CardFrame, type CardSpan } from './CardFrame'
import { Num, cardsPort, usePeriodChoices } from './card-parts'
import { ChartFigure } from '../../../kit/charts/ChartFigure'
import { useChartTheme } from '../../../kit/charts/chart-theme'
import { shownOnDemand } from '../../../kit/shown-on-demand'
import { useCardData } from './use-card-data'

/**
 * The statistics cards' drawings (recharts): asked for when a card page mounts (CardsPages.tsx) and by the first
 * drawing shown, so the page paints without recharts and each chart comes into the box kept for it (issue 31).
 */
export const loadStatisticsDrawings = () => import('./statistics-drawings')
const DRAWINGS = {
  bar: shownOnDemand(() => loadStatisticsDrawings().then((m) => m.StatisticsBarDrawing)),
  line: shownOnDemand(() => loadStatisticsDrawings().then((m) => m.StatisticsLineDrawing)),
  area: shownOnDemand(() => loadStatisticsDrawings().then((m) => m.StatisticsAreaDrawing)),
}
type ChartKind = keyof typeof DRAWINGS

/** How each statistics card draws: its chart, colour and icon (Vuexy's statistics cards). */
const LOOKS: Record<
  StatisticsCardId,
  { key: string; chart: ChartKind; color: ThemeColor; icon: ComponentType<{ size?: number }> }
> = {
  'orders-bar-chart': { key: 'ordersBar', chart: 'bar', color: 'warning', icon: BarChart3 },
  'profit-line-chart': { key: 'profitLine', chart: 'line', color: 'info', icon: TrendingUp },
  subscribers: { key: 'subscribers', chart: 'area', color: 'primary', icon: Users },
  revenue: { key: 'revenue', chart: 'area', color: 'success', icon: DollarSign },
  sales: { key: 'sales', chart: 'area', color: 'danger', icon: ShoppingCart },
  orders: { key: 'orders', chart: 'area', color: 'warning', icon: Package },
  'site-traffic': { key: 'siteTraffic', chart: 'line', color: 'primary', icon: Activity },
  'active-users': { key: 'activeUsers', chart: 'area', color: 'success', icon: UserCheck },
  newsletter: { key: 'newsletter', chart: 'area', color: 'warning', icon: Mail },
}

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 0.9rem;
  strong {
    display: block;
    font-size: 1.6rem;
    font-weight: 600;
    line-height: 1.2;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Icon = styled.span<{ $color: ThemeColor }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => theme.colors[$color].light};
  color: ${({ theme, $color }) => theme.colors[$color].text};
`

/** One statistics card: its figure in the chosen period, and the period's chart with its numbers as a table. */
export function StatisticsCardView({ card, span = 'quarter' }: { card: StatisticsCardId; span?: CardSpan }) {
  const { t } = useTranslation('dashboards')
  const format = useNumberFormatters()
  const chart = useChartTheme()
  const look = LOOKS[card]
  const state = useCardData((period) => cardsPort().statistics(card, period))
  const title = t(`statistics.${look.key}`)
  const color = chart.colors[look.color].main
  const Glyph = look.icon
  const Drawing = DRAWINGS[look.chart]
  return (
    <CardFrame title={title} span={span} state={state} choices={usePeriodChoices()}>
      {(data) => {
        const rows = chartRows(data.series)
        const name = data.series[0]?.name ?? ''
        return (
          <>
            <Top>
              <Icon $color={look.color} aria-hidden="true">
                <Glyph size={22} />
              </Icon>
              <p style={{ margin: 0 }}>
                <strong>
                  <Num>{format.figure(data.figure)}</Num>
                </strong>
                <span>{t(`statistics.${look.key}Caption`)}</span>
              </p>
            </Top>
            <ChartFigure
              caption={t('tableCaption', { title })}
              rows={rows}
              columns={data.series.map((s) => ({ key: s.name, label: s.name }))}
              format={format.number}
              labelHeader={t('point')}
              height={100}
              initialWidth={200}
            >
              <Drawing rows={rows} name={name} color={color} fillId={`stat-fill-${card}`} />
            </ChartFigure>
          </>
        )
      }}
    </CardFrame>
  )
}
