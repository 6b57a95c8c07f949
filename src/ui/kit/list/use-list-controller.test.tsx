import '@abraham/reflection'
import { useState } from 'react'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  queryLocally,
  type FilterField,
  type FilterValues,
  type ListQuery,
  type Page,
} from '../../../domain/lists'
import { PortError } from '../../../ports/errors'
import { memorySettings, renderScreen, type FakePorts } from '../../../testing/render-screen'
import { filterFields, type FilterDef } from './FilterBar'
import { useListController, type ListController, type ListControllerConfig } from './use-list-controller'
import { prefetchList, type ListRoute } from './list-route'

interface Vehicle {
  name: string
  make: string
  status: 'open' | 'closed'
}
type Query = ListQuery & Partial<Record<'status' | 'arrivedFrom' | 'arrivedTo', string>>
type Extra = { totalAmount: number }

const makes = ['Audi', 'BMW', 'Citroen', 'Dacia', 'Fiat']
/** 23 vehicles: three pages of 10. */
const vehicles: Vehicle[] = Array.from({ length: 23 }, (_, i) => ({
  name: `vehicles/${i + 1}`,
  make: makes[i % makes.length]!,
  status: i % 2 === 0 ? 'open' : 'closed',
}))

/** The fake port: pages from the array above, by the server's own search, sort and paging rules. */
function answer(query: Query): Page<Vehicle> & Extra {
  const matching = query.status ? vehicles.filter((v) => v.status === query.status) : vehicles
  const page = queryLocally(matching, query, {
    searchTexts: (v) => [v.make],
    sortKey: (v, column) => (column === 'make' ? v.make : Number(v.name.split('/')[1])),
  })
  return { ...page, totalAmount: page.items.length * 100 }
}

const filterDefs: FilterDef[] = [
  { key: 'status', kind: 'select', label: 'Status', options: [] },
  { key: 'arrived', kind: 'dateRange', label: 'Arrived' },
]
const fields: FilterField[] = filterFields(filterDefs)
const toQuery = (query: ListQuery, filters: FilterValues): Query => ({ ...query, ...filters })
const rowId = (v: Vehicle) => v.name

/** Renders a controller over `load` and hands back the latest controller, as a screen would see it. */
function renderController(
  config: Partial<ListControllerConfig<Vehicle, Query, Extra>> = {},
  { path = '/vehicles', ports = {} }: { path?: string; ports?: FakePorts } = {},
) {
  const load = vi.fn(async (query: Query) => answer(query))
  const seen: { current?: ListController<Vehicle, Extra> } = {}
  const spy = (config.load ?? load) as typeof load
  // The spy records the query alone (the abort signal the controller passes beside it is tested below).
  const full = { id: 'vehicles', toQuery, rowId, filters: fields, ...config, load: (q: Query) => spy(q) }
  function Probe() {
    seen.current = useListController(full)
    return null
  }
  const rendered = renderScreen(<Probe />, { path, ports })
  return { list: () => seen.current!, load: spy, ...rendered }
}

const firstPage = { page: 1, perPage: 10, sort: 'desc', sortColumn: 'id', search: '' }
const loaded = (list: () => ListController<Vehicle, Extra>) =>
  waitFor(() => expect(list().loading).toBe(false))

/** A load whose answers the test releases one by one, in any order. */
function deferredLoad() {
  const pending: {
    query: Query
    resolve: (page: Page<Vehicle>) => void
    reject: (error: unknown) => void
  }[] = []
  const load = vi.fn(
    (query: Query) =>
      new Promise<Page<Vehicle> & Extra>((resolve, reject) =>
        pending.push({
          query,
          resolve: (page) => resolve({ ...page, totalAmount: 0 }),
          reject,
        }),
      ),
  )
  return { load, pending }
}

describe('useListController', () => {
  it('loads the first page with the defaults, and leaves the URL as it is', async () => {
    const { list, load, location } = renderController()
    await loaded(list)
    expect(load).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledWith(firstPage)
    expect(list().rows.map(rowId)).toEqual(vehicles.slice(13, 23).reverse().map(rowId))
    expect(list().totalRows).toBe(23)
    expect(list().totalPages).toBe(3)
    expect(list().extra).toEqual({ totalAmount: 1000 })
    expect(list().error).toBeNull()
    expect(list().inUrl).toBe(true)
    expect(location.history).toEqual(['/vehicles'])
  })

  it('takes the screen defaults over the kit defaults', async () => {
    const { list, load } = renderController({ defaults: { sortColumn: 'make', sort: 'asc', perPage: 25 } })
    await loaded(list)
    expect(load).toHaveBeenCalledWith({ ...firstPage, sortColumn: 'make', sort: 'asc', perPage: 25 })
    expect(list().rows[0]!.make).toBe('Audi')
  })

  it('reads its query and filters from the URL, dropping values it cannot read', async () => {
    const { list, load } = renderController(
      {},
      {
        path: '/vehicles?page=2&perPage=7&sort=asc&search=a&status=open&arrivedFrom=2026-02-30&arrivedTo=2026-03-01',
      },
    )
    await loaded(list)
    expect(load).toHaveBeenCalledWith({
      ...firstPage,
      page: 2,
      sort: 'asc',
      search: 'a',
      status: 'open',
      arrivedTo: '2026-03-01',
    })
    expect(list().filters).toEqual({ status: 'open', arrivedTo: '2026-03-01' })
  })

  it('sends page, size, sort and search changes to load and writes them in the URL', async () => {
    const { list, load, location } = renderController()
    await loaded(list)

    act(() => list().change({ query: { page: 3 } }))
    await loaded(list)
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, page: 3 })
    expect(location.history.at(-1)).toBe('/vehicles?page=3')
    expect(list().rows.map(rowId)).toEqual(['vehicles/3', 'vehicles/2', 'vehicles/1'])

    // Anything but a page change goes back to page 1.
    act(() => list().change({ query: { sortColumn: 'make', sort: 'asc' } }))
    await loaded(list)
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, sortColumn: 'make', sort: 'asc' })
    expect(location.history.at(-1)).toBe('/vehicles?sort=asc&sortColumn=make')

    act(() => list().change({ query: { perPage: 25 } }))
    await loaded(list)
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, sortColumn: 'make', sort: 'asc', perPage: 25 })
    expect(list().rows).toHaveLength(23)

    act(() => list().change({ query: { search: 'bmw' } }))
    await loaded(list)
    expect(load).toHaveBeenLastCalledWith({
      ...firstPage,
      sortColumn: 'make',
      sort: 'asc',
      perPage: 25,
      search: 'bmw',
    })
    expect(location.history.at(-1)).toBe('/vehicles?perPage=25&sort=asc&sortColumn=make&search=bmw')
    expect(list().rows.map((v) => v.make)).toEqual(['BMW', 'BMW', 'BMW', 'BMW', 'BMW'])
    expect(load).toHaveBeenCalledTimes(5)
  })

  it('sends filter changes to load and writes them in the URL, back on page 1', async () => {
    const { list, load, location } = renderController({}, { path: '/vehicles?page=2' })
    await loaded(list)
    act(() => list().change({ filters: { status: 'closed', arrivedFrom: '2026-01-01' } }))
    await loaded(list)
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, status: 'closed', arrivedFrom: '2026-01-01' })
    expect(location.history.at(-1)).toBe('/vehicles?status=closed&arrivedFrom=2026-01-01')
    expect(list().totalRows).toBe(11)
    expect(list().rows.every((v) => v.status === 'closed')).toBe(true)

    // An empty value clears a filter.
    act(() => list().change({ filters: { status: '' } }))
    await loaded(list)
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, arrivedFrom: '2026-01-01' })
    expect(location.history.at(-1)).toBe('/vehicles?arrivedFrom=2026-01-01')
  })

  it("keeps a tab's list state in memory: the URL never changes", async () => {
    const { list, load, location } = renderController(
      { stateIn: 'memory' },
      { path: '/orders/1/view?page=2' },
    )
    await loaded(list)
    // The page's own URL is not the tab list's state.
    expect(load).toHaveBeenCalledWith(firstPage)
    expect(list().inUrl).toBe(false)

    act(() => list().change({ query: { page: 2 } }))
    await loaded(list)
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, page: 2 })
    act(() => list().change({ query: { sortColumn: 'make', search: 'a' }, filters: { status: 'open' } }))
    await loaded(list)
    expect(load).toHaveBeenLastCalledWith({
      ...firstPage,
      sortColumn: 'make',
      search: 'a',
      status: 'open',
    })
    expect(list().query).toEqual({ ...firstPage, sortColumn: 'make', search: 'a' })
    expect(list().filters).toEqual({ status: 'open' })
    expect(location.history).toEqual(['/orders/1/view?page=2'])
  })

  it('exposes a failed load, and reload recovers with the same query', async () => {
    const load = vi.fn(async (query: Query) => answer(query))
    load.mockRejectedValueOnce(new PortError('internal', 'boom'))
    const { list } = renderController({ load }, { path: '/vehicles?page=2' })
    await loaded(list)
    expect(list().error?.code).toBe('internal')
    expect(list().rows).toEqual([])

    await act(() => list().reload())
    expect(load).toHaveBeenCalledTimes(2)
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, page: 2 })
    expect(list().error).toBeNull()
    expect(list().rows.map(rowId)).toEqual(vehicles.slice(3, 13).reverse().map(rowId))
  })

  it('turns a failure that is not a port error into one', async () => {
    const load = vi.fn(async (_query: Query): Promise<Page<Vehicle> & Extra> => {
      throw new Error('socket closed')
    })
    const { list } = renderController({ load })
    await loaded(list)
    expect(list().error).toBeInstanceOf(PortError)
    expect(list().error?.code).toBe('unknown')
  })

  it('drops the answer to an older query that arrives after the newer one', async () => {
    const { load, pending } = deferredLoad()
    const { list } = renderController({ load })
    await waitFor(() => expect(pending).toHaveLength(1))
    await waitFor(() => expect(list().loading).toBe(true))
    act(() => list().change({ query: { page: 2 } }))
    await waitFor(() => expect(pending).toHaveLength(2))

    await act(async () => pending[1]!.resolve(answer(pending[1]!.query)))
    expect(list().loading).toBe(false)
    expect(list().rows.map(rowId)).toEqual(vehicles.slice(3, 13).reverse().map(rowId))

    // Page 1's late answer, and a late failure, change nothing.
    await act(async () => pending[0]!.resolve(answer(pending[0]!.query)))
    expect(list().rows.map(rowId)).toEqual(vehicles.slice(3, 13).reverse().map(rowId))
    expect(list().query.page).toBe(2)
    act(() => list().change({ query: { page: 3 } }))
    act(() => list().change({ query: { page: 1 } }))
    await waitFor(() => expect(pending).toHaveLength(4))
    await act(async () => pending[3]!.resolve(answer(pending[3]!.query)))
    await act(async () => pending[2]!.reject(new PortError('internal', 'late')))
    expect(list().error).toBeNull()
    expect(list().loading).toBe(false)
    expect(list().rows.map(rowId)).toEqual(vehicles.slice(13, 23).reverse().map(rowId))
  })

  it('keeps a selection on the page, and clears it when the query changes', async () => {
    const { list } = renderController()
    await loaded(list)
    act(() => list().setSelected(new Set(['vehicles/23', 'vehicles/22'])))
    expect(list().selected).toEqual(new Set(['vehicles/23', 'vehicles/22']))
    act(() => list().change({ query: { page: 2 } }))
    await loaded(list)
    expect(list().selected).toEqual(new Set())
  })

  it('keeps the column choice per list in local settings', async () => {
    const localSettings = memorySettings({ 'columns:vehicles': ['status', 42] })
    const first = renderController({}, { ports: { localSettings } })
    await loaded(first.list)
    // What was kept is read back (anything but a column id is ignored).
    expect(first.list().hiddenColumns).toEqual(new Set(['status']))

    act(() => first.list().setColumnHidden('make', true))
    act(() => first.list().setColumnHidden('status', false))
    expect(first.list().hiddenColumns).toEqual(new Set(['make']))
    expect(localSettings.read('columns:vehicles')).toEqual(['make'])
    first.unmount()

    const again = renderController({}, { ports: { localSettings } })
    await loaded(again.list)
    expect(again.list().hiddenColumns).toEqual(new Set(['make']))
    act(() => again.list().replaceHiddenColumns(['status', 'name']))
    expect(again.list().hiddenColumns).toEqual(new Set(['status', 'name']))
    expect(localSettings.read('columns:vehicles')).toEqual(['status', 'name'])
    again.unmount()

    // Another list keeps its own choice.
    const other = renderController({ id: 'containers' }, { ports: { localSettings } })
    await loaded(other.list)
    expect(other.list().hiddenColumns).toEqual(new Set())
  })

  it('loads any page of the current query for the export', async () => {
    const { list, load } = renderController(
      {},
      { path: '/vehicles?page=2&sortColumn=make&sort=asc&status=open' },
    )
    await loaded(list)
    let page: Page<Vehicle> | undefined
    await act(async () => {
      page = await list().loadPage(1, 500)
    })
    expect(load).toHaveBeenLastCalledWith({
      ...firstPage,
      perPage: 500,
      sortColumn: 'make',
      sort: 'asc',
      status: 'open',
    })
    expect(page!.items).toHaveLength(12)
    expect(page!.totalPages).toBe(1)
    // The list on screen stays as it was.
    expect(list().query.page).toBe(2)
    expect(list().rows).toHaveLength(2)
  })

  it('removes and archives a row through the port, then reloads the same query', async () => {
    const remove = vi.fn(async (_name: string) => {})
    const archive = vi.fn(async (_name: string, _isArchive: boolean) => {})
    const { list, load } = renderController({ remove, archive }, { path: '/vehicles?page=2' })
    await loaded(list)

    await act(() => list().remove('vehicles/13'))
    expect(remove).toHaveBeenCalledWith('vehicles/13')
    expect(load).toHaveBeenCalledTimes(2)
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, page: 2 })

    await act(() => list().archive('vehicles/12', true))
    expect(archive).toHaveBeenCalledWith('vehicles/12', true)
    expect(load).toHaveBeenCalledTimes(3)
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, page: 2 })
  })

  it('exposes a failed remove and does not reload', async () => {
    const remove = vi.fn(async (_name: string) => {
      throw new PortError('failed_precondition', 'has payments')
    })
    const { list, load } = renderController({ remove })
    await loaded(list)
    let result: unknown = 'not yet'
    await act(async () => {
      result = await list().remove('vehicles/23')
    })
    expect(result).toBeUndefined()
    expect(list().error?.code).toBe('failed_precondition')
    expect(load).toHaveBeenCalledTimes(1)
    expect(list().rows).toHaveLength(10)
  })

  it('refuses to archive on a list that cannot', async () => {
    const { list, load } = renderController()
    await loaded(list)
    await act(() => list().archive('vehicles/1', true))
    expect(list().error?.message).toBe('This list cannot archive')
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('useListController and the loader cache (decision 0140)', () => {
  /** A load that answers when the test says, recording each call's query and abort signal. */
  function signalledLoad() {
    const calls: { query: Query; signal?: AbortSignal; resolve: (page: Page<Vehicle> & Extra) => void }[] = []
    const load = vi.fn(
      (query: Query, options: { signal?: AbortSignal }) =>
        new Promise<Page<Vehicle> & Extra>((resolve) =>
          calls.push({ query, signal: options.signal, resolve }),
        ),
    )
    return { load, calls }
  }

  /** The list's route definition over `load`, and a screen whose route may start the first call. */
  function renderRouted(
    load: ListRoute<Vehicle, Query, Extra>['load'],
    { prefetch = false, path = '/vehicles' } = {},
  ) {
    const route: ListRoute<Vehicle, Query, Extra> = {
      id: 'vehicles',
      defaults: {},
      filters: fields,
      toQuery,
      load,
    }
    const seen: { current?: ListController<Vehicle, Extra> } = {}
    function Probe() {
      // What AppRoutes does when the route is decided: before the screen renders, once.
      useState(() => prefetch && prefetchList(route, path.split('?')[1] ?? ''))
      seen.current = useListController({ ...route, rowId })
      return null
    }
    renderScreen(<Probe />, { path })
    return () => seen.current!
  }

  it('adopts the call its route started: one call, and the rows of its answer', async () => {
    const { load, calls } = signalledLoad()
    const list = renderRouted(load, { prefetch: true, path: '/vehicles?status=open' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(calls[0]!.query).toEqual({ ...firstPage, status: 'open' })
    await act(async () => calls[0]!.resolve(answer(calls[0]!.query)))
    await loaded(list)
    expect(list().rows).toHaveLength(10)
    expect(list().rows.every((v) => v.status === 'open')).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows the answer that came before its screen in its first render, and asks nothing more', async () => {
    const { load, calls } = signalledLoad()
    // The route's call, answered before the screen's code came (a slow link): the answer waits in the cache.
    const route: ListRoute<Vehicle, Query, Extra> = {
      id: 'vehicles-early',
      defaults: {},
      filters: fields,
      toQuery,
      load,
    }
    const renders: { rows: number; loading: boolean }[] = []
    function Probe() {
      const list = useListController({ ...route, rowId })
      renders.push({ rows: list.rows.length, loading: list.loading })
      return null
    }
    let showScreen: () => void = () => undefined
    function Route() {
      // The route starts the call when it is decided; the screen's code comes later.
      useState(() => prefetchList(route, 'status=closed'))
      const [codeCame, setCodeCame] = useState(false)
      showScreen = () => setCodeCame(true)
      return codeCame ? <Probe /> : null
    }
    renderScreen(<Route />, { path: '/vehicles?status=closed' })
    expect(calls).toHaveLength(1)
    await act(async () => calls[0]!.resolve(answer(calls[0]!.query)))
    act(() => showScreen())
    await act(async () => undefined)
    // No render without the rows, and no loading state: the screen's first commit has them.
    expect(renders[0]).toEqual({ rows: 10, loading: false })
    expect(renders.every((render) => render.rows === 10 && !render.loading)).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('aborts the call of a query the person typed past', async () => {
    const { load, calls } = signalledLoad()
    const list = renderRouted(load)
    await waitFor(() => expect(calls).toHaveLength(1))
    act(() => list().change({ query: { search: 'b' } }))
    await waitFor(() => expect(calls).toHaveLength(2))
    act(() => list().change({ query: { search: 'bm' } }))
    await waitFor(() => expect(calls).toHaveLength(3))
    expect(calls.map((call) => call.signal?.aborted)).toEqual([true, true, false])
    await act(async () => calls[2]!.resolve(answer(calls[2]!.query)))
    await loaded(list)
    expect(list().rows.map((v) => v.make)).toEqual(['BMW', 'BMW', 'BMW', 'BMW', 'BMW'])
  })

  it('starts the call of a change before the list renders again, and the load adopts it', async () => {
    const { load, calls } = signalledLoad()
    const list = renderRouted(load)
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0]!.resolve(answer(calls[0]!.query)))
    act(() => {
      list().change({ query: { search: 'audi' } })
      // Still inside the event: React has not rendered the new query yet, and its call is on its way.
      expect(calls.map((call) => call.query.search)).toEqual(['', 'audi'])
    })
    await act(async () => calls[1]!.resolve(answer(calls[1]!.query)))
    await loaded(list)
    expect(list().rows.every((v) => v.make === 'Audi')).toBe(true)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shows a query asked before from its last answer at once, and asks the server again', async () => {
    const { load, calls } = signalledLoad()
    const list = renderRouted(load)
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0]!.resolve(answer(calls[0]!.query)))
    act(() => list().change({ query: { search: 'audi' } }))
    await waitFor(() => expect(calls).toHaveLength(2))
    await act(async () => calls[1]!.resolve(answer(calls[1]!.query)))
    await loaded(list)
    expect(list().rows.every((v) => v.make === 'Audi')).toBe(true)

    // Back to the first query: its rows show before the server answers, while the list says it is loading.
    act(() => list().change({ query: { search: '' } }))
    await waitFor(() => expect(calls).toHaveLength(3))
    expect(calls[2]!.query).toEqual(firstPage)
    expect(list().loading).toBe(true)
    expect(list().rows.map(rowId)).toEqual(vehicles.slice(13, 23).reverse().map(rowId))
    // The server's new answer replaces them.
    await act(async () =>
      calls[2]!.resolve({ items: vehicles.slice(0, 2), totalRows: 2, totalPages: 1, totalAmount: 0 }),
    )
    await loaded(list)
    expect(list().rows.map(rowId)).toEqual(['vehicles/1', 'vehicles/2'])
  })
})
