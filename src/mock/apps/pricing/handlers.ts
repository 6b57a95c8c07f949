import type { Server } from 'miragejs'
import type { PricingData } from './data'

export function pricingRoutes(server: Server, state: PricingData): void {
  server.get('/pricing/data', () => state)
}
