import type { FilterValues, LocalListRules } from '../../../domain/lists'
import type { LocalTransportation } from '../../../domain/partner'

/** How the partner's prices are searched and sorted in the browser (the call answers the whole list). */
export const LOCAL_TRANSPORTATION_RULES: LocalListRules<LocalTransportation> = {
  searchTexts: (row) => [
    row.auctionLocationDisplayName,
    row.auctionDisplayName,
    row.cityDisplayName,
    row.stateDisplayName,
    row.zip,
    row.terminalDisplayName,
  ],
  sortKey: (row, column) => {
    switch (column) {
      case 'price':
        return row.price?.value ?? null
      case 'isPreferable':
        return row.isPreferable
      case 'auctionLocationDisplayName':
      case 'auctionDisplayName':
      case 'cityDisplayName':
      case 'stateDisplayName':
      case 'zip':
      case 'terminalDisplayName':
        return row[column]
      default:
        return null
    }
  },
}

/** The browser-side filters: a state and preferable prices only. */
export function matchesLocalTransportationFilters(row: LocalTransportation, filters: FilterValues): boolean {
  if (filters.state && row.stateDisplayName !== filters.state) return false
  if (filters.preferableOnly === 'true' && !row.isPreferable) return false
  return true
}

/** The states the prices name, sorted, for the state filter. */
export const statesOf = (rows: readonly LocalTransportation[]) =>
  [...new Set(rows.map((row) => row.stateDisplayName).filter(Boolean))].sort((a, b) => a.localeCompare(b))
