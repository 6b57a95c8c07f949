import { defineMockApp } from '../../mock-app'
import type { MockApp } from '../../mock-app'
import { createShopState } from './data'
import type { ShopState } from './data'
import { shopRoutes } from './handlers'
import type { ShopEnvironment } from './handlers'

/** The shop app; tests pass their own random source and clock to pin the cart's random values. */
export const createShopApp = (env: Partial<ShopEnvironment> = {}): MockApp<ShopState> =>
  defineMockApp({
    name: 'shop',
    createState: () => createShopState(),
    routes: (server, state) =>
      shopRoutes(server, state, { random: env.random ?? Math.random, now: env.now ?? (() => new Date()) }),
  })

export const shopApp = createShopApp()
