import type { City, Country, LocationUpdate, State } from '../domain/locations'

/** Countries, states and cities: read, and renamed (display name only). */
export interface LocationsPort {
  listCountries(): Promise<Country[]>
  getCountry(name: string): Promise<Country>
  updateCountry(name: string, update: LocationUpdate): Promise<Country>
  /** States of one country (its code), or all. */
  listStates(countryCode?: string): Promise<State[]>
  getState(name: string): Promise<State>
  updateState(name: string, update: LocationUpdate): Promise<State>
  /** Cities of one country and/or state (their codes), or all. */
  listCities(filter?: { countryCode?: string; stateCode?: string }): Promise<City[]>
  getCity(name: string): Promise<City>
  updateCity(name: string, update: LocationUpdate): Promise<City>
}
