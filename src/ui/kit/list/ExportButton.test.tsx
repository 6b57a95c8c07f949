import '@abraham/reflection'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseCsv, queryLocally, type ListQuery, type Page } from '../../../domain/lists'
import { PortError } from '../../../ports/errors'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import type { Column } from './DataTable'
import { ExportButton } from './ExportButton'
import { EXPORT_PAGE_SIZE } from './use-csv-export'
import { useListController } from './use-list-controller'

interface Vehicle {
  name: string
  id: number
  make: string
}

const makes = ['Audi', 'BMW', '=cmd|calc']
/** 1,203 vehicles: three export pages of 500. */
const vehicles: Vehicle[] = Array.from({ length: 1203 }, (_, i) => ({
  name: `vehicles/${i + 1}`,
  id: i + 1,
  make: makes[i % makes.length]!,
}))
const answer = (query: ListQuery): Page<Vehicle> =>
  queryLocally(vehicles, query, {
    searchTexts: (v) => [v.make],
    sortKey: (v) => v.id,
  })

const columns: Column<Vehicle>[] = [
  { id: 'id', header: 'Id', cell: (v) => v.id, csv: (v) => v.id },
  { id: 'make', header: 'Make', cell: (v) => v.make, csv: (v) => v.make },
  // Not exported: no CSV value.
  { id: 'photo', header: 'Photo', cell: () => null },
]

function Screen({ load }: { load: (query: ListQuery) => Promise<Page<Vehicle>> }) {
  const list = useListController({
    id: 'vehicles',
    load,
    toQuery: (query: ListQuery) => query,
    rowId: (v: Vehicle) => v.name,
  })
  return (
    <>
      <Toaster />
      <ExportButton list={list} columns={columns} name="vehicles" />
    </>
  )
}

/** A load whose answers the test releases one by one. */
function deferredLoad() {
  const pending: { query: ListQuery; resolve: () => void; reject: (error: unknown) => void }[] = []
  const load = vi.fn(
    (query: ListQuery) =>
      new Promise<Page<Vehicle>>((resolve, reject) =>
        pending.push({ query, resolve: () => resolve(answer(query)), reject }),
      ),
  )
  return { load, pending }
}

/** The files handed to the browser, by name. */
let downloads: { name: string; blob: Blob }[] = []
const created = new Map<string, Blob>()
const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' })

describe('ExportButton', () => {
  beforeAll(() => initTestI18n())
  beforeEach(() => {
    downloads = []
    created.clear()
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:${created.size + 1}`
      created.set(url, blob as Blob)
      return url
    }
    URL.revokeObjectURL = () => {}
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: created.get(this.getAttribute('href')!)! })
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
    URL.createObjectURL = original.createObjectURL
    // The kit revokes the link a moment after the download, maybe after this test: left harmless.
    URL.revokeObjectURL = original.revokeObjectURL ?? (() => {})
  })

  it('fetches every page of the current query, 500 at a time, into <name>-<day>.csv', async () => {
    // Only the clock's date is fixed (for the file name); timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 26, 9, 30))
    const load = vi.fn(async (query: ListQuery) => answer(query))
    renderScreen(<Screen load={load} />, { path: '/vehicles?sort=asc&page=2' })
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))

    await userEvent.click(exportButton())
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(load.mock.calls.slice(1).map(([query]) => query)).toEqual(
      [1, 2, 3].map((page) => ({
        page,
        perPage: EXPORT_PAGE_SIZE,
        sort: 'asc',
        sortColumn: 'id',
        search: '',
      })),
    )
    const [file] = downloads
    expect(file!.name).toBe('vehicles-2026-11-26.csv')
    expect(file!.blob.type).toBe('text/csv;charset=utf-8')
    // The file starts with a BOM, which tells spreadsheets it is UTF-8 (Blob.text() drops it).
    expect([...new Uint8Array(await file!.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(await file!.blob.text())
    expect(rows).toHaveLength(1204)
    expect(rows[0]).toEqual(['Id', 'Make'])
    expect(rows[1]).toEqual(['1', 'Audi'])
    // A cell a spreadsheet would run as a formula is written as text.
    expect(rows[3]![1]).not.toMatch(/^=/)
    expect(rows.at(-1)![0]).toBe('1203')
    // The button is back.
    expect(exportButton()).toBeEnabled()
  })

  it('shows progress from the start, and exports only what the search finds', async () => {
    const { load, pending } = deferredLoad()
    renderScreen(<Screen load={load} />, { path: '/vehicles?search=bmw' })
    await waitFor(() => expect(pending).toHaveLength(1))
    await act(async () => pending[0]!.resolve())

    await userEvent.click(exportButton())
    const progress = screen.getByRole('progressbar', { name: 'Exporting' })
    expect(progress).toHaveAttribute('aria-valuetext', '0 of 0 rows')
    expect(pending[1]!.query).toEqual({
      page: 1,
      perPage: 500,
      sort: 'desc',
      sortColumn: 'id',
      search: 'bmw',
    })

    // 401 BMWs: the first page of 500 is all of them.
    await act(async () => pending[1]!.resolve())
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(pending).toHaveLength(2)
    expect(parseCsv(await downloads[0]!.blob.text())).toHaveLength(402)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('cancels between pages: nothing more is fetched and nothing is downloaded', async () => {
    const { load, pending } = deferredLoad()
    renderScreen(<Screen load={load} />)
    await waitFor(() => expect(pending).toHaveLength(1))
    await act(async () => pending[0]!.resolve())

    await userEvent.click(exportButton())
    await act(async () => pending[1]!.resolve())
    const progress = screen.getByRole('progressbar', { name: 'Exporting' })
    expect(progress).toHaveAttribute('aria-valuetext', '500 of 1203 rows')
    expect(progress).toHaveAttribute('value', '500')
    expect(progress).toHaveAttribute('max', '1203')
    expect(screen.getByText('500 of 1203 rows')).toBeInTheDocument()
    expect(pending[2]!.query).toMatchObject({ page: 2, perPage: 500 })

    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(exportButton()).toBeInTheDocument()
    await act(async () => pending[2]!.resolve())
    expect(pending).toHaveLength(3)
    expect(downloads).toEqual([])
  })

  it('says so when a page fails, and downloads nothing', async () => {
    const { load, pending } = deferredLoad()
    renderScreen(<Screen load={load} />)
    await waitFor(() => expect(pending).toHaveLength(1))
    await act(async () => pending[0]!.resolve())

    await userEvent.click(exportButton())
    await act(async () => pending[1]!.resolve())
    await act(async () => pending[2]!.reject(new PortError('unavailable', 'down')))
    expect(await screen.findByText('The export failed. Please try again.')).toBeInTheDocument()
    expect(exportButton()).toBeInTheDocument()
    expect(pending).toHaveLength(3)
    expect(downloads).toEqual([])
  })
})
