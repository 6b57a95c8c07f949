import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'

/** The Cargoloop feature's screens by route-table page. */
export const CARGOLOOP_SCREENS: ScreenMap = {
  'cargoloop-vehicle-list': lazy(() => import('./VehicleListPage')),
  'cargoloop-vehicle-view': lazy(() => import('./VehicleViewPage')),
  'local-transportation-list': lazy(() => import('./LocalTransportationsPage')),
  'container-list': lazy(() => import('./ContainerListPage')),
  'container-view': lazy(() => import('./ContainerViewPage')),
}
