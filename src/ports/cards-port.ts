import type { AnalyticsCardId, AnalyticsCards, StatisticsCard, StatisticsCardId } from '../domain/apps/cards'

/**
 * The analytics and statistics cards (template-apps §7): `GET /card/card-analytics/<card>` and
 * `GET /card/card-statistics/<card>`. `choice` is a period (one of the card's `periods`) or, for the revenue
 * report, a year (one of its `years`); without it the server answers its first choice.
 */
export interface CardsPort {
  analytics<K extends AnalyticsCardId>(card: K, choice?: string): Promise<AnalyticsCards[K]>
  statistics(card: StatisticsCardId, period?: string): Promise<StatisticsCard>
}
