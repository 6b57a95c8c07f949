import '@abraham/reflection'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useMemo } from 'react'
import i18n from 'i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { queryLocally, type ListQuery, type Page } from '../../../domain/lists'
import { usd } from '../../../domain/money'
import { PortError } from '../../../ports/errors'
import { initTestI18n } from '../../../testing/i18n'
import { pressOnDemand } from '../../../testing/press-on-demand'
import { memorySettings, renderScreen } from '../../../testing/render-screen'
import type { Column } from './DataTable'
import type { FilterDef } from './FilterBar'
import { ListView, type ListViewProps } from './ListView'
import { useFormatters } from '../../i18n/format'
import { SEARCH_DEBOUNCE_MS } from './search-debounce'
import { useListController } from './use-list-controller'

interface Vehicle {
  name: string
  id: number
  make: string
  vin: string
}

const makes = ['Audi', 'BMW', 'Citroen', 'Dacia', 'Fiat']
/** 23 vehicles: three pages of 10. */
const vehicles: Vehicle[] = Array.from({ length: 23 }, (_, i) => ({
  name: `vehicles/${i + 1}`,
  id: i + 1,
  make: makes[i % makes.length]!,
  vin: `VIN${String(i + 1).padStart(4, '0')}`,
}))

const answer = (query: ListQuery): Page<Vehicle> =>
  queryLocally(vehicles, query, {
    searchTexts: (v) => [v.make, v.vin],
    sortKey: (v, column) => (column === 'make' ? v.make : v.id),
  })

const columns: Column<Vehicle>[] = [
  { id: 'id', header: 'Id', cell: (v) => v.id, sortable: true },
  { id: 'make', header: 'Make', cell: (v) => v.make, sortable: true },
  { id: 'vin', header: 'VIN', cell: (v) => v.vin },
]
const toQuery = (query: ListQuery) => query
const rowId = (v: Vehicle) => v.name

type ViewProps = Partial<Omit<ListViewProps<Vehicle>, 'list'>>

function Screen({ load, view }: { load: (query: ListQuery) => Promise<Page<Vehicle>>; view: ViewProps }) {
  const list = useListController({ id: 'vehicles', load, toQuery, rowId })
  return (
    <ListView
      list={list}
      title="Vehicles"
      columns={columns}
      empty="No vehicles"
      searchLabel="Search vehicles"
      {...view}
    />
  )
}

function renderList(
  view: ViewProps = {},
  load = vi.fn(async (query: ListQuery) => answer(query)),
  path = '/vehicles',
) {
  const rendered = renderScreen(<Screen load={load} view={view} />, { path })
  return { load, ...rendered }
}

const table = () => screen.getByRole('table', { name: 'Vehicles' })
/** The table's body rows as their cells' text. */
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )
const firstCells = () => bodyRows().map((cells) => cells[0])
const lastQuery = (load: { mock: { lastCall?: [ListQuery] } }) => load.mock.lastCall?.[0]

describe('ListView over a list controller', () => {
  beforeAll(async () => {
    initTestI18n()
    // The toolbar's menus load when first needed (or idle): compiled here once, so that a test's wait for a menu
    // is not the worker compiling React Aria on a busy machine.
    await import('../deferred-overlays')
  }, 60_000)
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('shows the rows of the page, with the range of the pagination', async () => {
    renderList()
    expect(await screen.findByRole('cell', { name: 'VIN0023' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument()
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Id↓', 'Make↕', 'VIN'])
    expect(bodyRows()).toHaveLength(10)
    expect(bodyRows()[0]).toEqual(['23', 'Citroen', 'VIN0023'])
    expect(firstCells()).toEqual(['23', '22', '21', '20', '19', '18', '17', '16', '15', '14'])
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument()
    expect(table()).toHaveAttribute('aria-busy', 'false')
  })

  it('says it is loading while the page is on its way, then shows the empty text', async () => {
    let finish: (page: Page<Vehicle>) => void = () => {}
    const load = vi.fn(() => new Promise<Page<Vehicle>>((resolve) => (finish = resolve)))
    renderList({}, load)
    expect(await screen.findByRole('cell', { name: 'Loading…' })).toBeInTheDocument()
    expect(table()).toHaveAttribute('aria-busy', 'true')
    await act(async () => finish({ items: [], totalRows: 0, totalPages: 0 }))
    expect(await screen.findByRole('cell', { name: 'No vehicles' })).toBeInTheDocument()
    expect(table()).toHaveAttribute('aria-busy', 'false')
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument()
  })

  it('shows a failed load in place of the table, and Try again loads it', async () => {
    const load = vi.fn(async (query: ListQuery) => answer(query))
    load.mockRejectedValueOnce(new PortError('internal', 'boom', [], { requestId: 'req-7f3a' }))
    renderList({}, load)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong on the server. Please try again.')
    // The call's request id, to quote to support.
    expect(alert).toHaveTextContent('Reference to quote to support: req-7f3a')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('cell', { name: 'VIN0023' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('sorts by a column when its header is clicked, ascending first, then descending', async () => {
    const { load, location } = renderList()
    await screen.findByRole('cell', { name: 'VIN0023' })
    const make = screen.getByRole('columnheader', { name: 'Make' })
    expect(make).toHaveAttribute('aria-sort', 'none')
    expect(screen.getByRole('columnheader', { name: 'Id' })).toHaveAttribute('aria-sort', 'descending')
    // A column that is not sortable has no button.
    expect(within(screen.getByRole('columnheader', { name: 'VIN' })).queryByRole('button')).toBeNull()

    await userEvent.click(within(make).getByRole('button', { name: 'Sort by Make' }))
    await waitFor(() => expect(bodyRows()[0]?.[1]).toBe('Audi'))
    expect(lastQuery(load)).toMatchObject({ sortColumn: 'make', sort: 'asc', page: 1 })
    expect(location.history.at(-1)).toBe('/vehicles?sort=asc&sortColumn=make')
    expect(screen.getByRole('columnheader', { name: 'Make' })).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByRole('columnheader', { name: 'Id' })).toHaveAttribute('aria-sort', 'none')

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Make' }))
    await waitFor(() => expect(bodyRows()[0]?.[1]).toBe('Fiat'))
    expect(lastQuery(load)).toMatchObject({ sortColumn: 'make', sort: 'desc' })
    expect(screen.getByRole('columnheader', { name: 'Make' })).toHaveAttribute('aria-sort', 'descending')
  })

  it('pages through the list and changes the page size', async () => {
    const { load, location } = renderList()
    await screen.findByRole('cell', { name: 'VIN0023' })
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(firstCells()[0]).toBe('13'))
    expect(lastQuery(load)).toMatchObject({ page: 2, perPage: 10 })
    expect(location.history.at(-1)).toBe('/vehicles?page=2')
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('11–20 of 23')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(firstCells()).toEqual(['3', '2', '1']))
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    await waitFor(() => expect(bodyRows()).toHaveLength(23))
    expect(lastQuery(load)).toMatchObject({ page: 1, perPage: 25 })
    expect(location.history.at(-1)).toBe('/vehicles?perPage=25')
  })

  it('searches once typing pauses, with one load for the whole word, and at once on Enter', async () => {
    const { load, location } = renderList()
    await screen.findByRole('cell', { name: 'VIN0023' })
    expect(load).toHaveBeenCalledTimes(1)

    // The debounce is a timer: fake timers only around the typing. Testing Library waits for a timer of its
    // own after each event, which it advances itself only where it sees Jest's fake timers: it is shown them.
    vi.useFakeTimers()
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const search = screen.getByRole('searchbox', { name: 'Search vehicles' })
    await user.type(search, 'bmw')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1))
    expect(load).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(load).toHaveBeenCalledTimes(2)
    expect(lastQuery(load)).toMatchObject({ search: 'bmw', page: 1 })
    expect(location.history.at(-1)).toBe('/vehicles?search=bmw')
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(bodyRows()).toHaveLength(5)
    expect(bodyRows().every((cells) => cells[1] === 'BMW')).toBe(true)

    // Enter does not wait for the pause (the clock does not move here).
    await user.clear(search)
    await user.type(search, 'VIN0007{Enter}')
    expect(lastQuery(load)).toMatchObject({ search: 'VIN0007' })
    expect(load).toHaveBeenCalledTimes(3)
    vi.unstubAllGlobals()
    vi.useRealTimers()
    await waitFor(() => expect(bodyRows()).toEqual([['7', 'BMW', 'VIN0007']]))
  })

  it('shows the search box only with a label', async () => {
    renderList({ searchLabel: undefined })
    await screen.findByRole('cell', { name: 'VIN0023' })
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
  })

  it('hides the columns chosen in the column chooser, and keeps the choice for the list', async () => {
    const localSettings = memorySettings()
    const load = vi.fn(async (query: ListQuery) => answer(query))
    renderScreen(<Screen load={load} view={{}} />, { path: '/vehicles', ports: { localSettings } })
    await screen.findByRole('cell', { name: 'VIN0023' })
    expect(screen.getByRole('columnheader', { name: 'VIN' })).toBeInTheDocument()

    // The chooser's code is not part of the first screen: pointing at its button brings it, and React Aria's
    // button takes the place of the one shown until then (a press before that is on-demand.test.tsx's).
    await pressOnDemand('Columns')
    const chooser = await screen.findByRole('dialog', { name: 'Columns' })
    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'VIN' }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('columnheader', { name: 'VIN' })).not.toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Make' })).toBeInTheDocument()
    expect(bodyRows()[0]).toEqual(['23', 'Citroen'])
    expect(localSettings.read('columns:vehicles')).toEqual(['vin'])
  })

  it('shows the create link only when given', async () => {
    const { unmount } = renderList({ create: { href: '/vehicles/-/add', label: 'New vehicle' } })
    await screen.findByRole('cell', { name: 'VIN0023' })
    expect(screen.getByRole('link', { name: 'New vehicle' })).toHaveAttribute('href', '/vehicles/-/add')
    unmount()

    renderList()
    await screen.findByRole('cell', { name: 'VIN0023' })
    expect(screen.queryByRole('link', { name: 'New vehicle' })).not.toBeInTheDocument()
  })

  it("opens a row's record on a click, and with the list keys", async () => {
    const rowHref = (v: Vehicle) => `/vehicles/${v.id}/view`
    const { location } = renderList({ rowHref })
    await userEvent.click(await screen.findByRole('cell', { name: 'VIN0021' }))
    expect(location.history.at(-1)).toBe('/vehicles/21/view')

    location.navigate('/vehicles')
    await screen.findByRole('cell', { name: 'VIN0023' })
    // j moves to the first row, then the second; Enter opens it.
    await userEvent.keyboard('jj{Enter}')
    expect(location.history.at(-1)).toBe('/vehicles/22/view')
  })

  it('renders no row, filter or page link again while a search waits for its answer', async () => {
    const cell = vi.fn((v: Vehicle) => v.make)
    const overriddenWhen = vi.fn(() => false)
    let finish: (page: Page<Vehicle>) => void = () => {}
    const load = vi.fn(async (query: ListQuery) => answer(query))
    // A screen as the orders list writes one: columns and filters memoised, the columns made from the
    // formatters; the row's name, link and label given inline (new functions at every render).
    function InlineScreen() {
      const list = useListController({ id: 'vehicles', load, toQuery, rowId: (v: Vehicle) => v.name })
      const format = useFormatters()
      const inlineColumns = useMemo<Column<Vehicle>[]>(
        () => [
          { id: 'id', header: 'Id', cell: (v) => format.money(usd(v.id * 100)), sortable: true },
          { id: 'make', header: 'Make', cell },
          { id: 'vin', header: 'VIN', cell: (v) => v.vin },
        ],
        [format],
      )
      const filters = useMemo<FilterDef[]>(
        () => [{ key: 'mine', kind: 'boolean', label: 'Mine only', overriddenWhen }],
        [],
      )
      return (
        <ListView
          list={list}
          title="Vehicles"
          columns={inlineColumns}
          empty="No vehicles"
          searchLabel="Search vehicles"
          filters={filters}
          rowHref={(v) => `/vehicles/${v.id}/view`}
          rowLabel={(v) => v.vin}
          bulkActions={[{ id: 'archive', label: 'Archive', run: () => undefined }]}
        />
      )
    }
    renderScreen(<InlineScreen />, { path: '/vehicles' })
    await screen.findByRole('cell', { name: 'VIN0023' })
    const cellsShown = cell.mock.calls.length
    const filterBarShown = overriddenWhen.mock.calls.length

    load.mockImplementationOnce(() => new Promise<Page<Vehicle>>((resolve) => (finish = resolve)))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'bmw{Enter}')
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'))
    expect(lastQuery(load)).toMatchObject({ search: 'bmw' })
    expect(cell.mock.calls.length).toBe(cellsShown)
    expect(overriddenWhen.mock.calls.length).toBe(filterBarShown)

    // The answer: the rows and the range of paging are worded; the header's sort buttons, the page buttons, the
    // toolbar's menus and the search box are not (they render only when their own props change).
    const words = vi.spyOn(i18n, 't')
    await act(async () => finish(answer({ ...lastQuery(load)!, search: 'bmw' })))
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
    expect(cell.mock.calls.length).toBe(cellsShown + 5)
    expect(overriddenWhen.mock.calls.length).toBe(filterBarShown)
    const worded = words.mock.calls.map(([key]) => String(key))
    expect(worded).toContain('pagination.range')
    for (const key of ['table.sortBy', 'pagination.page', 'pagination.next', 'kit.views.menu', 'kit.columns'])
      expect(worded).not.toContain(key)
    words.mockRestore()
  })
})
