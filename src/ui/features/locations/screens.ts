import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'

const page = (name: 'CountriesPage' | 'StatesPage' | 'CitiesPage' | 'TerminalsPage') =>
  lazyScreen(() => import('./LocationsPage').then((pages) => ({ default: pages[name] })), ['locations'])

/** The locations feature's screens by route-table page: one screen for the four lists. */
export const LOCATION_SCREENS: ScreenMap = {
  'country-list': page('CountriesPage'),
  'state-list': page('StatesPage'),
  'city-list': page('CitiesPage'),
  'terminal-list': page('TerminalsPage'),
}
