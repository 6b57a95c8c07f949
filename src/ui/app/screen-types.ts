import type { ComponentType, LazyExoticComponent } from 'react'

/** What every screen receives: the route's params (`/orders/:id/view` → `{ id }`). */
export interface ScreenProps {
  params: Record<string, string>
}

export type Screen = LazyExoticComponent<ComponentType<ScreenProps>>

/** Screens by the `page` of the domain route table; each feature exports one from its `screens.ts`. */
export type ScreenMap = Record<string, Screen>
