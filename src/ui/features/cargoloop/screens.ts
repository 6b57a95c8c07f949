import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'

/** The Cargoloop feature's screens by route-table page. */
export const CARGOLOOP_SCREENS: ScreenMap = {
  'cargoloop-vehicle-list': lazyScreen(() => import('./VehicleListPage'), ['cargoloop']),
  'cargoloop-vehicle-view': lazyScreen(() => import('./VehicleViewPage'), ['cargoloop']),
  'local-transportation-list': lazyScreen(() => import('./LocalTransportationsPage'), ['cargoloop']),
  'container-list': lazyScreen(() => import('./ContainerListPage'), ['cargoloop']),
  'container-view': lazyScreen(() => import('./ContainerViewPage'), ['cargoloop']),
}
