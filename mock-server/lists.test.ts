import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listPage, type ListSpec } from './lists'
import { Table } from './table'

interface Row {
  name: string
  amount: number | null
  label: string
  group: 'a' | 'b'
}

type Operation =
  | { kind: 'put'; id: number; amount: number | null; label: string; group: 'a' | 'b' }
  | { kind: 'remove'; id: number }
  | { kind: 'list'; column: 'amount' | 'label'; direction: 'asc' | 'desc'; group: 'a' | 'b' | null }

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('put' as const),
    id: fc.integer({ min: 1, max: 40 }),
    amount: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
    label: fc.constantFrom('x', 'X', 'y', 'item 2', 'item 10', ''),
    group: fc.constantFrom('a' as const, 'b' as const),
  }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('list' as const),
    column: fc.constantFrom('amount' as const, 'label' as const),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
    group: fc.constantFrom('a' as const, 'b' as const, null),
  }),
)

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** The same order computed from scratch: by value, missing last either way, ties in storage order. */
function expected(
  table: Table<Row>,
  column: 'amount' | 'label',
  direction: 'asc' | 'desc',
  group: string | null,
) {
  const sign = direction === 'desc' ? -1 : 1
  const rows = table.all().map((row, index) => ({ row, index }))
  rows.sort((a, b) => {
    const ka = a.row[column]
    const kb = b.row[column]
    if (ka === null || kb === null) return ka === kb ? a.index - b.index : ka === null ? 1 : -1
    const c = typeof ka === 'string' ? collator.compare(ka, kb as string) : (ka as number) - (kb as number)
    return sign * Math.sign(c) || a.index - b.index
  })
  const kept = rows.filter(({ row }) => group === null || row.group === group)
  return {
    names: kept.map(({ row }) => row.name),
    total: kept.reduce((sum, { row }) => sum + (row.amount ?? 0), 0),
  }
}

describe('listPage after writes', () => {
  it('gives what a computation from scratch gives, for any writes between queries', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { minLength: 1, maxLength: 80 }),
        fc.boolean(),
        fc.boolean(),
        (operations, packed, viewed) => {
          // With views, lists read copies made on write, and a new filter scans them in storage order.
          const table = new Table<Row, Row>('rows', {
            packed,
            ...(viewed ? { view: (row: Row) => ({ ...row }) } : {}),
          })
          const spec: ListSpec<Row> = {
            table,
            views: viewed,
            columns: { amount: (r) => r.amount, label: (r) => r.label },
            defaultColumn: 'amount',
            defaultDirection: 'asc',
          }
          for (const op of operations) {
            if (op.kind === 'put')
              table.put({ name: `rows/${op.id}`, amount: op.amount, label: op.label, group: op.group })
            else if (op.kind === 'remove') table.remove(`rows/${op.id}`)
            else {
              const filter = op.group === null ? null : (row: Row) => row.group === op.group
              const result = listPage(
                spec,
                { page: 1, perPage: 1000, sort: op.direction, sortColumn: op.column },
                filter,
                String(op.group),
                [],
                {
                  part: (row: Row) => row.amount ?? 0,
                  total: (parts: readonly number[]) => parts.reduce((a, b) => a + b, 0),
                },
              )
              const want = expected(table, op.column, op.direction, op.group)
              expect(result.names).toEqual(want.names)
              expect(result.summary).toBe(want.total)
            }
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('tells which rows changed since a version, and forgets history that is too old', () => {
    const table = new Table<Row>('rows')
    table.put({ name: 'rows/1', amount: 1, label: 'a', group: 'a' })
    const version = table.version
    table.put({ name: 'rows/2', amount: 2, label: 'b', group: 'a' })
    table.put({ name: 'rows/1', amount: 3, label: 'a', group: 'a' })
    table.remove('rows/2')
    expect(table.changesSince(version)?.sort()).toEqual(['rows/1', 'rows/2'])
    expect(table.changesSince(table.version)).toEqual([])
    table.touch()
    expect(table.changesSince(version)).toBeNull()
  })
})
