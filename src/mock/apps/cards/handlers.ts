import type { Server } from 'miragejs'
import { ANALYTICS_CARDS, STATISTICS_CARDS } from './data'
import type { AnalyticsCard, StatisticsCard } from './data'

export interface CardsState {
  analytics: Record<AnalyticsCard, object>
  statistics: Record<StatisticsCard, object>
}

/** GET /card/card-analytics/<card> and /card/card-statistics/<card>, one route per card. */
export function cardsRoutes(server: Server, state: CardsState): void {
  for (const card of ANALYTICS_CARDS) server.get(`/card/card-analytics/${card}`, () => state.analytics[card])
  for (const card of STATISTICS_CARDS)
    server.get(`/card/card-statistics/${card}`, () => state.statistics[card])
}
