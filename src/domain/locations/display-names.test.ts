import { describe, expect, it } from 'vitest'
import { withCityPlaceNames, withStatePlaceNames, withTerminalPlaceNames } from './display-names'

const countries = [{ name: 'countries/US', code: 'US', displayName: 'United States' }]
const states = [
  { name: 'states/NJ', code: 'NJ', displayName: 'New Jersey', countryCode: 'US' },
  { name: 'states/GA-XX', code: 'GA', displayName: 'Elsewhere GA', countryCode: 'XX' },
  { name: 'states/GA', code: 'GA', displayName: 'Georgia', countryCode: 'US' },
]
const cities = [
  { name: 'cities/newark', code: 'newark', displayName: 'Newark', countryCode: 'US', stateCode: 'NJ' },
]

describe('location display names', () => {
  it('adds city, state and country names to a terminal', () => {
    const terminal = {
      name: 'terminals/1',
      id: 1,
      displayName: 'NJ yard',
      cityName: 'cities/newark',
      stateName: 'NJ',
      countryName: 'countries/US',
    }
    expect(withTerminalPlaceNames(terminal, { countries, states, cities })).toMatchObject({
      cityDisplayName: 'Newark',
      stateDisplayName: 'New Jersey',
      countryDisplayName: 'United States',
    })
  })
  it('gives empty names when not loaded', () => {
    const terminal = { name: 't', id: 1, displayName: '', cityName: 'x', stateName: '', countryName: 'y' }
    expect(withTerminalPlaceNames(terminal, { countries: [], states: [], cities: [] })).toMatchObject({
      cityDisplayName: '',
      stateDisplayName: '',
      countryDisplayName: '',
    })
  })
  it('adds names to states and cities, matching a state code within its country', () => {
    expect(withStatePlaceNames(states[0]!, { countries }).countryDisplayName).toBe('United States')
    const atlanta = {
      name: 'cities/atl',
      code: 'atl',
      displayName: 'Atlanta',
      countryCode: 'US',
      stateCode: 'GA',
    }
    expect(withCityPlaceNames(atlanta, { countries, states })).toMatchObject({
      countryDisplayName: 'United States',
      stateDisplayName: 'Georgia',
    })
    expect(withCityPlaceNames(cities[0]!, { countries, states }).stateDisplayName).toBe('New Jersey')
  })
})
