import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'
import { prefetchList } from '../../kit/list/list-route'
import { prefetchRecord } from '../../kit/detail/record-route'
import {
  CONTAINER_RECORD,
  CONTAINERS_LIST,
  VEHICLE_RECORD,
  vehicleViewOf,
  vehiclesListRoute,
} from './cargoloop-routes'

/** The Cargoloop feature's screens by route-table page. */
export const CARGOLOOP_SCREENS: ScreenMap = {
  'cargoloop-vehicle-list': lazyScreen(() => import('./VehicleListPage'), ['cargoloop'], {
    data: ({ path, search }) => prefetchList(vehiclesListRoute(vehicleViewOf(path)), search),
  }),
  'cargoloop-vehicle-view': lazyScreen(() => import('./VehicleViewPage'), ['cargoloop'], {
    data: ({ params }) => prefetchRecord(VEHICLE_RECORD, params),
  }),
  'local-transportation-list': lazyScreen(() => import('./LocalTransportationsPage'), ['cargoloop']),
  'container-list': lazyScreen(() => import('./ContainerListPage'), ['cargoloop'], {
    data: ({ search }) => prefetchList(CONTAINERS_LIST, search),
  }),
  'container-view': lazyScreen(() => import('./ContainerViewPage'), ['cargoloop'], {
    data: ({ params }) => prefetchRecord(CONTAINER_RECORD, params),
  }),
}
