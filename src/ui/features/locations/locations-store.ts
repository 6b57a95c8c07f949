import type { City, Country, LocationUpdate, State, Terminal } from '../../../domain/locations'
import type { LocationsPort } from '../../../ports/locations-port'
import type { TerminalsPort } from '../../../ports/terminals-port'
import { createListStore } from '../shared/list-store'

/** Locations screens: whole lists; only display names are updated (then the list reloads). */
export function createLocationsStores(locations: LocationsPort, terminals: TerminalsPort) {
  return {
    countries: createListStore<'items', Country, void, never, LocationUpdate>({
      itemsKey: 'items',
      list: () => locations.listCountries(),
      update: (name, update) => locations.updateCountry(name, update),
    }),
    states: createListStore<'items', State, string | undefined, never, LocationUpdate>({
      itemsKey: 'items',
      list: (countryCode) => locations.listStates(countryCode),
      update: (name, update) => locations.updateState(name, update),
    }),
    cities: createListStore<
      'items',
      City,
      { countryCode?: string; stateCode?: string } | undefined,
      never,
      LocationUpdate
    >({
      itemsKey: 'items',
      list: (filter) => locations.listCities(filter),
      update: (name, update) => locations.updateCity(name, update),
    }),
    terminals: createListStore<'items', Terminal, void>({
      itemsKey: 'items',
      list: () => terminals.listTerminals(),
    }),
  }
}
