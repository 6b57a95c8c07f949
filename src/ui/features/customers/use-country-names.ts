import { useCallback } from 'react'
import type { Country } from '../../../domain/locations'
import { PORTS } from '../../../ports/tokens'
import { useLoad } from '../../kit/use-load'
import { resolvePort } from '../../runtime/use-port'
import { idOf } from '../../../domain/names'

const NO_COUNTRIES: readonly Country[] = []
const listCountries = () => resolvePort(PORTS.locations).listCountries()

/**
 * The countries (for the country select) and the display name of a country's resource name. Until the list
 * has loaded, or when it cannot be read, a country shows its code.
 */
export function useCountries() {
  const countries = useLoad<readonly Country[]>(listCountries, 'countries', NO_COUNTRIES).value
  const countryLabel = useCallback(
    (name: string) => (name ? (countries.find((c) => c.name === name)?.displayName ?? idOf(name)) : ''),
    [countries],
  )
  return { countries, countryLabel }
}
