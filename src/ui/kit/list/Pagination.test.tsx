import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../../testing/i18n'
import { makeTheme } from '../../theme/theme'
import { Pagination, pageSizes, pageWindow } from './Pagination'

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
  })
  it('keeps the first and last pages, two around the current one, and marks gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20])
  })
})

describe('pageSizes', () => {
  it('offers a list its own page size when it is not a usual one', () => {
    expect(pageSizes(10)).toEqual([10, 25, 50, 100, 1000])
    expect(pageSizes(9)).toEqual([9, 10, 25, 50, 100, 1000])
  })
})

describe('Pagination', () => {
  beforeAll(() => initTestI18n())

  it('tells the range and moves between pages and page sizes', async () => {
    const onPage = vi.fn()
    const onPerPage = vi.fn()
    render(
      <ThemeProvider theme={makeTheme()}>
        <Pagination
          page={2}
          perPage={10}
          totalRows={95}
          totalPages={10}
          onPage={onPage}
          onPerPage={onPerPage}
        />
      </ThemeProvider>,
    )
    // Its own direction, so a right-to-left layout does not read an English range backwards ("20–11").
    expect(screen.getByText('11–20 of 95')).toHaveAttribute('dir', 'auto')
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPage).toHaveBeenCalledWith(3)
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50')
    expect(onPerPage).toHaveBeenCalledWith(50)
  })
})
