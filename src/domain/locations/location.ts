/** Reference locations (spec §3). Only displayName is editable on each. */
export interface Country {
  name: string
  code: string
  displayName: string
}

export interface State extends Country {
  countryCode: string
}

export interface City extends Country {
  countryCode: string
  stateCode: string
}

/** A terminal (port yard). cityName, stateName and countryName are resource names or codes of the lists. */
export interface Terminal {
  name: string
  id: number
  displayName: string
  cityName: string
  stateName: string
  countryName: string
}

/** The fields a location screen may change. */
export type LocationUpdate = Pick<Country, 'displayName'>
