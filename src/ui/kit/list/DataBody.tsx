import { useLayoutEffect, type MouseEvent, type MutableRefObject, type ReactNode } from 'react'
import type { Column } from './DataTable'
import { DataRow } from './DataRow'
import { useRowWindow } from './use-row-window'

interface DataBodyProps<Row extends object> {
  /** The page's rows with their names (`rowKey`), in order. */
  rows: readonly { id: string; original: Row }[]
  /** The page's rows as given to the table: a new array is a new page (its first frame shows the window only). */
  page: readonly Row[]
  columns: readonly Column<Row>[]
  /** What the body says when there are no rows (loading, or the list's empty text), across `span` columns. */
  empty: ReactNode
  span: number
  clickable: boolean
  activeIndex: number | undefined
  /** With a selection: the selected names and each row's check box label. */
  selected: ReadonlySet<string> | undefined
  selectLabelOf: ((row: Row, name: string) => string) | undefined
  activeRow: MutableRefObject<HTMLTableRowElement | null>
  focusPending: MutableRefObject<boolean>
  /** Where the body puts its way of bringing a row into the window (the list keys move past rendered rows). */
  scrollTo: MutableRefObject<(index: number) => void>
  onOpen: (row: Row, event: MouseEvent<HTMLTableRowElement>) => void
  onToggle: (name: string, selected: boolean) => void
}

/**
 * A DataTable's body: on a long page only the rows near the window (`useRowWindow`). The row window lives
 * here, so scrolling renders the body alone, not the table around it (its styled wrappers, header and
 * TanStack's table).
 */
export function DataBody<Row extends object>({
  rows,
  page,
  columns,
  empty,
  span,
  clickable,
  activeIndex,
  selected,
  selectLabelOf,
  activeRow,
  focusPending,
  scrollTo,
  onOpen,
  onToggle,
}: DataBodyProps<Row>) {
  const rowWindow = useRowWindow(rows.length, page)
  useLayoutEffect(() => {
    scrollTo.current = rowWindow.scrollTo
  })
  return (
    <tbody ref={rowWindow.body}>
      {rows.length === 0 ? (
        <tr>
          <td colSpan={span}>{empty}</td>
        </tr>
      ) : (
        <>
          {rowWindow.before > 0 && <tr aria-hidden="true" style={{ height: rowWindow.before }} />}
          {(rowWindow.indexes ?? rows.map((_, index) => index)).map((index) => {
            const row = rows[index]!
            const name = row.id
            return (
              <DataRow
                key={name}
                row={row.original}
                name={name}
                index={index}
                columns={columns}
                windowed={rowWindow.enabled}
                clickable={clickable}
                active={index === activeIndex}
                selectLabel={selectLabelOf?.(row.original, name)}
                selected={selected?.has(name) ?? false}
                measure={rowWindow.measure}
                activeRow={activeRow}
                focusPending={focusPending}
                onOpen={onOpen}
                onToggle={onToggle}
              />
            )
          })}
          {rowWindow.after > 0 && <tr aria-hidden="true" style={{ height: rowWindow.after }} />}
        </>
      )}
    </tbody>
  )
}
