import { memo, useCallback, type MouseEvent, type MutableRefObject } from 'react'
import type { Column } from './DataTable'

export interface DataRowProps<Row extends object> {
  row: Row
  /** The row's name (`rowKey`). */
  name: string
  /** Its place in the page (0-based). */
  index: number
  columns: readonly Column<Row>[]
  /** A long page renders a window of rows: each then says its place to assistive technology. */
  windowed: boolean
  clickable: boolean
  active: boolean
  /** With a selection, the label of the row's check box (none: no check box). */
  selectLabel: string | undefined
  selected: boolean
  /** Measures the rendered row (the row window's `measure`), when the page is windowed. */
  measure: ((element: HTMLTableRowElement | null) => void) | undefined
  /** Where the active row's element goes, and whether it is still to be focused once rendered. */
  activeRow: MutableRefObject<HTMLTableRowElement | null>
  focusPending: MutableRefObject<boolean>
  onOpen: (row: Row, event: MouseEvent<HTMLTableRowElement>) => void
  onToggle: (name: string, selected: boolean) => void
}

/**
 * One body row of a DataTable. Memoised, with a stable ref callback: scrolling a long page changes which rows are
 * rendered, and only the rows entering the window render (and are measured) instead of every rendered row.
 */
function DataRowOf<Row extends object>({
  row,
  name,
  index,
  columns,
  windowed,
  clickable,
  active,
  selectLabel,
  selected,
  measure,
  activeRow,
  focusPending,
  onOpen,
  onToggle,
}: DataRowProps<Row>) {
  const ref = useCallback(
    (element: HTMLTableRowElement | null) => {
      measure?.(element)
      if (!active) return
      activeRow.current = element
      if (element && focusPending.current) {
        element.focus()
        focusPending.current = false
      }
    },
    [measure, active, activeRow, focusPending],
  )
  return (
    <tr
      data-index={index}
      aria-rowindex={windowed ? index + 2 : undefined}
      data-href={clickable ? '' : undefined}
      data-active={active ? '' : undefined}
      aria-current={active ? 'true' : undefined}
      tabIndex={active ? -1 : undefined}
      ref={ref}
      aria-selected={selectLabel !== undefined ? selected : undefined}
      onClick={(event) => onOpen(row, event)}
    >
      {selectLabel !== undefined && (
        <td data-select="">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onToggle(name, event.target.checked)}
            aria-label={selectLabel}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} data-align={column.align} data-label={column.header || undefined}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  )
}

/** Rows re-render only when one of their props changes. */
export const DataRow = memo(DataRowOf) as typeof DataRowOf
