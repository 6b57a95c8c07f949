import { describe, expect, it } from 'vitest'
import { fakeHttp, json } from './test-http'
import { createDatatablesAdapter } from './datatables-adapter'
import { createFormElementsAdapter } from './form-elements-adapter'

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return { fetch, staff: createDatatablesAdapter(options), elements: createFormElementsAdapter(options) }
}
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }))

describe('datatables adapter', () => {
  it('asks the search of every page until it has the total', async () => {
    const { fetch, staff } = harness((path) =>
      json(
        path.includes('page=1')
          ? { invoices: rows(1, 100), total: 130 }
          : { invoices: rows(101, 30), total: 130 },
      ),
    )
    const found = await staff.searchStaff(' Kow ')
    expect(found.map((r) => r.id)).toEqual(rows(1, 130).map((r) => r.id))
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/api/datatables/data?q=Kow&perPage=100&page=1',
      '/api/datatables/data?q=Kow&perPage=100&page=2',
    ])
  })

  it('sends no q for an empty search and stops on an empty page', async () => {
    const { fetch, staff } = harness(() => json({ invoices: [], total: 5 }))
    await expect(staff.searchStaff('')).resolves.toEqual([])
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/datatables/data?perPage=100&page=1'])
  })

  it('maps a failure to a port error', async () => {
    const { staff } = harness(() => json({ message: 'down' }, 500))
    await expect(staff.searchStaff('')).rejects.toMatchObject({ code: 'internal' })
  })
})

describe('form elements adapter', () => {
  it('reads the autocomplete entries and asks the select with its query', async () => {
    const { fetch, elements } = harness((path) =>
      json(
        path.startsWith('/api/autocomplete')
          ? { autoComplete: [{ id: 1, rank: 1, title: 'Maps' }] }
          : [{ id: 2 }],
      ),
    )
    await expect(elements.autocompleteItems()).resolves.toEqual([{ id: 1, rank: 1, title: 'Maps' }])
    await expect(elements.selectOptions(' night ')).resolves.toEqual([{ id: 2 }])
    await elements.selectOptions('')
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/api/autocomplete/data',
      '/api/select/data?query=night',
      '/api/select/data',
    ])
  })
})
