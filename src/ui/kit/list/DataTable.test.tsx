import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import i18n from 'i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../../testing/i18n'
import { makeTheme } from '../../theme/theme'
import { DataTable, type Column } from './DataTable'

interface Item {
  name: string
  label: string
}

const items: Item[] = [
  { name: 'items/1', label: 'First' },
  { name: 'items/2', label: 'Second' },
]

/** A table of one column, the items' labels. */
function renderLabels(rows: Item[]) {
  render(
    <ThemeProvider theme={makeTheme('light')}>
      <DataTable
        caption="Items"
        columns={[{ id: 'label', header: 'Label', cell: (item: Item) => item.label }]}
        rows={rows}
        rowKey={(item) => item.name}
        empty="None"
      />
    </ThemeProvider>,
  )
}

describe('DataTable', () => {
  beforeAll(() => initTestI18n())

  it('renders a row again only when something of that row changes', async () => {
    const cell = vi.fn((item: Item) => item.label)
    const columns: Column<Item>[] = [{ id: 'label', header: 'Label', cell, sortable: true }]
    const onSort = vi.fn()
    const rowKey = (item: Item) => item.name
    const rowLabel = vi.fn((item: Item) => item.label)
    const onSelectedChange = vi.fn()
    const table = (props: { loading: boolean; selected: ReadonlySet<string> }) => (
      <ThemeProvider theme={makeTheme('light')}>
        <DataTable
          caption="Items"
          columns={columns}
          rows={items}
          rowKey={rowKey}
          rowLabel={rowLabel}
          onSort={onSort}
          empty="None"
          selected={props.selected}
          onSelectedChange={onSelectedChange}
          loading={props.loading}
        />
      </ThemeProvider>
    )
    const none = new Set<string>()
    const { rerender } = render(table({ loading: false, selected: none }))
    expect(cell).toHaveBeenCalledTimes(2)
    // The table renders again (busy), its rows do not: nothing of theirs changed. Nor are their select boxes'
    // labels and the header worded again (a long page renders again at every step of its row window).
    const worded = vi.spyOn(i18n, 't')
    rerender(table({ loading: true, selected: none }))
    expect(cell).toHaveBeenCalledTimes(2)
    expect(rowLabel).toHaveBeenCalledTimes(2)
    expect(worded).not.toHaveBeenCalled()
    worded.mockRestore()
    expect(screen.getByRole('button', { name: 'Sort by Label' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /First/ })).toBeInTheDocument()
    // Selecting a row changes that row (and the toggle every row holds).
    rerender(table({ loading: false, selected: new Set(['items/1']) }))
    const rows = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row')
    expect(within(rows[1]!).getByRole('checkbox')).toBeChecked()
    expect(within(rows[2]!).getByRole('checkbox')).not.toBeChecked()
    await userEvent.click(within(rows[2]!).getByRole('checkbox'))
    expect(onSelectedChange).toHaveBeenCalledWith(new Set(['items/1', 'items/2']))
  })
  it('reads no scroll position for a short page, which would force a layout while it renders', () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get')
    renderLabels(items)
    expect(screen.getAllByRole('row')).toHaveLength(3)
    expect(scrollY).not.toHaveBeenCalled()
    scrollY.mockRestore()
  })
})

describe('DataTable, a long page', () => {
  beforeAll(() => initTestI18n())

  it('renders the rows near the window without reading their heights, which would force a layout', () => {
    const many: Item[] = Array.from({ length: 300 }, (_, i) => ({
      name: `items/${i + 1}`,
      label: `Item ${i + 1}`,
    }))
    const heights = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get')
    renderLabels(many)
    const rows = screen.getAllByRole('row')
    expect(rows.length).toBeGreaterThan(10)
    expect(rows.length).toBeLessThan(many.length)
    expect(heights.mock.contexts.filter((element) => element instanceof HTMLTableRowElement)).toEqual([])
    heights.mockRestore()
  })
})
