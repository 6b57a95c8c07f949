import type { City, Country, State, Terminal } from './location'

export interface LocationLists {
  countries: readonly Country[]
  states: readonly State[]
  cities: readonly City[]
}

/** Finds a location by resource name or code; '' when it is not loaded. */
function displayNameOf(list: readonly Country[], key: string, scope?: (entry: Country) => boolean): string {
  if (!key) return ''
  const found = list.find((entry) => (entry.name === key || entry.code === key) && (!scope || scope(entry)))
  return found?.displayName ?? ''
}

/**
 * Spec §2 Locations: each row gets the display names of its city, state and country by matching against
 * the loaded lists (by resource name or by code; a state code only within its country). Names not found
 * give ''.
 */
export function withTerminalPlaceNames(terminal: Terminal, lists: LocationLists) {
  return {
    ...terminal,
    cityDisplayName: displayNameOf(lists.cities, terminal.cityName),
    stateDisplayName: displayNameOf(lists.states, terminal.stateName),
    countryDisplayName: displayNameOf(lists.countries, terminal.countryName),
  }
}

export function withStatePlaceNames(state: State, lists: Pick<LocationLists, 'countries'>) {
  return { ...state, countryDisplayName: displayNameOf(lists.countries, state.countryCode) }
}

export function withCityPlaceNames(city: City, lists: Pick<LocationLists, 'countries' | 'states'>) {
  return {
    ...city,
    countryDisplayName: displayNameOf(lists.countries, city.countryCode),
    stateDisplayName: displayNameOf(
      lists.states,
      city.stateCode,
      (state) => !city.countryCode || (state as State).countryCode === city.countryCode,
    ),
  }
}
