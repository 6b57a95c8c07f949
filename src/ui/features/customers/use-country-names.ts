import { useCallback, useEffect, useState } from 'react'
import type { Country } from '../../../domain/locations'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { idOf } from '../../../domain/names'

/**
 * The countries (for the country select) and the display name of a country's resource name. Until the list
 * has loaded, or when it cannot be read, a country shows its code.
 */
export function useCountries() {
  const [countries, setCountries] = useState<readonly Country[]>([])
  useEffect(() => {
    let live = true
    resolvePort(PORTS.locations)
      .listCountries()
      .then(
        (list) => live && setCountries(list),
        () => undefined,
      )
    return () => {
      live = false
    }
  }, [])
  const countryLabel = useCallback(
    (name: string) => (name ? (countries.find((c) => c.name === name)?.displayName ?? idOf(name)) : ''),
    [countries],
  )
  return { countries, countryLabel }
}
