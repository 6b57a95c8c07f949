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
  /** With a selection: whether this row is selected, and the label of its check box. */
  selection: { selected: boolean; label: string } | null
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
  selection,
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
      aria-selected={selection ? selection.selected : undefined}
      onClick={(event) => onOpen(row, event)}
    >
      {selection && (
        <td data-select="">
          <input
            type="checkbox"
            checked={selection.selected}
            onChange={(event) => onToggle(name, event.target.checked)}
            aria-label={selection.label}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} data-align={column.align}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  )
}

/** Rows re-render when a prop changes; `selection` is compared by value (a new object on every table render). */
export const DataRow = memo(DataRowOf, (before, after) =>
  (Object.keys(after) as (keyof DataRowProps<object>)[]).every((key) =>
    key === 'selection'
      ? before.selection?.selected === after.selection?.selected &&
        before.selection?.label === after.selection?.label
      : before[key] === after[key],
  ),
) as typeof DataRowOf
