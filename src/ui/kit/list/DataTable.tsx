import { memo, useCallback, useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useLocation } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import type { CsvCell, SortDirection } from '../../../domain/lists'
import { DataBody } from './DataBody'
import { VIRTUAL_ROWS_FROM } from './use-row-window'
import { ScrollRegion } from '../primitives/ScrollRegion'
import { stackedBody } from '../primitives/stacked-rows'
import { useSteady } from '../use-steady'

/** A column of a list: what its header says, what a cell shows, how it sorts and exports. */
export interface Column<Row extends object> {
  /** The column's id; also the server's sort column name when sortable. */
  id: string
  header: string
  cell: (row: Row) => ReactNode
  sortable?: boolean
  align?: 'start' | 'end'
  /** The value a CSV export writes (money as `1234.50`, dates as `2026-11-23`); no value: not exported. */
  csv?: (row: Row) => CsvCell
  /** Columns the column chooser may not hide (the one that opens the record). */
  alwaysShown?: boolean
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.72rem 0.75rem;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    text-align: start;
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.skin.body};
    font-size: 0.857rem;
    text-transform: uppercase;
    letter-spacing: 0.5px;
    color: ${({ theme }) => theme.skin.heading};
  }
  td a {
    white-space: nowrap;
  }
  /* A header of two words wraps when the columns would not fit otherwise (Armenian's are long); values do not. */
  th[data-align='end'],
  td[data-align='end'] {
    text-align: end;
  }
  td[data-align='end'] {
    white-space: nowrap;
  }
  th button {
    all: unset;
    cursor: pointer;
    display: inline-flex;
    gap: 0.3rem;
  }
  th button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
  }
  /* Not while a long page scrolls (DataBody marks it): every row passing under a resting pointer was restyled and
     the page repainted, at almost every frame. */
  tbody:not([data-scrolling]) tr:hover {
    background: ${({ theme }) => theme.skin.hover};
  }
  tbody tr[data-href] {
    cursor: pointer;
  }
  tbody tr[data-active] {
    background: ${({ theme }) => theme.skin.hover};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary.main};
    outline: none;
  }
  tbody tr[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary.light};
  }
  td[data-select],
  th[data-select] {
    width: 2.5rem;
  }
  &[aria-busy='true'] tbody {
    opacity: 0.55;
  }
  /* Narrow (a phone, a narrow panel): each row a stacked card, every cell under its column's name; the headers
     stay, as a row of sort buttons. */
  @container data-table (max-width: 40rem) {
    thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 0.5rem;
      padding: 0.4rem 0.5rem;
      background: ${({ theme }) => theme.skin.body};
    }
    th {
      border: 0;
      padding: 0.3rem 0.4rem;
      background: none;
    }
    ${stackedBody}
  }
`
/** Wide tables scroll inside their own box, never the page; the box is the container the card layout asks. */
const Scroll = styled(ScrollRegion)`
  overflow-x: auto;
  max-width: 100%;
  container: data-table / inline-size;
  /* A shade at an edge with more columns beyond it: the card-coloured covers scroll with the content and hide
     the shade once that edge is reached. */
  background:
    linear-gradient(to right, ${({ theme }) => theme.skin.card} 40%, transparent) left / 2.5rem 100% no-repeat
      local,
    linear-gradient(to left, ${({ theme }) => theme.skin.card} 40%, transparent) right / 2.5rem 100% no-repeat
      local,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.18), transparent) left / 0.9rem 100% no-repeat
      scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.18), transparent) right / 0.9rem 100% no-repeat
      scroll;
`

export interface DataTableProps<Row extends object> {
  caption: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** A short name of the row for the select box's label (`Order #12`). */
  rowLabel?: (row: Row) => string
  sortColumn?: string
  sort?: SortDirection
  onSort?: (column: string) => void
  loading?: boolean
  empty: string
  /** Where a click on the row goes (the record's view); a link in a cell serves the keyboard. */
  rowHref?: (row: Row) => string
  /** The row the list keys (`j` / `k`) are on: marked and focused. */
  activeIndex?: number
  /** With a selection, a first column of check boxes (bulk actions). */
  selected?: ReadonlySet<string>
  onSelectedChange?: (selected: ReadonlySet<string>) => void
}

const features = tableFeatures({})

/** Clicks on these inside a row do their own thing instead of opening the record. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]'

/** A server-side table: rows come sorted and paged from the server; headers of sortable columns ask for a sort. */
function DataTableOf<Row extends object>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  sortColumn,
  sort,
  onSort,
  loading,
  empty,
  rowHref,
  activeIndex,
  selected,
  onSelectedChange,
}: DataTableProps<Row>) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const selectable = Boolean(selected && onSelectedChange)
  // The active row takes the focus when the list keys move it (only then: typing elsewhere keeps its focus).
  const activeRow = useRef<HTMLTableRowElement | null>(null)
  // A long page renders only the rows near the window (DataBody): the active row is scrolled into it first,
  // and focused as it renders (DataRow's ref).
  const windowed = rows.length > VIRTUAL_ROWS_FROM
  const scrollTo = useRef<(index: number) => void>(() => {})
  const focusPending = useRef(false)
  useEffect(() => {
    if (activeIndex === undefined) return
    focusPending.current = true
    scrollTo.current(activeIndex)
    if (activeRow.current) {
      activeRow.current.focus()
      focusPending.current = false
    }
  }, [activeIndex])
  // TanStack gives the row ids; the header and DataRow render from `columns` themselves.
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>()
    return helper.columns(
      columns.map((column) =>
        helper.display({
          id: column.id,
          header: column.header,
        }),
      ),
    )
  }, [columns])
  const table = useTable({ features, columns: tableColumns, data: rows as Row[], getRowId: rowKey })
  const allSelected = useMemo(
    () => selectable && rows.length > 0 && rows.every((row) => selected!.has(rowKey(row))),
    [selectable, rows, selected, rowKey],
  )
  // Stable while the page scrolls, so that rows already rendered (DataRow) do not render again.
  const toggle = useCallback(
    (name: string, on: boolean) => {
      const next = new Set(selected)
      if (on) next.add(name)
      else next.delete(name)
      onSelectedChange!(next)
    },
    [selected, onSelectedChange],
  )
  const openRow = useCallback(
    (row: Row, event: MouseEvent<HTMLTableRowElement>) => {
      if (!rowHref || (event.target as Element).closest(INTERACTIVE)) return
      navigate(rowHref(row))
    },
    [rowHref, navigate],
  )
  // Selecting all reads the rows of the moment: the header then stays while a new page of rows comes (its sort
  // buttons' names worded again at every answer of a search were a part of that render, decision 0233).
  const selectAll = useSteady((on: boolean) => onSelectedChange!(on ? new Set(rows.map(rowKey)) : new Set()))
  const noRows = rows.length === 0
  // The header and each row's select label stay while the page scrolls: a long page renders again at every
  // step of its row window, and wording them again each time (i18next interpolation) was most of a scroll
  // frame's script at 4x CPU. The header is drawn from the columns themselves (one flat row of them):
  // useTable answers a new object at every render, which no memo can hold.
  const header = useMemo(
    () => (
      <thead>
        <tr aria-rowindex={windowed ? 1 : undefined}>
          {selectable && (
            <th scope="col" data-select="">
              <input
                type="checkbox"
                checked={allSelected}
                disabled={noRows}
                onChange={(event) => selectAll!(event.target.checked)}
                aria-label={t('kit.selectAll')}
              />
            </th>
          )}
          {columns.map((column) => {
            const active = sortColumn === column.id
            const ariaSort = active
              ? sort === 'desc'
                ? 'descending'
                : 'ascending'
              : column.sortable
                ? 'none'
                : undefined
            return (
              <th key={column.id} scope="col" aria-sort={ariaSort} data-align={column.align}>
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
      </thead>
    ),
    [columns, windowed, selectable, allSelected, noRows, selectAll, sortColumn, sort, onSort, t],
  )
  // Per row object: an answer brings new objects, so a changed row is worded again.
  const selectLabelOf = useMemo(() => {
    const labels = new WeakMap<Row, string>()
    return (row: Row, name: string) => {
      let label = labels.get(row)
      if (label === undefined) {
        label = t('kit.selectRow', { row: rowLabel?.(row) ?? name })
        labels.set(row, label)
      }
      return label
    }
  }, [t, rowLabel])
  const span = columns.length + (selectable ? 1 : 0)
  const modelRows = table.getRowModel().rows
  return (
    <Scroll label={caption}>
      <Table aria-busy={loading} aria-label={caption} aria-rowcount={windowed ? rows.length + 1 : undefined}>
        <caption className="visually-hidden">{caption}</caption>
        {header}
        <DataBody
          rows={modelRows}
          page={rows}
          columns={columns}
          empty={rows.length > 0 ? null : loading ? t('loading') : empty}
          span={span}
          clickable={Boolean(rowHref)}
          activeIndex={activeIndex}
          selected={selectable ? selected : undefined}
          selectLabelOf={selectable ? selectLabelOf : undefined}
          activeRow={activeRow}
          focusPending={focusPending}
          scrollTo={scrollTo}
          onOpen={openRow}
          onToggle={toggle}
        />
      </Table>
    </Scroll>
  )
}

/**
 * Memoised: a list screen renders again when its query changes (a search, before its answer), and the table
 * then renders only when its own props change (decision 0227).
 */
export const DataTable = memo(DataTableOf) as typeof DataTableOf
