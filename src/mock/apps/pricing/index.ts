import { defineMockApp } from '../../mock-app'
import { createPricing } from './data'
import type { PricingData } from './data'
import { pricingRoutes } from './handlers'

export const pricingApp = defineMockApp<PricingData>({
  name: 'pricing',
  createState: createPricing,
  routes: pricingRoutes,
})
