import { useCallback, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { DEFAULT_LIST_QUERY, listQueryToSearch, parseListQuery, type ListQuery } from '../../../domain/lists'

/**
 * A list's page, page size, sort and search kept in the URL, so a reload or a shared link shows the same list.
 * Changing anything but the page goes back to page 1.
 */
export function useListQuery(defaults: Partial<ListQuery> = {}) {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const defaultsKey = JSON.stringify(defaults)
  const fullDefaults = useMemo<ListQuery>(
    () => ({ ...DEFAULT_LIST_QUERY, ...(JSON.parse(defaultsKey) as Partial<ListQuery>) }),
    [defaultsKey],
  )
  const query = useMemo(() => parseListQuery(search, fullDefaults), [search, fullDefaults])
  const update = useCallback(
    (change: Partial<ListQuery>) => {
      const next = { ...query, ...change }
      if (!('page' in change)) next.page = 1
      const params = listQueryToSearch(next, fullDefaults)
      navigate(params ? `${location}?${params}` : location, { replace: false })
    },
    [query, location, navigate, fullDefaults],
  )
  return [query, update] as const
}
