import { defineMockApp } from '../../mock-app'
import { createAnalyticsCards, createStatisticsCards } from './data'
import { cardsRoutes } from './handlers'
import type { CardsState } from './handlers'

export const cardsApp = defineMockApp<CardsState>({
  name: 'cards',
  createState: () => ({ analytics: createAnalyticsCards(), statistics: createStatisticsCards() }),
  routes: cardsRoutes,
})
