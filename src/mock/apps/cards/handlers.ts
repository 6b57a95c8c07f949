import type { Server } from 'miragejs'
import { ANALYTICS_CARDS, STATISTICS_CARDS } from './data'
import type { AnalyticsCard, StatisticsCard } from './data'
import { analyticsFor, statisticsFor } from './periods'

export interface CardsState {
  analytics: Record<AnalyticsCard, object>
  statistics: Record<StatisticsCard, object>
}

/**
 * GET /card/card-analytics/<card> and /card/card-statistics/<card>, one route per card. `?period=` (one of
 * `lastDays`) and, for the revenue report, `?year=` (one of `years`) answer that choice's figures.
 */
export function cardsRoutes(server: Server, state: CardsState): void {
  for (const card of ANALYTICS_CARDS)
    server.get(`/card/card-analytics/${card}`, (_schema, request) =>
      analyticsFor(card, state.analytics[card], request.queryParams.period, request.queryParams.year),
    )
  for (const card of STATISTICS_CARDS)
    server.get(`/card/card-statistics/${card}`, (_schema, request) =>
      statisticsFor(state.statistics[card], request.queryParams.period),
    )
}
