import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import type { Column } from '../list/DataTable'
import { ScrollRegion } from '../primitives/ScrollRegion'
import { stackedBody } from '../primitives/stacked-rows'

/** A column of read-only lines: a list's column without sorting or export (`align: 'end'` for amounts). */
export type LineColumn<Row extends object> = Pick<Column<Row>, 'id' | 'header' | 'cell' | 'align'>

/**
 * How the lines look: `section` inside a detail screen's section, `paper` on a printable document (rules drawn
 * in the text's colour, so they print), `document` on the template's invoice (a shaded header band).
 */
export type LinesLook = 'section' | 'paper' | 'document'

const LOOKS = {
  section: css`
    th,
    td {
      padding: 0.55rem 0.5rem;
      border-top: 1px solid ${({ theme }) => theme.skin.border};
      vertical-align: middle;
    }
  `,
  paper: css`
    margin-bottom: 1rem;
    th,
    td {
      padding: 0.45rem 0.5rem;
      border-bottom: 1px solid currentColor;
      border-bottom-color: rgba(128, 128, 128, 0.35);
      @media (max-width: 575.98px) {
        padding-inline: 0.3rem;
      }
    }
  `,
  document: css`
    th,
    td {
      padding: 0.75rem 1.5rem;
      @media (max-width: 575px) {
        padding: 0.6rem 0.6rem;
      }
      border-bottom: 1px solid ${({ theme }) => theme.skin.border};
      vertical-align: top;
    }
    th {
      font-size: 0.8rem;
      text-transform: uppercase;
      letter-spacing: 0.5px;
      background: ${({ theme }) => theme.skin.body};
      color: ${({ theme }) => theme.skin.heading};
      white-space: nowrap;
    }
    td strong {
      color: ${({ theme }) => theme.skin.heading};
    }
    td p {
      margin: 0.2rem 0 0;
      color: ${({ theme }) => theme.skin.muted};
    }
  `,
}

const Table = styled.table<{ $look: LinesLook }>`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
  }
  ${({ $look }) => LOOKS[$look]}
  [data-align='end'] {
    text-align: end;
    white-space: nowrap;
  }
  /* A phone: each line a card, every value beside its column's name, so the amounts stay in view (the header
     row is kept for screen readers only). Printing keeps the table (a sheet is wider than the query). */
  @container lines (max-width: 30rem) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    ${stackedBody}
    tbody td {
      padding-inline: 0.25rem;
    }
    /* The names in the text's own colour, softened: the paper stays white in the dark skin. */
    tbody td[data-label]::before {
      color: inherit;
      opacity: 0.75;
    }
  }
`
/**
 * A table wider than its section scrolls inside its own box (a region the keyboard reaches), never the page;
 * the box is the container whose width turns the lines into cards.
 */
const Scroll = styled(ScrollRegion)`
  overflow-x: auto;
  max-width: 100%;
  container: lines / inline-size;
`

/**
 * The read-only lines of a record (an order's items, services and discounts; a payment's distribution; an
 * invoice's lines and payments): a table named `label`, one column per `columns` entry, one row per `rows`
 * entry; on a phone each line is a card of its values under their columns' names. Lines that are edited
 * belong in the form's own editor; lists of records in `DataTable`.
 */
export function LinesTable<Row extends object>({
  label,
  columns,
  rows,
  rowKey,
  caption,
  look = 'section',
}: {
  label: string
  columns: readonly LineColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string | number
  /** A visible title above the lines, when the page shows none. */
  caption?: ReactNode
  look?: LinesLook
}) {
  return (
    <Scroll label={label}>
      <Table aria-label={label} $look={look}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.id} data-align={column.align} data-label={column.header || undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  )
}
