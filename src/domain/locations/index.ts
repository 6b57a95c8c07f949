export type { Country, State, City, Terminal, LocationUpdate } from './location'
export {
  type LocationLists,
  withTerminalPlaceNames,
  withStatePlaceNames,
  withCityPlaceNames,
} from './display-names'
