import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { toast } from 'sonner'
import {
  withCityPlaceNames,
  withStatePlaceNames,
  withTerminalPlaceNames,
  type City,
  type Country,
  type LocationLists,
  type State,
} from '../../../domain/locations'
import { queryLocally, type FilterValues, type ListQuery } from '../../../domain/lists'
import { PORTS } from '../../../ports/tokens'
import { useCan } from '../../session/use-can'
import { resolvePort } from '../../runtime/use-port'
import type { Column } from '../../kit/list/DataTable'
import { filterFields, type FilterDef } from '../../kit/list/FilterBar'
import { InlineTextEdit } from '../../kit/list/InlineTextEdit'
import { ListView } from '../../kit/list/ListView'
import { useListController } from '../../kit/list/use-list-controller'

export type LocationKind = 'countries' | 'states' | 'cities' | 'terminals'

/** A row of any of the four lists, with the place names the spec adds from the loaded lists. */
interface LocationRow {
  name: string
  code?: string
  displayName: string
  countryCode?: string
  countryName?: string
  countryDisplayName?: string
  stateDisplayName?: string
  cityDisplayName?: string
}

interface LocationQuery extends ListQuery {
  country: string
}

const RESOURCES: Record<LocationKind, string> = {
  countries: 'countries',
  states: 'states',
  cities: 'cities',
  terminals: 'terminals',
}

/** The three place lists every screen resolves names against (spec §2 Locations). */
async function loadLists(): Promise<LocationLists> {
  const port = resolvePort(PORTS.locations)
  const [countries, states, cities] = await Promise.all([
    port.listCountries(),
    port.listStates(),
    port.listCities(),
  ])
  return { countries, states, cities }
}

async function loadRows(kind: LocationKind): Promise<LocationRow[]> {
  const lists = await loadLists()
  switch (kind) {
    case 'countries':
      return [...lists.countries]
    case 'states':
      return lists.states.map((state) => withStatePlaceNames(state, lists))
    case 'cities':
      return lists.cities.map((city) => withCityPlaceNames(city, lists))
    case 'terminals':
      return (await resolvePort(PORTS.terminals).listTerminals()).map((terminal) => ({
        ...withTerminalPlaceNames(terminal, lists),
        countryCode:
          lists.countries.find((c) => c.name === terminal.countryName || c.code === terminal.countryName)
            ?.code ?? '',
      }))
  }
}

function rename(kind: LocationKind, name: string, displayName: string): Promise<Country | State | City> {
  const port = resolvePort(PORTS.locations)
  if (kind === 'countries') return port.updateCountry(name, { displayName })
  if (kind === 'states') return port.updateState(name, { displayName })
  return port.updateCity(name, { displayName })
}

function locationColumns(
  kind: LocationKind,
  t: TFunction,
  onRename: ((row: LocationRow, text: string) => Promise<unknown>) | undefined,
): Column<LocationRow>[] {
  const text = (id: keyof LocationRow & string, header: string): Column<LocationRow> => ({
    id,
    header,
    sortable: true,
    cell: (row) => <bdi>{row[id] ?? ''}</bdi>,
    csv: (row) => row[id] ?? '',
  })
  const name: Column<LocationRow> = {
    id: 'displayName',
    header: t('columns.displayName'),
    sortable: true,
    alwaysShown: true,
    cell: (row) => (
      <InlineTextEdit
        value={row.displayName}
        label={t('columns.displayNameOf', { place: row.displayName })}
        onSave={onRename && ((value) => onRename(row, value))}
      />
    ),
    csv: (row) => row.displayName,
  }
  switch (kind) {
    case 'countries':
      return [name, text('code', t('columns.code'))]
    case 'states':
      return [name, text('code', t('columns.code')), text('countryDisplayName', t('columns.country'))]
    case 'cities':
      return [
        name,
        text('code', t('columns.code')),
        text('stateDisplayName', t('columns.state')),
        text('countryDisplayName', t('columns.country')),
      ]
    case 'terminals':
      return [
        name,
        text('cityDisplayName', t('columns.city')),
        text('stateDisplayName', t('columns.state')),
        text('countryDisplayName', t('columns.country')),
      ]
  }
}

/**
 * `/countries`, `/states`, `/cities`, `/terminals`: whole lists searched, sorted and paged in the browser, each
 * row with its city, state and country names resolved from the loaded lists (spec §2). Countries, states and
 * cities are renamed in place; terminals are read-only (no call changes them).
 */
export function LocationsPage({ kind }: { kind: LocationKind }) {
  const { t } = useTranslation('locations')
  const can = useCan()
  const [countries, setCountries] = useState<readonly Country[]>([])
  useEffect(() => {
    if (kind !== 'countries')
      void resolvePort(PORTS.locations)
        .listCountries()
        .then(setCountries, () => undefined)
  }, [kind])
  const filters = useMemo<FilterDef[]>(
    () =>
      kind === 'countries'
        ? []
        : [
            {
              key: 'country',
              kind: 'select',
              label: t('filters.country'),
              options: countries.map((c) => ({ value: c.code, label: c.displayName })),
            },
          ],
    [kind, t, countries],
  )
  const fields = useMemo(() => filterFields(filters), [filters])
  const toQuery = useCallback(
    (query: ListQuery, values: FilterValues): LocationQuery => ({ ...query, country: values.country ?? '' }),
    [],
  )
  const load = useCallback(
    async (query: LocationQuery) => {
      const rows = await loadRows(kind)
      const inCountry = query.country ? rows.filter((row) => row.countryCode === query.country) : rows
      return queryLocally(inCountry, query, {
        searchTexts: (row) => [
          row.displayName,
          row.code,
          row.cityDisplayName,
          row.stateDisplayName,
          row.countryDisplayName,
        ],
        sortKey: (row, column) => (row as unknown as Record<string, string>)[column],
      })
    },
    [kind],
  )
  const list = useListController({
    id: `locations-${kind}`,
    load,
    toQuery,
    filters: fields,
    defaults: { sortColumn: 'displayName', sort: 'asc' },
    rowId: (row: LocationRow) => row.name,
  })
  const mayRename = kind !== 'terminals' && can('manage', RESOURCES[kind])
  const columns = useMemo(
    () =>
      locationColumns(
        kind,
        t,
        mayRename
          ? async (row, text) => {
              const saved = await rename(kind, row.name, text)
              toast.success(t('done.renamed', { place: saved.displayName }))
              void list.reload()
            }
          : undefined,
      ),
    [kind, t, mayRename, list],
  )
  return (
    <ListView
      list={list}
      title={t(`titles.${kind}`)}
      columns={columns}
      empty={t('empty')}
      filters={filters}
      searchLabel={t('search')}
      rowLabel={(row) => row.displayName}
      exportName={kind}
    />
  )
}

export const CountriesPage = () => <LocationsPage kind="countries" />
export const StatesPage = () => <LocationsPage kind="states" />
export const CitiesPage = () => <LocationsPage kind="cities" />
export const TerminalsPage = () => <LocationsPage kind="terminals" />
