import type {
  City as ProtoCity,
  Country as ProtoCountry,
  State as ProtoState,
} from '../../../gen/cargo/services/locations_pb'
import type { Terminal as ProtoTerminal } from '../../../gen/cargo/services/terminals_pb'
import type { City, Country, State, Terminal } from '../../../domain/locations'
import { idFromProto } from '../codecs'

/** Location family: countries, states, cities and terminals. Updates send only displayName (see adapters). */
export const countryFromProto = (country: ProtoCountry): Country => ({
  name: country.name,
  code: country.code,
  displayName: country.displayName,
})

export const stateFromProto = (state: ProtoState): State => ({
  name: state.name,
  code: state.code,
  displayName: state.displayName,
  countryCode: state.countryCode,
})

export const cityFromProto = (city: ProtoCity): City => ({
  name: city.name,
  code: city.code,
  displayName: city.displayName,
  countryCode: city.countryCode,
  stateCode: city.stateCode,
})

export const terminalFromProto = (terminal: ProtoTerminal): Terminal => ({
  name: terminal.name,
  id: idFromProto(terminal.id),
  displayName: terminal.displayName,
  cityName: terminal.cityName,
  stateName: terminal.stateName,
  countryName: terminal.countryName,
})
