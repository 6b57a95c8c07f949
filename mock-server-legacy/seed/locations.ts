import type { City, Country, State, Terminal } from '../../src/domain/locations'
import type { SeedContext } from './context'
import { AUCTION_LOCATIONS, COUNTRIES, DISCHARGE_PORTS, TERMINALS, US_STATES } from './lists'

/** Lower-case city code: the first three letters, made unique within its state. */
function cityCode(displayName: string, taken: Set<string>): string {
  const letters = displayName.toLowerCase().replace(/[^a-z]/g, '')
  let code = letters.slice(0, 3)
  for (let i = 3; taken.has(code); i++) code = letters.slice(0, 2) + (letters[i] ?? String(i))
  taken.add(code)
  return code
}

export function cityName(countryCode: string, stateCode: string, code: string): string {
  return stateCode ? `cities/${countryCode}-${stateCode}-${code}` : `cities/${countryCode}-${code}`
}

/** Countries, US states, cities (auction yards, terminals, destination cities) and terminals. */
export function seedLocations(ctx: SeedContext): void {
  const { db } = ctx
  for (const { code, name } of COUNTRIES) {
    db.countries.put({ name: `countries/${code}`, code, displayName: name } satisfies Country)
  }
  for (const { code, name } of US_STATES) {
    db.states.put({ name: `states/us-${code}`, code, displayName: name, countryCode: 'us' } satisfies State)
  }
  const codes = new Map<string, Set<string>>()
  const byDisplay = new Map<string, City>()
  const addCity = (countryCode: string, stateCode: string, displayName: string): City => {
    const key = `${countryCode}-${stateCode}-${displayName}`
    const known = byDisplay.get(key)
    if (known) return known
    const taken = codes.get(`${countryCode}-${stateCode}`) ?? new Set<string>()
    codes.set(`${countryCode}-${stateCode}`, taken)
    const code = cityCode(displayName, taken)
    const city: City = {
      name: cityName(countryCode, stateCode, code),
      code,
      displayName,
      countryCode,
      stateCode,
    }
    byDisplay.set(key, city)
    return db.cities.put(city)
  }
  for (const yard of AUCTION_LOCATIONS) addCity('us', yard.state, yard.city)
  for (const terminal of TERMINALS) {
    const city = addCity('us', terminal.state, terminal.city)
    db.terminals.put({
      name: `terminals/${terminal.id}`,
      id: terminal.id,
      displayName: `${terminal.city}, ${terminal.state.toUpperCase()}`,
      cityName: city.name,
      stateName: `states/us-${terminal.state}`,
      countryName: 'countries/us',
    } satisfies Terminal)
  }
  db.terminals.nextId = TERMINALS.length + 1
  for (const port of DISCHARGE_PORTS) addCity(port.country, '', port.delivery.split(',')[0] as string)
}
