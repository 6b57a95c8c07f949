import '@abraham/reflection'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { queryLocally, type ListQuery } from '../../../domain/lists'
import { fakeChangeFeed } from '../../../testing/fake-change-feed'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import type { Column } from './DataTable'
import { ListView } from './ListView'
import { useListController } from './use-list-controller'

interface Vehicle {
  name: string
  id: number
  make: string
}

const columns: Column<Vehicle>[] = [
  { id: 'id', header: 'Id', cell: (v) => v.id, sortable: true },
  { id: 'make', header: 'Make', cell: (v) => v.make },
]

/** The server's vehicles, which the test changes as another person would. */
function server() {
  const vehicles: Vehicle[] = Array.from({ length: 23 }, (_, i) => ({
    name: `vehicles/${i + 1}`,
    id: i + 1,
    make: i % 2 ? 'Audi' : 'BMW',
  }))
  const load = vi.fn(async (query: ListQuery) =>
    structuredClone(queryLocally(vehicles, query, { searchTexts: (v) => [v.make], sortKey: (v) => v.id })),
  )
  return { vehicles, load }
}

function Screen({ load }: { load: ReturnType<typeof server>['load'] }) {
  const list = useListController({
    id: 'vehicles',
    load,
    toQuery: (q: ListQuery) => q,
    rowId: (v: Vehicle) => v.name,
    live: 'vehicles',
  })
  return (
    <>
      {/* What a screen's own action does after a save: the list loads again. */}
      <button type="button" onClick={() => void list.reload()}>
        Load again
      </button>
      <ListView list={list} title="Vehicles" columns={columns} empty="No vehicles" searchLabel="Search" />
    </>
  )
}

/** A ceiling for what waits on the list's quiet check (a busy machine), not a speed check. */
const SLOW = { timeout: 5_000 }

const idsShown = () =>
  within(screen.getByRole('table', { name: 'Vehicles' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent)

describe('a list following the change feed', () => {
  beforeAll(() => initTestI18n())

  it('shows new records behind “N new — show”, keeping the search and page, and moves nothing until asked', async () => {
    const feed = fakeChangeFeed()
    const { vehicles, load } = server()
    const { location } = renderScreen(<Screen load={load} />, {
      path: '/vehicles?page=2&perPage=10&search=audi',
      ports: { changeFeed: feed.port },
    })
    expect(await screen.findByRole('cell', { name: '2' })).toBeInTheDocument()
    const before = idsShown()
    expect(before).toEqual(['2'])
    const url = location.history.at(-1)

    vehicles.push({ name: 'vehicles/24', id: 24, make: 'Audi' }, { name: 'vehicles/25', id: 25, make: 'BMW' })
    await act(async () => {
      feed.emit({ name: 'vehicles/24', kind: 'created' })
      feed.emit({ name: 'vehicles/25', kind: 'created' })
    })
    // Only the one that matches the search is counted; nothing moved meanwhile.
    const show = await screen.findByRole('button', { name: '1 new — show' }, SLOW)
    expect(idsShown()).toEqual(before)
    expect(screen.getByRole('status', { name: '' })).toContainElement(show)

    await userEvent.click(show)
    // The new Audi is first on page 1: page 2 now starts one later.
    expect(idsShown()).toEqual(['4', '2'])
    expect(screen.queryByRole('button', { name: /new — show/ })).not.toBeInTheDocument()
    expect(location.history.at(-1)).toBe(url)
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('audi')
  })

  it('puts another person’s change on its row in place, and takes a deleted row off the page', async () => {
    const feed = fakeChangeFeed()
    const { vehicles, load } = server()
    renderScreen(<Screen load={load} />, { path: '/vehicles', ports: { changeFeed: feed.port } })
    expect(await screen.findByRole('cell', { name: '23' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /22/ })).toHaveTextContent('Audi')

    vehicles[21]!.make = 'Citroen'
    vehicles.splice(20, 1) // vehicles/21
    await act(async () => {
      feed.emit({ name: 'vehicles/22' })
      feed.emit({ name: 'vehicles/21', kind: 'deleted' })
    })
    expect(await screen.findByRole('cell', { name: 'Citroen' }, SLOW)).toBeInTheDocument()
    expect(idsShown()).toEqual(['23', '22', '20', '19', '18', '17', '16', '15', '14'])
    expect(screen.queryByRole('button', { name: /new — show/ })).not.toBeInTheDocument()
  })

  it('offers nothing more once the list shows the new record by itself (its own save loaded it)', async () => {
    const feed = fakeChangeFeed()
    const { vehicles, load } = server()
    renderScreen(<Screen load={load} />, { path: '/vehicles', ports: { changeFeed: feed.port } })
    expect(await screen.findByRole('cell', { name: '23' })).toBeInTheDocument()
    vehicles.push({ name: 'vehicles/24', id: 24, make: 'Audi' })
    await act(async () => feed.emit({ name: 'vehicles/24', kind: 'created' }))
    expect(await screen.findByRole('button', { name: '1 new — show' }, SLOW)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load again' }))
    expect(await screen.findByRole('cell', { name: '24' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /new — show/ })).not.toBeInTheDocument()
  })
})
