import { useMemo, type ReactNode } from 'react'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import type { SortDirection } from '../../../domain/lists'

export interface Column<Row extends object> {
  /** The server's sort column name when sortable. */
  id: string
  header: string
  cell: (row: Row) => ReactNode
  sortable?: boolean
  align?: 'start' | 'end'
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.72rem 1.5rem;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    text-align: start;
  }
  th {
    background: ${({ theme }) => theme.skin.body};
    font-size: 0.857rem;
    text-transform: uppercase;
    letter-spacing: 0.5px;
    color: ${({ theme }) => theme.skin.heading};
  }
  th[data-align='end'],
  td[data-align='end'] {
    text-align: end;
  }
  th button {
    all: unset;
    cursor: pointer;
    display: inline-flex;
    gap: 0.3rem;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.skin.body};
  }
`
const Scroll = styled.div`
  overflow-x: auto;
`

export interface DataTableProps<Row extends object> {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  sortColumn?: string
  sort?: SortDirection
  onSort?: (column: string) => void
  loading?: boolean
  empty: string
}

const features = tableFeatures({})

/** A server-side table: rows come sorted and paged from the server; headers of sortable columns ask for a sort. */
export function DataTable<Row extends object>({
  caption,
  columns,
  rows,
  rowKey,
  sortColumn,
  sort,
  onSort,
  loading,
  empty,
}: DataTableProps<Row>) {
  const { t } = useTranslation()
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>()
    return helper.columns(
      columns.map((column) =>
        helper.display({
          id: column.id,
          header: column.header,
          cell: ({ row }) => column.cell(row.original),
        }),
      ),
    )
  }, [columns])
  const table = useTable({ features, columns: tableColumns, data: rows, getRowId: rowKey })
  const byId = new Map(columns.map((column) => [column.id, column]))

  return (
    <Scroll>
      <Table aria-busy={loading}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id)!
                const active = sortColumn === column.id
                const ariaSort = active
                  ? sort === 'desc'
                    ? 'descending'
                    : 'ascending'
                  : column.sortable
                    ? 'none'
                    : undefined
                return (
                  <th key={header.id} scope="col" aria-sort={ariaSort} data-align={column.align}>
                    {column.sortable && onSort ? (
                      <button
                        type="button"
                        onClick={() => onSort(column.id)}
                        aria-label={t('table.sortBy', { column: column.header })}
                      >
                        {column.header}
                        <span aria-hidden="true">{active ? (sort === 'desc' ? '↓' : '↑') : '↕'}</span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{loading ? t('loading') : empty}</td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-align={byId.get(cell.column.id)?.align}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Scroll>
  )
}
