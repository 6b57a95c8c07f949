import { useHeadStart } from '../../../kit/shown-on-demand'
import { useTranslation } from 'react-i18next'
import type { StatisticsCardId } from '../../../../domain/apps/cards'
import {
  AvgSessionsCard,
  CustomersCard,
  GoalOverviewCard,
  ProductOrdersCard,
  RevenueCard,
  RevenueReportCard,
  SessionsDeviceCard,
  SupportTrackerCard,
  loadAnalyticsDrawings,
} from './AnalyticsCards'
import { CardGrid, type CardSpan } from './CardFrame'
import { StatisticsCardView, loadStatisticsDrawings } from './StatisticsCards'

/**
 * The four pages built from the cards: each route's page module imports this one, so the cards load in a chunk
 * shared by these routes only. Their drawings (recharts) are not in it: a page asks for them as it mounts, while
 * its cards ask for their data, and each card draws its chart once both have come (issue 31).
 */
function Page({ title, children }: { title: string; children: React.ReactNode }) {
  useHeadStart(loadAnalyticsDrawings, loadStatisticsDrawings)
  return (
    <>
      <h1 className="visually-hidden">{title}</h1>
      <CardGrid>{children}</CardGrid>
    </>
  )
}

const stats = (cards: [StatisticsCardId, CardSpan][]) =>
  cards.map(([card, span]) => <StatisticsCardView key={card} card={card} span={span} />)

/** /cards/statistics: every statistics card. */
export function StatisticsCardsPage() {
  const { t } = useTranslation('dashboards')
  return (
    <Page title={t('pages.cardsStatistics')}>
      {stats([
        ['orders-bar-chart', 'quarter'],
        ['profit-line-chart', 'quarter'],
        ['subscribers', 'quarter'],
        ['revenue', 'quarter'],
        ['sales', 'third'],
        ['orders', 'third'],
        ['site-traffic', 'third'],
        ['active-users', 'half'],
        ['newsletter', 'half'],
      ])}
    </Page>
  )
}

/** /cards/analytics: every analytics card. */
export function AnalyticsCardsPage() {
  const { t } = useTranslation('dashboards')
  return (
    <Page title={t('pages.cardsAnalytics')}>
      <AvgSessionsCard span="half" />
      <SupportTrackerCard span="half" />
      <RevenueReportCard span="twoThirds" />
      <GoalOverviewCard span="third" />
      <ProductOrdersCard span="third" />
      <SessionsDeviceCard span="third" />
      <CustomersCard span="third" />
      <RevenueCard span="full" />
    </Page>
  )
}

/** /dashboard/analytics: Vuexy's analytics dashboard (statistics on top, sessions and support, audience). */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation('dashboards')
  return (
    <Page title={t('pages.dashboardAnalytics')}>
      {stats([
        ['subscribers', 'quarter'],
        ['orders', 'quarter'],
        ['site-traffic', 'quarter'],
        ['active-users', 'quarter'],
      ])}
      <AvgSessionsCard span="half" />
      <SupportTrackerCard span="half" />
      <SessionsDeviceCard span="third" />
      <CustomersCard span="third" />
      <ProductOrdersCard span="third" />
    </Page>
  )
}

/** /dashboard/ecommerce: Vuexy's e-commerce dashboard (orders and profit, revenue report, goal, revenue). */
export function EcommerceDashboardPage() {
  const { t } = useTranslation('dashboards')
  return (
    <Page title={t('pages.dashboardEcommerce')}>
      {stats([
        ['orders-bar-chart', 'quarter'],
        ['profit-line-chart', 'quarter'],
        ['revenue', 'quarter'],
        ['sales', 'quarter'],
      ])}
      <RevenueReportCard span="twoThirds" />
      <GoalOverviewCard span="third" />
      <RevenueCard span="twoThirds" />
      <StatisticsCardView card="newsletter" span="third" />
    </Page>
  )
}
