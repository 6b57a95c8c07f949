import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../../testing/render-screen'
import { LinesTable, type LineColumn } from './LinesTable'

interface Line {
  id: string
  item: string
  amount: string
}

const columns: LineColumn<Line>[] = [
  { id: 'item', header: 'Item', cell: (line) => line.item },
  { id: 'amount', header: 'Amount', align: 'end', cell: (line) => line.amount },
]

describe('LinesTable', () => {
  it('is a table named by its label: a column header per column, a row per line, amounts at the end', () => {
    renderScreen(
      <LinesTable
        label="Services"
        caption="Services billed"
        columns={columns}
        rows={[
          { id: 'a', item: 'Towing', amount: '$100.00' },
          { id: 'b', item: 'Storage', amount: '$20.00' },
        ]}
        rowKey={(line) => line.id}
      />,
    )
    const table = screen.getByRole('table', { name: 'Services' })
    expect(within(table).getByText('Services billed').tagName).toBe('CAPTION')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Amount'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Towing', '$100.00'],
      ['Storage', '$20.00'],
    ])
    expect(within(rows[0]!).getByText('$100.00').getAttribute('data-align')).toBe('end')
    // On a phone each line is a card: every value carries its column's name to show before it.
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Item', 'Amount'])
  })
})
