import { describe, expect, it } from 'vitest'
import { unpackRow } from './packing'
import { Table, type TableWrite } from './table'

interface Row {
  name: string
  owner: string
  when: Date
  tags: string[]
  note?: string
}

const row = (id: number, owner: string, extra: Partial<Row> = {}): Row => ({
  name: `rows/${id}`,
  owner,
  when: new Date(Date.UTC(2026, 10, id)),
  tags: ['a', String(id)],
  ...extra,
})

const tableOf = (packed: boolean) => new Table<Row>('rows', { packed }).addIndex('owner', (r) => [r.owner])

describe('Table', () => {
  it('packed: gives back equal rows (dates, arrays, missing fields included) as fresh copies', () => {
    const table = tableOf(true)
    const stored = row(1, 'x', { note: undefined })
    table.put(stored)
    const first = table.get('rows/1') as Row
    expect(first).toEqual(stored)
    expect(first.when).toBeInstanceOf(Date)
    expect(first).not.toBe(stored)
    first.tags.push('changed')
    expect(table.get('rows/1')?.tags).toEqual(['a', '1'])
  })

  it('unpacked: gives back the stored object itself', () => {
    const table = tableOf(false)
    const stored = table.put(row(1, 'x'))
    expect(table.get('rows/1')).toBe(stored)
  })

  it('bulk loading keeps rows as objects until the end, then packs them', () => {
    const table = tableOf(true)
    table.beginBulkLoad()
    const stored = table.put(row(1, 'x'))
    expect(table.get('rows/1')).toBe(stored)
    table.endBulkLoad()
    expect(table.get('rows/1')).not.toBe(stored)
    expect(table.get('rows/1')).toEqual(stored)
  })

  it('stamps a row on each write and removal, and versions the table', () => {
    const table = tableOf(true)
    expect(table.stampOf('rows/1')).toBe(0)
    table.put(row(1, 'x'))
    const put = table.stampOf('rows/1')
    const version = table.version
    table.put(row(2, 'y'))
    expect(table.stampOf('rows/1')).toBe(put)
    table.put(row(1, 'z'))
    expect(table.stampOf('rows/1')).toBeGreaterThan(put)
    table.remove('rows/1')
    expect(table.stampOf('rows/1')).toBeGreaterThan(put)
    expect(table.version).toBeGreaterThan(version)
  })

  it('keeps an index right as keys gain and lose names, and as a row changes key', () => {
    const table = tableOf(true)
    table.put(row(1, 'x'))
    expect(table.namesBy('owner', 'x')).toEqual(['rows/1'])
    table.put(row(2, 'x'))
    table.put(row(3, 'x'))
    expect(table.namesBy('owner', 'x')).toEqual(['rows/1', 'rows/2', 'rows/3'])
    table.remove('rows/2')
    table.remove('rows/1')
    expect(table.namesBy('owner', 'x')).toEqual(['rows/3'])
    table.put(row(3, 'y'))
    expect(table.namesBy('owner', 'x')).toEqual([])
    expect(table.rowsBy('owner', 'y').map((r) => r.name)).toEqual(['rows/3'])
    table.put(row(4, 'y'))
    table.remove('rows/3')
    expect(table.namesBy('owner', 'y')).toEqual(['rows/4'])
  })

  it('lists names and rows in insertion order, and clears everything', () => {
    const table = tableOf(true)
    for (const id of [3, 1, 2]) table.put(row(id, 'x'))
    expect(table.names()).toEqual(['rows/3', 'rows/1', 'rows/2'])
    expect(table.all().map((r) => r.name)).toEqual(['rows/3', 'rows/1', 'rows/2'])
    table.clear()
    expect(table.size).toBe(0)
    expect(table.namesBy('owner', 'x')).toEqual([])
  })

  it('keeps each row view in step with puts, removes and bulk loads', () => {
    const table = new Table<Row, string>('rows', { packed: true, view: (r) => `${r.owner}:${r.tags.length}` })
    table.put(row(1, 'x'))
    expect(table.viewOf('rows/1')).toBe('x:2')
    table.put(row(1, 'y', { tags: [] }))
    expect(table.viewOf('rows/1')).toBe('y:0')
    table.remove('rows/1')
    expect(table.viewOf('rows/1')).toBeUndefined()
    table.beginBulkLoad()
    table.put(row(2, 'z'))
    expect(table.viewOf('rows/2')).toBe('z:2')
    table.put(row(2, 'w'))
    table.endBulkLoad()
    expect(table.viewOf('rows/2')).toBe('w:2')
    table.clear()
    expect(table.viewOf('rows/2')).toBeUndefined()
  })

  it('tells write listeners of each put and remove with the next id, never of bulk loading or clearing', () => {
    const table = tableOf(true)
    const writes: TableWrite<Row>[] = []
    table.onWrite((write) => writes.push(write))
    table.beginBulkLoad()
    table.put(row(1, 'x'))
    table.put(row(2, 'x'))
    table.remove('rows/1')
    table.endBulkLoad()
    table.nextId = 3
    const added = table.put(row(table.allocateId(), 'y'))
    table.remove('rows/2')
    table.remove('rows/99')
    table.clear()
    expect(writes).toEqual([
      { op: 'put', name: 'rows/3', row: added, packed: expect.any(String), nextId: 4 },
      { op: 'remove', name: 'rows/2', nextId: 4 },
    ])
    const [put] = writes
    expect(put?.op === 'put' && unpackRow(put.packed!)).toEqual(added)
  })

  it('gives listeners of an unpacked table the row only, and stops telling a listener that left', () => {
    const table = tableOf(false)
    const writes: TableWrite<Row>[] = []
    const stop = table.onWrite((write) => writes.push(write))
    const stored = table.put(row(1, 'x'))
    stop()
    table.put(row(2, 'x'))
    expect(writes).toStrictEqual([{ op: 'put', name: 'rows/1', row: stored, packed: undefined, nextId: 1 }])
  })
})
