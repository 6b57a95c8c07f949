import { Profiler } from 'react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
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

/** A table of one column, the items' labels; `commits` hears of each commit that renders part of it. */
function renderLabels(rows: Item[], commits: () => void = () => undefined) {
  render(
    <Profiler id="table" onRender={commits}>
      <ThemeProvider theme={makeTheme('light')}>
        <DataTable
          caption="Items"
          columns={[{ id: 'label', header: 'Label', cell: (item: Item) => item.label }]}
          rows={rows}
          rowKey={(item) => item.name}
          empty="None"
        />
      </ThemeProvider>
    </Profiler>,
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
  const shownRows = () => within(screen.getByRole('table')).getAllByRole('row').length

  it('shows a new page with the rows in the window first, and the rows beyond it after that frame', async () => {
    const many: Item[] = Array.from({ length: 300 }, (_, i) => ({
      name: `items/${i + 1}`,
      label: `Item ${i + 1}`,
    }))
    renderLabels(many)
    // 768 px of window, rows of 49 px: 16 rows, the header and the spacer below them.
    expect(screen.getAllByRole('row').filter((row) => row.hasAttribute('aria-rowindex'))).toHaveLength(17)
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '301')
    await waitFor(() =>
      expect(
        screen.getAllByRole('row').filter((row) => row.hasAttribute('aria-rowindex')).length,
      ).toBeGreaterThan(17 + 8),
    )
  })

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

  it('renders nothing while a scroll stays within a step of its rows, and the new rows at the next step', async () => {
    const many: Item[] = Array.from({ length: 300 }, (_, i) => ({
      name: `items/${i + 1}`,
      label: `Item ${i + 1}`,
    }))
    let scrolled = 0
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrolled)
    const commits = vi.fn()
    renderLabels(many, commits)
    // The rows beyond the window come once the first frame is painted.
    await waitFor(() => expect(shownRows()).toBeGreaterThan(20))
    const firstShown = () =>
      within(screen.getByRole('table')).getAllByRole('row')[1]!.getAttribute('aria-rowindex')
    expect(firstShown()).toBe('2')
    const scrollTo = (y: number) =>
      act(() => {
        scrolled = y
        window.dispatchEvent(new Event('scroll'))
      })
    const before = commits.mock.calls.length
    // 40 px a frame over five rows of 49 px: the rows in view change at almost every frame, the rows rendered
    // (in steps of twenty, eight beyond the window) do not.
    for (let y = 40; y <= 5 * 49; y += 40) scrollTo(y)
    expect(commits.mock.calls.length).toBe(before)
    expect(firstShown()).toBe('2')
    // Thirty rows down, the rendered rows have moved on.
    scrollTo(30 * 49)
    expect(commits.mock.calls.length).toBeGreaterThan(before)
    expect(firstShown()).not.toBe('2')
    scrollY.mockRestore()
  })

  it("keeps the pointer's crossings of rows passing under it from React while the page scrolls, and tells the sum after", async () => {
    const many: Item[] = Array.from({ length: 300 }, (_, i) => ({
      name: `items/${i + 1}`,
      label: `Item ${i + 1}`,
    }))
    const entered = vi.fn()
    const left = vi.fn()
    const columns: Column<Item>[] = [
      {
        id: 'label',
        header: 'Label',
        cell: (item) => (
          <span onMouseEnter={() => entered(item.label)} onMouseLeave={() => left(item.label)}>
            {item.label}
          </span>
        ),
      },
    ]
    render(
      <ThemeProvider theme={makeTheme('light')}>
        <DataTable caption="Items" columns={columns} rows={many} rowKey={(item) => item.name} empty="None" />
      </ThemeProvider>,
    )
    const first = screen.getByText('Item 1')
    const second = screen.getByText('Item 2')
    const third = screen.getByText('Item 3')
    const cross = (from: Element, to: Element) => {
      from.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: to }))
      to.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: from }))
    }
    // At rest, a crossing reaches React as before.
    cross(first, second)
    expect(left).toHaveBeenLastCalledWith('Item 1')
    expect(entered).toHaveBeenLastCalledWith('Item 2')
    left.mockClear()
    entered.mockClear()
    // Scrolling: the rows pass under the pointer, and React hears of none of it.
    act(() => void window.dispatchEvent(new Event('scroll')))
    expect(screen.getByRole('table').querySelector('tbody')).toHaveAttribute('data-scrolling')
    cross(second, first)
    cross(first, third)
    expect(left).not.toHaveBeenCalled()
    expect(entered).not.toHaveBeenCalled()
    // Once the scroll has settled, the crossing made in all: out of the second row's cell, into the third's.
    await waitFor(() =>
      expect(screen.getByRole('table').querySelector('tbody')).not.toHaveAttribute('data-scrolling'),
    )
    expect(left.mock.calls).toEqual([['Item 2']])
    expect(entered.mock.calls).toEqual([['Item 3']])
  })
})
